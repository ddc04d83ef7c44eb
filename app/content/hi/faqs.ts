import { Mail, MessageSquare, Phone } from "lucide-react";
import type * as en from "../faqs.ts";
import { crisisLines, type SiteConfig, supportHoursText } from "../site-config.ts";
import type { Translation } from "./translation.ts";

/**
 * /faqs in Hindi (docs/hindi-glossary.md). Ids and categories as in English,
 * so links such as /faqs#faq-insurance still land. The support hours come
 * from Settings as the company wrote them.
 */

type FaqItem = Translation<en.FaqItem>;

export const faqCategories: Translation<typeof en.faqCategories> = [
  { id: "all", label: "सभी सवाल" },
  { id: "general", label: "सामान्य" },
  { id: "technical", label: "तकनीकी" },
  { id: "billing", label: "बिलिंग और प्लान" },
  { id: "security", label: "सुरक्षा और निजता" },
  { id: "support", label: "सहायता" },
];

/** Not text: the filter the list starts on. */
export const defaultFaqFilter: Translation<typeof en.defaultFaqFilter> = "all";

const { teleManas, emergency } = crisisLines;

export const faqItemsFor: Translation<typeof en.faqItemsFor> = (site: SiteConfig): FaqItem[] => [
  // General (8)
  {
    id: "what-is",
    category: "general",
    question: `${site.name} क्या है?`,
    answer: `${site.name} भारत के लिए एक मानसिक स्वास्थ्य टेक्नोलॉजी कंपनी है। हम तीन चीज़ें देते हैं: संस्कृति के अनुरूप परखे गए आकलन, चिकित्सकों और क्लिनिकों के लिए मरीज़ों का रिकॉर्ड सँभालने वाला CRM, और TheraSim, एक सिम्युलेटर जिसमें प्रशिक्षु थेरेपिस्ट AI मरीज़ों के साथ अभ्यास करते हैं।`,
  },
  {
    id: "who-for",
    category: "general",
    question: "यह प्लेटफ़ॉर्म किसके लिए है?",
    answer:
      "चिकित्सक और क्लिनिक CRM और आकलन का इस्तेमाल करते हैं। कॉलेज और प्रशिक्षण संस्थान थेरेपिस्टों की ट्रेनिंग के लिए TheraSim का इस्तेमाल करते हैं। स्वास्थ्य सेवा संस्थाएँ अपनी सभी टीमों में इस प्लेटफ़ॉर्म का इस्तेमाल करती हैं। थेरेपी ढूँढ़ रहे लोग एक छोटे आकलन से शुरू करके किसी लाइसेंसधारी विशेषज्ञ से जुड़ सकते हैं।",
  },
  {
    id: "validated",
    category: "general",
    question: "क्या आपके आकलन जाँचे-परखे हैं?",
    answer:
      "हाँ। हमारे आकलन भारत के लोगों के लिए संस्कृति के अनुरूप परखे गए हैं, और 150 से ज़्यादा चिकित्सकों ने इन्हें परखा है और इनका इस्तेमाल करते हैं। पूरी सूची आप हमारे आकलन वाले पेज पर देख सकते हैं।",
  },
  {
    id: "therasim",
    category: "general",
    question: "TheraSim क्या है?",
    answer:
      "TheraSim थेरेपी की ट्रेनिंग के लिए हमारा सिम्युलेटर है। प्रशिक्षु AI मरीज़ों से लिखकर या बोलकर बात करते हैं, और चिंता, डिप्रेशन और ट्रॉमा जैसी स्थितियों पर अभ्यास करते हैं। एक AI मेंटर हर जवाब पर तुरंत फ़ीडबैक देता है: सहानुभूति स्कोर, इस्तेमाल की गई तकनीक और आगे क्या करें, इसका सुझाव।",
  },
  {
    id: "getting-started",
    category: "general",
    question: "मैं थेरेपी कैसे शुरू करूँ?",
    answer:
      "5 मिनट के गोपनीय आकलन से शुरुआत करें। फिर हम AI की मदद से 24 घंटे के अंदर (अगर आपको किसी ख़ास विशेषज्ञ की ज़रूरत है, तो 48 घंटे तक) आपको किसी लाइसेंसधारी विशेषज्ञ से जोड़ते हैं। उसके बाद आप चुनते हैं कि कैसे मिलना है: वीडियो, फ़ोन, चैट या ग्रुप सेशन।",
  },
  {
    id: "switch-therapist",
    category: "general",
    question: "क्या थेरेपिस्ट बदला जा सकता है?",
    answer:
      "हाँ। अगर आपको लगे कि तालमेल सही नहीं बैठ रहा, तो आप कभी भी किसी दूसरे थेरेपिस्ट के पास जा सकते हैं। थेरेपिस्ट बदलने का कोई शुल्क नहीं है।",
  },
  {
    id: "emergency",
    category: "general",
    question: "क्या यह इमरजेंसी सेवा है?",
    answer: `नहीं। अगर आप संकट में हैं, तो ${teleManas.name} को ${teleManas.short} या ${teleManas.long} पर कॉल करें (मुफ़्त, 24×7)। अगर आप या कोई और तुरंत ख़तरे में है, तो ${emergency.number} पर कॉल करें।`,
  },
  {
    id: "demo",
    category: "general",
    question: "क्या फ़ैसला करने से पहले प्लेटफ़ॉर्म देखा जा सकता है?",
    answer:
      "हाँ। डेमो का अनुरोध करें, और हम आपको CRM, आकलन या TheraSim में से जो भी आपके काम का हो, वह विस्तार से दिखाएँगे। आप मुफ़्त ट्रायल भी शुरू कर सकते हैं।",
  },

  // Technical (6)
  {
    id: "crm-features",
    category: "technical",
    question: "प्रैक्टिस CRM में क्या-क्या है?",
    answer:
      "सुरक्षित मरीज़ प्रोफ़ाइल, एन्क्रिप्टेड सेशन नोट्स, जाँचे-परखे आकलन, AI की मदद से डॉक्यूमेंटेशन, रिमाइंडर और फ़ॉलो-अप अलर्ट के साथ अपने-आप होने वाली शेड्यूलिंग, SOS सहायता, और डॉक्टरों, क्लाइंट और एडमिनिस्ट्रेटर के लिए डैशबोर्ड।",
  },
  {
    id: "ai-documentation",
    category: "technical",
    question: "AI की मदद से डॉक्यूमेंटेशन क्या करता है?",
    answer:
      "यह SOAP नोट्स लिखने, भावनाओं को ट्रैक करने वाले ग्राफ़ बनाने और पारिवारिक जीनोग्राम तैयार करने में आपकी मदद करता है, ताकि काग़ज़ी काम में आपका कम समय लगे।",
  },
  {
    id: "scheduling",
    category: "technical",
    question: "शेड्यूलिंग और रिमाइंडर कैसे काम करते हैं?",
    answer:
      "सेशन अपने-आप शेड्यूल होते हैं। क्लाइंट को सेशन से पहले रिमाइंडर मिलते हैं, और जब किसी क्लाइंट से दोबारा मिलने का समय आता है, तो आपको फ़ॉलो-अप अलर्ट मिलता है।",
  },
  {
    id: "dashboards",
    category: "technical",
    question: "कौन-सा डैशबोर्ड कौन देखता है?",
    answer:
      "डॉक्टरों, क्लाइंट और एडमिनिस्ट्रेटर के लिए उनकी भूमिका के हिसाब से अलग-अलग डैशबोर्ड हैं, ताकि हर व्यक्ति वही देखे जो उसकी भूमिका के लिए बना है।",
  },
  {
    id: "implementation",
    category: "technical",
    question: "इसे लागू करने में कितना समय लगता है?",
    answer: "इसे लागू करने में आम तौर पर 2 से 4 हफ़्ते लगते हैं।",
  },
  {
    id: "updates",
    category: "technical",
    question: "प्लेटफ़ॉर्म कितनी बार अपडेट होता है?",
    answer: "हम हर 2 से 4 हफ़्ते में अपडेट जारी करते हैं। बड़े अपडेट हर तिमाही में एक बार आते हैं।",
  },

  // Billing & Plans (5)
  {
    id: "plans",
    category: "billing",
    question: "आप कौन-से प्लान देते हैं?",
    answer:
      "चार प्लान: व्यक्तिगत चिकित्सक; छोटी प्रैक्टिस, 2 से 10 यूज़र के लिए; एंटरप्राइज़, 11 या उससे ज़्यादा यूज़र के लिए; और शैक्षणिक संस्थान, कॉलेजों और प्रशिक्षण कार्यक्रमों के लिए।",
  },
  {
    id: "free-trial",
    category: "billing",
    question: "क्या मुफ़्त ट्रायल है?",
    answer: "हाँ। आप प्लेटफ़ॉर्म को 30 दिन तक मुफ़्त आज़मा सकते हैं।",
  },
  {
    id: "credit-card",
    category: "billing",
    question: "क्या ट्रायल शुरू करने के लिए क्रेडिट कार्ड चाहिए?",
    answer: "नहीं। 30 दिन का मुफ़्त ट्रायल शुरू करने के लिए क्रेडिट कार्ड की ज़रूरत नहीं है।",
  },
  {
    id: "pricing",
    category: "billing",
    question: "एक प्लान की क़ीमत कितनी है?",
    answer:
      "क़ीमत प्लान और आपकी टीम के आकार पर निर्भर करती है। डेमो का अनुरोध करें या हमें लिखें, और हम आपकी प्रैक्टिस या संस्थान के लिए क़ीमत का कोटेशन भेज देंगे।",
  },
  {
    id: "insurance",
    category: "billing",
    question: "क्या थेरेपी का भुगतान बीमा से हो सकता है?",
    answer: "हाँ। हम बीमा स्वीकार करते हैं, और आप सेशन का भुगतान ख़ुद भी कर सकते हैं।",
  },

  // Security & Privacy (4)
  {
    id: "data-security",
    category: "security",
    question: "आप मरीज़ों का डेटा सुरक्षित कैसे रखते हैं?",
    answer:
      "मरीज़ों का डेटा एन्क्रिप्टेड रहता है, और प्रोफ़ाइल और सेशन नोट्स सिर्फ़ उन्हीं भूमिकाओं के लिए खुलते हैं जिन्हें उनकी ज़रूरत है। हर पेज के नीचे दिए “भरोसा और सुरक्षा” पेज पर बताया गया है कि इस वेबसाइट से भेजी गई आपकी जानकारी को कौन-सी चीज़ें सुरक्षित रखती हैं।",
  },
  {
    id: "session-notes",
    category: "security",
    question: "क्या सेशन नोट्स एन्क्रिप्टेड हैं?",
    answer: "हाँ। प्लेटफ़ॉर्म पर मरीज़ों के बाक़ी डेटा की तरह सेशन नोट्स भी एन्क्रिप्टेड हैं।",
  },
  {
    id: "assessment-confidential",
    category: "security",
    question: "क्या मेरा आकलन गोपनीय है?",
    answer: "हाँ। थेरेपिस्ट से जुड़ने से पहले आप जो 5 मिनट का आकलन करते हैं, वह गोपनीय है।",
  },
  {
    id: "after-cancellation",
    category: "security",
    question: "अगर मैं सदस्यता रद्द करूँ, तो मेरे डेटा का क्या होगा?",
    answer: "रद्द करने के बाद हम आपका डेटा 90 दिन तक रखते हैं।",
  },

  // Support (3)
  {
    id: "support-hours",
    category: "support",
    question: "आपकी सहायता टीम कब उपलब्ध है?",
    answer: `हमारी सहायता टीम के उपलब्ध रहने का समय: ${supportHoursText(site, "hi")}।`,
  },
  {
    id: "email-response",
    category: "support",
    question: "सहायता ईमेल का जवाब कितनी जल्दी मिलता है?",
    answer: `सहायता के समय में हम सहायता संदेशों का जवाब 2 घंटे के अंदर देते हैं। ${site.email ? `${site.email} पर लिखें, या ` : ""}संपर्क पेज पर दिए फ़ॉर्म का इस्तेमाल करें।`,
  },
  {
    id: "critical-issues",
    category: "support",
    question: "अगर कोई गंभीर ख़राबी आ जाए तो?",
    answer: "गंभीर समस्याओं पर हम 15 मिनट से कम समय में जवाब देते हैं।",
  },
];

export const faqHero: Translation<typeof en.faqHero> = {
  eyebrow: "सहायता केंद्र",
  title: "अक्सर पूछे जाने वाले सवाल",
  intro: "प्लेटफ़ॉर्म, प्लान, सुरक्षा और सहायता के बारे में जवाब। कोई शब्द खोजें, या सूची छोटी करने के लिए कोई श्रेणी चुनें।",
};

export const faqContactCards: Translation<typeof en.faqContactCards> = {
  title: "अब भी कोई सवाल है?",
  intro: "किसी इंसान से बात करें। हमें आपकी मदद करके ख़ुशी होगी।",
  phone: {
    icon: Phone,
    title: "फ़ोन पर सहायता",
    text: "फ़ोन पर हमारी सहायता टीम के जवाब देने का समय: {hours}।",
    action: "हमें कॉल करें",
  },
  email: {
    icon: Mail,
    title: "हमें ईमेल करें",
    text: "हमें लिखें; सहायता के समय में हम 2 घंटे के अंदर जवाब देंगे।",
    action: "ईमेल करें",
  },
  message: {
    icon: MessageSquare,
    title: "संदेश भेजें",
    text: "संपर्क फ़ॉर्म का इस्तेमाल करें: सहायता के समय में हम 2 घंटे के अंदर जवाब देते हैं।",
    action: "हमें लिखें",
    to: "/contact-us",
  },
};
