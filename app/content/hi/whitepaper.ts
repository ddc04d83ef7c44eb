import { Building2, CalendarRange, ClipboardList, Stethoscope, UsersRound } from "lucide-react";
import type * as en from "../whitepaper.ts";
import type { Translation } from "./translation.ts";

/** /resources/whitepapers in Hindi (docs/hindi-glossary.md); the figures are the white paper's own, unchanged. */

export const whitepaperMeta: Translation<typeof en.whitepaperMeta> = {
  title: "व्हाइट पेपर: एकीकृत डिजिटल देखभाल",
  description:
    "12 स्वास्थ्य केंद्रों, 350+ चिकित्सकों और 2,400+ मरीज़ों पर 18 महीने चली एक स्टडी के नतीजे: कार्यकुशलता, लागत, मरीज़ों की भागीदारी, देखभाल के नतीजे और ट्रेनिंग का समय।",
};

export const whitepaperHero: Translation<typeof en.whitepaperHero> = {
  eyebrow: "व्हाइट पेपर",
  title: "मानसिक स्वास्थ्य प्रैक्टिस में एकीकृत डिजिटल देखभाल",
  intro:
    "12 स्वास्थ्य केंद्रों में 18 महीने चली एक स्टडी, जिसमें देखा गया कि जब आकलन, मरीज़ों के रिकॉर्ड और चिकित्सकों की ट्रेनिंग एक ही प्लेटफ़ॉर्म पर चलते हैं, तो क्या बदलता है। यहाँ इसके नतीजे संक्षेप में हैं।",
  download: { label: "पूरा व्हाइट पेपर डाउनलोड करें", to: "/coming-soon" },
  summary: { label: "मुख्य सारांश पढ़ें", to: "#executive-summary" },
  footnote: "पूरा पेपर डाउनलोड के लिए तैयार किया जा रहा है।",
};

/** The paper's cover drawn beside the hero; `label` is its accessible name. */
export const whitepaperCover: Translation<typeof en.whitepaperCover> = {
  badge: "व्हाइट पेपर",
  subtitle: "18 महीने की एक स्टडी",
  label: "{company} के व्हाइट पेपर “{title}” का कवर।",
};

/** The study behind every figure on the page. */
export const studyFacts: Translation<typeof en.studyFacts> = [
  { icon: Building2, value: "12", label: "स्वास्थ्य केंद्र" },
  { icon: Stethoscope, value: "350+", label: "चिकित्सक" },
  { icon: UsersRound, value: "2,400+", label: "मरीज़" },
  { icon: CalendarRange, value: "18", label: "महीने" },
];

export const studyContext: Translation<typeof en.studyContext> =
  "12 स्वास्थ्य केंद्र, 350+ चिकित्सक, 2,400+ मरीज़, 18 महीने";

export const whitepaperInsights: Translation<typeof en.whitepaperInsights> = {
  eyebrow: "मुख्य बातें",
  title: "स्टडी में क्या पाया गया",
  intro: "व्हाइट पेपर अपनी स्टडी ({context}) में ये बदलाव बताता है।",
};

export const findingGroups: Translation<typeof en.findingGroups> = [
  {
    title: "क्लिनिकल प्रैक्टिस में",
    text: "चिकित्सकों और उनके मरीज़ों के लिए देखभाल कैसे बदली।",
    findings: [
      { value: "78%", label: "कार्यकुशलता में सुधार" },
      { value: "48%", label: "लागत में कमी" },
      { value: "63%", label: "मरीज़ों की भागीदारी में बढ़ोतरी" },
      { value: "31%", label: "नतीजों में सुधार" },
    ],
  },
  {
    title: "ट्रेनिंग और प्रशासन में",
    text: "देखभाल से जुड़ा बाक़ी काम कैसे बदला।",
    findings: [
      { value: "58%", label: "ट्रेनिंग में कम समय" },
      { value: "87%", label: "प्रशासनिक कार्यकुशलता में सुधार" },
      { value: "42%", label: "लागत में कमी" },
    ],
  },
];

export const whitepaperSummary: Translation<typeof en.whitepaperSummary> = {
  eyebrow: "संक्षेप में",
  title: "मुख्य सारांश",
};

export const executiveSummary: Translation<typeof en.executiveSummary> = [
  "दुनिया भर में 97 करोड़ तक लोग किसी मानसिक रोग के साथ जी रहे हैं, और उनमें से हर तीन में से दो लोग कभी पेशेवर मदद नहीं लेते। जो मदद लेते हैं, वे ऐसे चिकित्सकों पर निर्भर होते हैं जिनका समय देखभाल और उससे जुड़े काग़ज़ी काम, शेड्यूलिंग और फ़ॉलो-अप के बीच बँटा रहता है।",
  "यह व्हाइट पेपर बताता है कि जब स्वास्थ्य केंद्र यह सारा काम एक प्लेटफ़ॉर्म पर ले आए, तो क्या हुआ: जाँचे-परखे आकलन, AI की मदद से डॉक्यूमेंटेशन वाले सुरक्षित मरीज़ रिकॉर्ड, अपने-आप होने वाली शेड्यूलिंग, और ट्रेनिंग के लिए सिम्युलेटेड अभ्यास।",
  "18 महीनों में 12 स्वास्थ्य केंद्रों, 350+ चिकित्सकों और 2,400+ मरीज़ों पर की गई इस स्टडी में क्लिनिकल देखभाल और उससे जुड़ी ट्रेनिंग और प्रशासन, दोनों में कार्यकुशलता, भागीदारी और नतीजों में सुधार, और लागत में कमी दर्ज की गई।",
];

export const whitepaperMethodology: Translation<typeof en.whitepaperMethodology> = {
  eyebrow: "स्टडी कैसे हुई",
  title: "रिसर्च का तरीक़ा",
};

export const methodology: Translation<typeof en.methodology> = [
  {
    icon: Building2,
    title: "जगह",
    text: "बारह स्वास्थ्य केंद्र, जो रोज़ के काम में इस प्लेटफ़ॉर्म का इस्तेमाल करते हैं।",
  },
  {
    icon: UsersRound,
    title: "प्रतिभागी",
    text: "350 से ज़्यादा चिकित्सक और उनके 2,400 से ज़्यादा मरीज़।",
  },
  {
    icon: CalendarRange,
    title: "अवधि",
    text: "स्टडी 18 महीने चली।",
  },
  {
    icon: ClipboardList,
    title: "क्या मापा गया",
    text: "देखभाल में कार्यकुशलता, लागत, मरीज़ों की भागीदारी और नतीजे; और उससे जुड़े काम में ट्रेनिंग का समय, प्रशासनिक कार्यकुशलता और लागत।",
  },
];

export const methodologyNote: Translation<typeof en.methodologyNote> =
  "पूरे पेपर में स्टडी का डिज़ाइन, मापने के तरीक़े और उनकी सीमाएँ विस्तार से दी गई हैं। यह जल्द ही डाउनलोड के लिए उपलब्ध होगा।";

export const whitepaperDemographics: Translation<typeof en.whitepaperDemographics> = {
  eyebrow: "किसने हिस्सा लिया",
  title: "प्रतिभागियों का ब्योरा",
};

export const whitepaperCta: Translation<typeof en.whitepaperCta> = {
  title: "देखें, यह प्लेटफ़ॉर्म आपकी प्रैक्टिस के लिए क्या कर सकता है",
  text: "हमें अपने स्वास्थ्य केंद्र के बारे में बताएँ, और हम आपको प्लेटफ़ॉर्म के वे हिस्से दिखाएँगे जो आपके काम के हैं।",
  primary: { label: "अपने हिसाब से डेमो का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "पूरा व्हाइट पेपर डाउनलोड करें", to: "/coming-soon" },
};
