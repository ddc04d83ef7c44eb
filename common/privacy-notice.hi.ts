import { type ConsentKind, type ConsentWording, consentWording } from "./consent.ts";
import { kept, listed, type NoticeDetails, noticeWordsIn, type PrivacyNotice } from "./privacy-notice.ts";

/**
 * Hindi for common/privacy-notice.ts and common/consent.ts, following
 * docs/hindi-glossary.md. This is the one Hindi text of the notice (no copy
 * of it lives in common/i18n/hi-strings.ts; a test sees to that). The
 * Hindi notice is a version of its own (its own hash), and a consent given on
 * a Hindi page stores the Hindi text it showed, so a change here is a new
 * version of the notice.
 */

/** The privacy notice in Hindi: the same sections, facts and promises as privacyNotice() in privacy-notice.ts, written for Hindi readers. */
export function privacyNoticeHi({ company, grievance, retentionDays }: NoticeDetails): PrivacyNotice {
  const words = noticeWordsIn("hi");
  return {
    title: "निजता सूचना",
    intro: `जब आप ${listed(
      words.map((w) => w.doing),
      "या",
    )}, तो हम (${company}) आपसे कुछ जानकारी माँगते हैं। यह सूचना आसान शब्दों में बताती है कि हम क्या जानकारी लेते हैं, क्यों लेते हैं, कितने समय तक रखते हैं, उसे कौन देखता है, और आप हमसे क्या माँग सकते हैं। यह भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP Act) के अनुसार है।`,
    sections: [
      {
        heading: "हर फ़ॉर्म क्या जानकारी लेता है, और क्यों",
        items: [
          ...words.map((w) => w.collects),
          "हर फ़ॉर्म के साथ हम यह भी रखते हैं कि आपने उसे कब भेजा, इस साइट के किस पेज से आप उस तक पहुँचे, आपकी विज़िट किस कैंपेन से आई (अगर कोई हो), और इस सूचना का कौन-सा संस्करण आपने स्वीकार किया।",
        ],
      },
      {
        heading: "आपकी सहमति",
        paragraphs: [
          "हर फ़ॉर्म कुछ भी भेजने से पहले आपसे एक बॉक्स पर टिक करने को कहता है। हम दर्ज करते हैं कि बॉक्स में क्या लिखा था, उसका मक़सद, इस सूचना का संस्करण और समय। आप कभी भी अपनी सहमति वापस ले सकते हैं, और यह उतना ही आसान है जितना सहमति देना: हर फ़ॉर्म के बाद हम जो ईमेल भेजते हैं, उसमें एक लिंक होता है जो आपकी सहमति वापस लेकर आपकी जानकारी तुरंत मिटा देता है (यह 30 दिन तक काम करता है), या नीचे दिए हमारे शिकायत अधिकारी को लिखें।",
        ],
      },
      {
        heading: "हम इसे कितने समय तक रखते हैं",
        paragraphs: [
          `जब तक हम किसी ${listed(kept(words), "या")} पर काम कर रहे होते हैं, वह हमारे पास रहता है। उसके बंद होने के ${retentionDays} दिन बाद वह और उससे जुड़े ईमेल मिटा दिए जाते हैं। वेटलिस्ट का ईमेल पता तब तक रखा जाता है जब तक आप अपनी सहमति वापस नहीं लेते।`,
          "आपकी जानकारी पर स्टाफ़ की कार्रवाइयों का रिकॉर्ड (किसने उसे बंद किया, एक्सपोर्ट किया या मिटाया, और कब) भी हम एक साल तक रखते हैं। उस रिकॉर्ड में कोई नाम, ईमेल, फ़ोन नंबर या संदेश नहीं होता।",
        ],
      },
      {
        heading: "इसे कौन देखता है",
        paragraphs: [
          `सिर्फ़ ${company} के वे स्टाफ़ सदस्य, जिनकी भूमिका के लिए यह ज़रूरी है, और वह भी साइन इन करने के बाद। हम आपकी जानकारी न बेचते हैं, न विज्ञापन के लिए किसी से साझा करते हैं। ईमेल हमारे मेल प्रोवाइडर के ज़रिए भेजे जाते हैं, जो उन्हें सिर्फ़ पहुँचाने के लिए सँभालता है। यह साइट कोई विज्ञापन या ट्रैकिंग कुकी नहीं लगाती।`,
        ],
      },
      {
        heading: "आपके अधिकार",
        items: [
          "जानकारी पाना: हमारे पास आपके बारे में जो जानकारी है, और हम उसका क्या करते हैं, इसका सारांश माँगें।",
          "सुधार: हमसे इसे ठीक या पूरा करने को कहें।",
          "मिटाना: हमसे इसे मिटाने को कहें; मिटा दिए जाने पर हम इसकी पुष्टि करते हैं।",
          "सहमति वापस लेना: हमारे ईमेल के लिंक से या हमें लिखकर, कभी भी अपनी सहमति वापस लें।",
          "शिकायत: हमारे शिकायत अधिकारी से शिकायत करें, और अगर आप संतुष्ट न हों, तो भारतीय डेटा संरक्षण बोर्ड से।",
          "नॉमिनेशन (किसी को नामित करना): अगर आप ख़ुद न कर सकें, तो अपनी ओर से इन अधिकारों का इस्तेमाल करने के लिए किसी को नामित करें।",
        ],
      },
      {
        heading: "शिकायत अधिकारी",
        paragraphs: [
          `${grievance.name}, ${company}। ${grievance.email ? `ईमेल: ${grievance.email}।` : "इस साइट के संपर्क फ़ॉर्म से, शिकायत अधिकारी के नाम लिखें।"} हम 2 कामकाजी दिनों के अंदर शिकायत मिलने की पुष्टि करते हैं और 30 दिनों के अंदर उसका जवाब देते हैं।`,
        ],
      },
    ],
  };
}

/** The consent checkbox labels and purposes in Hindi, as consentWording() in consent.ts gives them in English (each kind's own, common/lead-kinds.ts). */
export function consentWordingHi(company: string): Record<ConsentKind, ConsentWording> {
  return consentWording(company, "hi");
}
