import { Clock, ShieldCheck, UserRoundCheck } from "lucide-react";
import type * as en from "../coming-soon.ts";
import type { Translation } from "./translation.ts";

/** The coming-soon page in Hindi (docs/hindi-glossary.md); the sections stay keyed by their English paths. */

export const comingSoonMeta: Translation<typeof en.comingSoonMeta> = {
  title: "जल्द आ रहा है",
  description:
    "साइट का यह हिस्सा अभी बन रहा है। इसके खुलने की ख़बर पाने के लिए वेटलिस्ट में जुड़ें, या आज ही प्लेटफ़ॉर्म के डेमो का अनुरोध करें।",
};

export const comingSoonSections: Translation<typeof en.comingSoonSections> = {
  "/coming-soon": "कुछ नया आ रहा है",
  "/all-resources": "संसाधन लाइब्रेरी",
  "/case-studies": "केस स्टडी",
  "/research-guides": "रिसर्च गाइड",
  "/webinars": "वेबिनार",
  "/careers": "करियर",
};

export const comingSoonHero: Translation<typeof en.comingSoonHero> = {
  title: "जल्द आ रहा है",
  intro:
    "हम साइट का यह हिस्सा अभी बना रहे हैं। वेटलिस्ट में जुड़ें, और जब यह तैयार होगा तो हम आपको बताएँगे। तब तक, बाक़ी सब कुछ खुला है।",
  action: { label: "वेटलिस्ट में जुड़ें", to: "#waitlist" },
};

export const countdownCopy: Translation<typeof en.countdownCopy> = {
  title: "लॉन्च की योजना",
  note: "एक अनुमान: आज से लगभग 60 दिन।",
  units: [
    { key: "days", label: "दिन" },
    { key: "hours", label: "घंटे" },
    { key: "minutes", label: "मिनट" },
    { key: "seconds", label: "सेकंड" },
  ],
  // Hindi's plural rules give 0 and 1 the "one" form.
  summary: {
    day: { one: "दिन", other: "दिन" },
    hour: { one: "घंटा", other: "घंटे" },
    minute: { one: "मिनट", other: "मिनट" },
    left: "लॉन्च में {days}, {hours} और {minutes} बाक़ी हैं।",
    arrived: "लॉन्च की योजना वाली तारीख़ आ गई है।",
  },
};

export const waitlistCopy: Translation<typeof en.waitlistCopy> = {
  title: "वेटलिस्ट में जुड़ें",
  intro: "अपना ईमेल पता दें, और साइट का यह हिस्सा खुलते ही हम आपको बताएँगे।",
  label: "ईमेल पता",
  hint: "उदाहरण: name@example.com",
  button: "वेटलिस्ट में जुड़ें",
  thanksTitle: "जुड़ने के लिए धन्यवाद!",
  thanksText: "लॉन्च होते ही हम आपको बताएँगे।",
};

export const teasersCopy: Translation<typeof en.teasersCopy> = {
  title: "क्या आने वाला है",
  intro: "हम जो कुछ भी बना रहे हैं, उसमें यही तीन वादे हैं।",
};

export const teasers: Translation<typeof en.teasers> = [
  {
    icon: ShieldCheck,
    title: "शुरू से ही निजता",
    text: "रिकॉर्ड, नोट्स और आकलन एन्क्रिप्टेड रहते हैं और सिर्फ़ उन्हीं लोगों के लिए खुलते हैं जिनकी भूमिका के लिए वे ज़रूरी हैं, ताकि निजी बातचीत निजी ही रहे।",
  },
  {
    icon: Clock,
    title: "24/7 उपलब्ध",
    text: "सहायता दफ़्तर के समय तक सीमित नहीं है। संकट में मदद और सेल्फ़-हेल्प टूल दिन-रात उपलब्ध हैं।",
  },
  {
    icon: UserRoundCheck,
    title: "सही विशेषज्ञ से जुड़ाव",
    text: "एक छोटा आकलन हर व्यक्ति को किसी लाइसेंसधारी विशेषज्ञ से जोड़ने में मदद करता है, आम तौर पर 24 घंटे के अंदर।",
  },
];

export const comingSoonCta: Translation<typeof en.comingSoonCta> = {
  title: "प्लेटफ़ॉर्म अभी देखना चाहते हैं?",
  text: "प्रैक्टिस CRM, जाँचे-परखे आकलन और TheraSim दिखाने के लिए तैयार हैं। डेमो का अनुरोध करें, हम 24 घंटे के अंदर जवाब देते हैं।",
  primary: { label: "डेमो का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "ब्लॉग पढ़ें", to: "/resources/blogs" },
};
