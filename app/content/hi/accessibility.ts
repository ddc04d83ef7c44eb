import type * as en from "../accessibility.ts";
import type { Translation } from "./translation.ts";

/**
 * /accessibility in Hindi (docs/hindi-glossary.md). The second known gap is
 * adapted: on a Hindi page, "the site is in English only" would not be true.
 */

export const accessibilityMeta: Translation<typeof en.accessibilityMeta> = {
  title: "सुगम्यता",
  description:
    "यह साइट किस मानक पर बनी है (WCAG 2.2 AA), हर पेज की जाँच कैसे होती है, हमें किन कमियों का पता है, और किसी रुकावट के बारे में हमें कैसे बताएँ।",
};

export const accessibilityHero: Translation<typeof en.accessibilityHero> = {
  eyebrow: "सुगम्यता",
  title: "ऐसी साइट, जिसे हर कोई इस्तेमाल कर सके",
  intro:
    "बहुत से लोग हम तक फ़ोन से, धीमे कनेक्शन पर, स्क्रीन रीडर से या सिर्फ़ कीबोर्ड से पहुँचते हैं, कभी-कभी किसी मुश्किल दिन में। हम इन सबके लिए बनाते हैं।",
};

export const accessibilityStandard: Translation<typeof en.accessibilityStandard> = {
  eyebrow: "हमारा मानक",
  title: "हम किस मानक पर काम करते हैं",
  paragraphs: [
    "हमारा लक्ष्य है कि हर सार्वजनिक पेज और स्टाफ़ की स्क्रीनें Web Content Accessibility Guidelines (WCAG) 2.2 के AA स्तर पर खरी उतरें।",
    "पेज पहले सादे HTML से बनते हैं: क्रम से हेडिंग, हर फ़ॉर्म फ़ील्ड पर लेबल, साफ़ दिखने वाला फ़ोकस, एक स्किप लिंक, पर्याप्त कंट्रास्ट वाले रंग, और ऐसा टेक्स्ट जिसे बिना कुछ खोए 200 % तक बड़ा किया जा सके। फ़ॉर्म बिना JavaScript के भी काम करते हैं, और संकट हेल्पलाइन हर पेज पर बस एक टैप दूर हैं।",
  ],
};

export const accessibilityTesting: Translation<typeof en.accessibilityTesting> = {
  eyebrow: "हम कैसे जाँचते हैं",
  title: "हर रिलीज़ पर जाँच",
};

export const accessibilityChecks: Translation<typeof en.accessibilityChecks> = [
  {
    title: "हर पेज की ऑटोमेटेड जाँच",
    text: "हर रिलीज़ को असली ब्राउज़र में, हर सार्वजनिक पेज पर, फ़ोन और डेस्कटॉप दोनों की चौड़ाई पर axe से जाँचा जाता है, और उसमें कोई गंभीर या क्रिटिकल समस्या नहीं होनी चाहिए।",
  },
  {
    title: "कीबोर्ड और स्क्रीन रीडर से इस्तेमाल",
    text: "ब्राउज़र टेस्ट सिर्फ़ कीबोर्ड से मेन्यू, डायलॉग, फ़िल्टर और फ़ॉर्म चलाकर देखते हैं, और जाँचते हैं कि ग़लतियाँ और पुष्टियाँ स्क्रीन रीडर पर सुनाई देती हैं।",
  },
  {
    title: "फ़ोन और धीमे नेटवर्क",
    text: "पेजों को Lighthouse से 4G पर चल रहे एक आम (मिड-रेंज) फ़ोन की नक़ल पर मापा जाता है, और 375 और 1440 पिक्सेल की चौड़ाई पर जाँचा जाता है।",
  },
];

export const accessibilityGaps: Translation<typeof en.accessibilityGaps> = {
  eyebrow: "जहाँ हम अभी पीछे हैं",
  title: "ज्ञात कमियाँ",
  items: [
    "कुछ पेज ज़रूरत से ज़्यादा JavaScript लोड करते हैं, जिससे पुराने फ़ोन पर वे धीमे चलते हैं; हम इसे कम कर रहे हैं।",
    "इस साइट के कुछ हिस्से अभी सिर्फ़ अंग्रेज़ी में हैं; भारतीय भाषाओं में आकलन प्रोडक्ट का हिस्सा हैं, पर अभी इस वेबसाइट का नहीं।",
  ],
};

export const accessibilityReport: Translation<typeof en.accessibilityReport> = {
  eyebrow: "फ़ीडबैक",
  title: "किसी रुकावट के बारे में बताएँ",
  text: "अगर इस साइट पर कुछ इस्तेमाल करना आपके लिए मुश्किल या नामुमकिन है, तो कृपया संपर्क पेज से हमें बताएँ (“फ़ीडबैक” चुनें), और लिखें कि कौन-सा पेज था और क्या हुआ। हम 24 घंटे के अंदर जवाब देते हैं और जो ठीक कर सकते हैं, ठीक करते हैं।",
  link: { label: "रुकावट के बारे में बताएँ", to: "/contact-us?type=feedback" },
};
