import {
  BookOpen,
  HeartHandshake,
  IndianRupee,
  Mail,
  MessageCircle,
  MonitorCog,
  Phone,
  ShieldPlus,
  UsersRound,
} from "lucide-react";
import type * as en from "../contact.ts";
import { therapyContactPath } from "../navigation.ts";
import { crisisLines, type SiteConfig, supportHoursText } from "../site-config.ts";
import type { Translation } from "./translation.ts";

/**
 * /contact-us in Hindi (docs/hindi-glossary.md). The support hours come from
 * Settings: each line that reads as a schedule is said in Hindi
 * (`supportHoursText`), any other as the company wrote it.
 */

const { teleManas } = crisisLines;

export const contactHero: Translation<typeof en.contactHero> = {
  eyebrow: "संपर्क करें",
  title: "किसी असली इंसान से बात करें",
  intro:
    "थेरेपी, प्लेटफ़ॉर्म या हमारे साथ काम करने के बारे में कोई सवाल है? हमें संदेश भेजें, कॉल करें या ईमेल करें। हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं।",
};

type QuickContactTile = Translation<en.QuickContactTile>;

/** The tiles above the form: call and email only once the company has given them. */
export const quickContactTilesFor: Translation<typeof en.quickContactTilesFor> = (site: SiteConfig) => {
  const tiles: QuickContactTile[] = [];
  if (site.phone) {
    tiles.push({
      icon: Phone,
      title: "हमें कॉल करें",
      text: `${supportHoursText(site, "hi")}।`,
      value: site.phone.display,
      action: { label: "अभी कॉल करें", href: `tel:${site.phone.tel}` },
    });
  }
  if (site.email) {
    tiles.push({
      icon: Mail,
      title: "हमें ईमेल करें",
      text: "हम 24 घंटे के अंदर जवाब देते हैं।",
      value: site.email,
      action: { label: "ईमेल लिखें", href: `mailto:${site.email}` },
    });
  }
  tiles.push({
    icon: MessageCircle,
    title: "लाइव चैट",
    text: "लाइव चैट अभी उपलब्ध नहीं है। तब तक, सवाल-जवाब (FAQ) के पेज पर सबसे आम सवालों के जवाब हैं, या आप नीचे दिए फ़ॉर्म से हमें संदेश भेज सकते हैं।",
    action: { label: "सवाल-जवाब पढ़ें", href: "/faqs" },
  });
  return tiles;
};

/** Gender-neutral, as a visitor writing in the first person should be (docs/hindi-glossary.md). */
export const contactWhatsApp: Translation<typeof en.contactWhatsApp> = {
  firstLine: "नमस्ते, यह संदेश आपके संपर्क पेज से है।",
};

export const crisisTile: Translation<typeof en.crisisTile> = {
  title: "संकट में सहायता",
  text: `अगर आपको अभी किसी से बात करनी है, तो राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन ${teleManas.name} को कॉल करें। यह मुफ़्त है और 24×7 उपलब्ध है।`,
};

export const contactFormCopy: Translation<typeof en.contactFormCopy> = {
  title: "हमें संदेश भेजें",
  howItWorks:
    "आपका संदेश सीधे हमारी टीम तक पहुँचता है। थेरेपी शुरू करने के बारे में हम 4 घंटे के अंदर, तकनीकी समस्याओं पर 2 घंटे के अंदर और बाक़ी सभी बातों पर 24 घंटे के अंदर जवाब देते हैं।",
  required: "सभी फ़ील्ड भरना ज़रूरी है।",
  submit: "संदेश भेजें",
  sending: "भेजा जा रहा है...",
  failed:
    "कृपया एक मिनट बाद फिर से कोशिश करें। अगर फिर भी न जाए, तो हमें कॉल या ईमेल करें: इसकी जानकारी इस फ़ॉर्म के पास दी गई है।",
  offline: "हम अपने सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और “संदेश भेजें” फिर से दबाएँ; आपने जो लिखा है, वह यहीं है।",
};

/** The therapy path's age question, and what someone under 18 is shown instead of sending. */
export const adultQuestion: Translation<typeof en.adultQuestion> = {
  legend: "क्या आपकी उम्र 18 साल या उससे ज़्यादा है?",
  hint: "हम यह इसलिए पूछते हैं क्योंकि इस फ़ॉर्म से हम सिर्फ़ वयस्कों (18 साल या उससे ज़्यादा) के लिए थेरेपी की व्यवस्था कर सकते हैं।",
  yes: "हाँ",
  no: "नहीं",
};

export const under18Copy: Translation<typeof en.under18Copy> = {
  title: "कृपया Tele-MANAS से बात करें",
  intro:
    "इस फ़ॉर्म से हम सिर्फ़ 18 साल या उससे ज़्यादा उम्र के लोगों के लिए थेरेपी की व्यवस्था कर सकते हैं, इसलिए यह फ़ॉर्म आपका संदेश न भेजेगा, न रखेगा।",
  steps: [
    "Tele-MANAS को 14416 या 1-800-891-4416 पर कॉल करें। यह मुफ़्त है और 24×7 उपलब्ध है। यह कम उम्र के लोगों और उनके परिवारों के लिए भी है।",
    "अपने माता-पिता या किसी और बड़े व्यक्ति को, जिस पर आपको भरोसा है, बताएँ कि आप कैसा महसूस कर रहे हैं। वे आपके साथ मिलकर कॉल कर सकते हैं।",
    "अगर आप अभी ख़तरे में हैं, तो 112 पर कॉल करें।",
  ],
  more: "मदद पाने के और तरीक़े",
};

export const responseTimes: Translation<typeof en.responseTimes> = [
  { type: "सामान्य सवाल", time: "24 घंटे के अंदर" },
  { type: "थेरेपी शुरू करना", time: "4 घंटे के अंदर" },
  { type: "तकनीकी सहायता", time: "2 घंटे के अंदर" },
];

export const supportCards: Translation<typeof en.supportCards> = [
  {
    icon: HeartHandshake,
    title: "थेरेपी शुरू करें",
    text: "5 मिनट का गोपनीय आकलन पूरा करें, और हम 24 घंटे के अंदर आपको किसी लाइसेंसधारी विशेषज्ञ से जोड़ देंगे।",
    action: { label: "देखें यह कैसे काम करता है", href: "/how-it-works" },
  },
  {
    icon: ShieldPlus,
    title: "संकट में सहायता",
    text: `अभी किसी प्रशिक्षित काउंसलर से बात करें। ${teleManas.name} मुफ़्त है और 24×7 उपलब्ध है।`,
    action: { label: `${teleManas.short} पर कॉल करें`, href: `tel:${teleManas.shortTel}` },
    urgent: true,
  },
  {
    icon: IndianRupee,
    title: "बीमा में मदद",
    text: "हम बीमा स्वीकार करते हैं, और आप सेशन का भुगतान ख़ुद भी कर सकते हैं। जानें यह कैसे होता है।",
    action: { label: "भुगतान के बारे में पढ़ें", href: "/faqs#faq-insurance" },
  },
  {
    icon: MonitorCog,
    title: "तकनीकी सहायता",
    text: "प्लेटफ़ॉर्म में कोई दिक़्क़त? सवाल-जवाब (FAQ) में सेटअप, अपडेट और सुरक्षा की जानकारी है, और हमारी सहायता टीम 2 घंटे के अंदर ईमेल का जवाब देती है।",
    action: { label: "सवाल-जवाब पढ़ें", href: "/faqs" },
  },
  {
    icon: BookOpen,
    title: "संसाधन लाइब्रेरी",
    text: "मानसिक स्वास्थ्य, क्लिनिकल प्रैक्टिस और रिसर्च पर हमारी टीम के लेख।",
    action: { label: "लेख देखें", href: "/resources/blogs" },
  },
  {
    icon: UsersRound,
    title: "कम्युनिटी सहायता",
    text: "मिलते-जुलते अनुभवों से गुज़र रहे दूसरे लोगों से जुड़ने की जगह। यह जल्द आ रही है।",
    action: { label: "शुरू होने पर सूचना पाएँ", href: "/coming-soon" },
  },
];

export const contactCta: Translation<typeof en.contactCta> = {
  title: "पहला क़दम उठाने के लिए तैयार हैं?",
  text: "शुरू करने के लिए बस 5 मिनट का आकलन काफ़ी है। या कॉल बुक करें, और हम आपके सवालों के जवाब देंगे।",
  primary: { label: "आज ही थेरेपी शुरू करें", to: therapyContactPath },
  secondary: { label: "कॉल का समय तय करें", to: therapyContactPath },
};
