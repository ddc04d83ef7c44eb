import {
  BadgeCheck,
  BellRing,
  CalendarClock,
  ChartLine,
  ClipboardList,
  FileLock2,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  Network,
  NotebookPen,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  UserRound,
  UserRoundCheck,
  Users,
} from "lucide-react";
import type * as en from "../practitioners.ts";
import type { Translation } from "./translation.ts";

/** /solutions/practitioners in Hindi (docs/hindi-glossary.md). */

export const practitionersMeta: Translation<typeof en.practitionersMeta> = {
  title: "चिकित्सकों के लिए मानसिक स्वास्थ्य CRM",
  description:
    "सुरक्षित मरीज़ प्रोफ़ाइल, AI की मदद से SOAP नोट्स, अपने-आप शेड्यूलिंग और भूमिका के हिसाब से डैशबोर्ड, एन्क्रिप्शन और भूमिका के हिसाब से एक्सेस के साथ।",
};

export const practitionersHero: Translation<typeof en.practitionersHero> = {
  eyebrow: "चिकित्सकों के लिए",
  title: "क्लिनिक और चिकित्सकों के लिए AI से चलने वाला मानसिक स्वास्थ्य CRM",
  intro:
    "सुरक्षित मरीज़ प्रोफ़ाइल, AI की मदद से डॉक्यूमेंटेशन, अपने-आप शेड्यूलिंग और भूमिका के हिसाब से डैशबोर्ड, सब एक जगह। कम काग़ज़ी काम, क्लाइंट के साथ ज़्यादा समय।",
  primary: { label: "ख़ास एक्सेस का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "प्लेटफ़ॉर्म देखें", to: "#features" },
  footnote: ["एन्क्रिप्शन और भूमिका के हिसाब से एक्सेस", "150+ चिकित्सकों के साथ प्रमाणित"],
};

export const practitionerTabs: Translation<typeof en.practitionerTabs> = {
  id: "built-for",
  title: "मानसिक स्वास्थ्य विशेषज्ञों के लिए बना",
  intro: "चार काम जो आज आपका समय लेते हैं, एक जुड़ी हुई जगह पर।",
  label: "CRM क्या करता है",
  defaultId: "profiles",
  items: [
    {
      id: "profiles",
      label: "सुरक्षित प्रोफ़ाइल के लिए",
      icon: ShieldCheck,
      title: "हर क्लाइंट, एक सुरक्षित प्रोफ़ाइल में",
      description:
        "हिस्ट्री, प्रमाणित आकलन के नतीजे और एन्क्रिप्टेड सेशन नोट्स एक साथ रखें। इन्हें सिर्फ़ वही लोग देख सकते हैं जिनकी भूमिका के लिए ये ज़रूरी हैं।",
      highlights: ["सुरक्षित मरीज़ प्रोफ़ाइल", "एन्क्रिप्टेड सेशन नोट्स", "प्रमाणित आकलन साथ में"],
      link: { to: "/faqs", context: "सुरक्षा और निजता से जुड़े हमारे जवाबों में" },
    },
    {
      id: "ai-doc",
      label: "AI डॉक्यूमेंटेशन के लिए",
      icon: Sparkles,
      title: "नोट्स, जिनकी शुरुआत पहले ड्राफ़्ट से होती है",
      description:
        "AI आपके SOAP नोट्स का ड्राफ़्ट बनाता है और चेक-इन को भावनाओं के ग्राफ़ और पारिवारिक जीनोग्राम में बदलता है। आप देखते हैं, बदलते हैं और साइन करते हैं: क्लिनिकल फ़ैसला आपका ही रहता है।",
      highlights: [
        "आपकी समीक्षा के लिए SOAP नोट्स का ड्राफ़्ट",
        "भावनाओं को ट्रैक करने वाले ग्राफ़",
        "पारिवारिक जीनोग्राम",
      ],
      link: { to: "/approach", context: "इंसान और AI के साथ काम करने के हमारे नज़रिए के बारे में" },
    },
    {
      id: "scheduling",
      label: "शेड्यूलिंग के लिए",
      icon: CalendarClock,
      title: "कैलेंडर, जो आपके लिए फ़ॉलो-अप करे",
      description:
        "सेशन अपने-आप बुक होते हैं और रिमाइंडर अपने-आप जाते हैं। फ़ॉलो-अप अलर्ट उन क्लाइंट के बारे में बताते हैं जिनसे संपर्क टूट गया है, और जब किसी को तुरंत मदद चाहिए, तो SOS सहायता मौजूद है।",
      highlights: ["अपने-आप शेड्यूलिंग", "रिमाइंडर और फ़ॉलो-अप अलर्ट", "SOS सहायता"],
      link: { to: "/how-it-works", context: "क्लाइंट सेशन कैसे बुक करते हैं और उनमें कैसे शामिल होते हैं, इसके बारे में" },
    },
    {
      id: "dashboards",
      label: "डैशबोर्ड के लिए",
      icon: LayoutDashboard,
      title: "हर भूमिका के लिए सही नज़ारा",
      description:
        "डॉक्टर अपने मरीज़ों और उनकी प्रगति को देखते हैं, क्लाइंट अपना सफ़र देखते हैं, और एडमिनिस्ट्रेटर देखते हैं कि क्लिनिक कैसे चल रहा है। हर व्यक्ति वही देखता है जो उसकी भूमिका के लिए ज़रूरी है।",
      highlights: ["डॉक्टरों के लिए डैशबोर्ड", "क्लाइंट के लिए डैशबोर्ड", "एडमिनिस्ट्रेटर के लिए डैशबोर्ड"],
      link: { to: "/request-a-demo", context: "डेमो में डैशबोर्ड देखकर" },
    },
  ],
};

export const features: Translation<typeof en.features> = {
  id: "features",
  eyebrow: "फ़ीचर",
  title: "आपकी प्रैक्टिस की हर ज़रूरत, एक जगह",
  intro: "CRM रिकॉर्ड, नोट्स, शेड्यूलिंग और रिपोर्टिंग को एक साथ लाता है, ताकि आपको अलग-अलग टूल के बीच भटकना न पड़े।",
  groups: [
    {
      title: "भरोसेमंद रिकॉर्ड",
      icon: FileLock2,
      items: [
        {
          name: "सुरक्षित मरीज़ प्रोफ़ाइल",
          icon: UserRound,
          text: "हिस्ट्री, संपर्क और प्रगति एक ही रिकॉर्ड में।",
        },
        { name: "एन्क्रिप्टेड सेशन नोट्स", icon: Lock, text: "नोट्स एन्क्रिप्टेड रहते हैं, नोटबुक में पड़े नहीं रहते।" },
        {
          name: "प्रमाणित आकलन",
          icon: ClipboardList,
          text: "सांस्कृतिक रूप से प्रमाणित पैमाने, जिनके स्कोर प्रोफ़ाइल में दर्ज होते हैं।",
        },
      ],
    },
    {
      title: "AI की मदद से डॉक्यूमेंटेशन",
      icon: Sparkles,
      items: [
        {
          name: "SOAP नोट्स",
          icon: NotebookPen,
          text: "आपकी समीक्षा और साइन के लिए एक व्यवस्थित पहला ड्राफ़्ट।",
        },
        {
          name: "भावनाओं को ट्रैक करने वाले ग्राफ़",
          icon: ChartLine,
          text: "सेशन-दर-सेशन मूड और लक्षणों में बदलाव देखें।",
        },
        { name: "पारिवारिक जीनोग्राम", icon: Network, text: "हाथ से बनाए बिना पारिवारिक संदर्भ का नक्शा बनाएँ।" },
      ],
    },
    {
      title: "देखभाल, जो रुकती नहीं",
      icon: CalendarClock,
      items: [
        {
          name: "अपने-आप शेड्यूलिंग",
          icon: CalendarClock,
          text: "बार-बार फ़ोन किए बिना बुकिंग और बदलाव।",
        },
        {
          name: "रिमाइंडर और फ़ॉलो-अप अलर्ट",
          icon: BellRing,
          text: "कम छूटे सेशन, और कोई भुलाया नहीं जाता।",
        },
        { name: "SOS सहायता", icon: LifeBuoy, text: "जब कोई क्लाइंट संकट में हो, तो मदद तक पहुँचने का साफ़ रास्ता।" },
      ],
    },
    {
      title: "भूमिका के हिसाब से डैशबोर्ड",
      icon: LayoutDashboard,
      items: [
        { name: "डॉक्टरों के लिए", icon: Stethoscope, text: "मरीज़ों की सूची, आने वाले सेशन और क्लाइंट की प्रगति।" },
        { name: "क्लाइंट के लिए", icon: UserRoundCheck, text: "उनके अपने सेशन, रिमाइंडर और प्रगति।" },
        { name: "एडमिनिस्ट्रेटर के लिए", icon: Users, text: "शेड्यूल और क्लिनिक का कामकाज।" },
      ],
    },
  ],
};

export const dashboardShowcase: Translation<typeof en.dashboardShowcase> = {
  id: "dashboard",
  eyebrow: "CRM",
  title: "पूरा क्लाइंट, एक स्क्रीन पर",
  intro:
    "प्रोफ़ाइल, आकलन के स्कोर, सबसे नया SOAP नोट, भावनाओं के रुझान, पारिवारिक जीनोग्राम और आज का शेड्यूल, सब साथ-साथ। यहाँ सैंपल डेटा के साथ दिखाया गया है।",
};

export const trust: Translation<typeof en.trust> = {
  id: "security",
  eyebrow: "सुरक्षा",
  title: "क्लाइंट के रिकॉर्ड के लिए भरोसेमंद",
  intro: "प्लेटफ़ॉर्म क्लाइंट के रिकॉर्ड एन्क्रिप्ट करता है और उन्हें सिर्फ़ उन्हीं भूमिकाओं के लिए खोलता है जिन्हें उनकी ज़रूरत है।",
  items: [
    {
      title: "एन्क्रिप्शन",
      icon: Lock,
      text: "मरीज़ प्रोफ़ाइल और सेशन नोट्स एन्क्रिप्टेड हैं, ताकि संवेदनशील रिकॉर्ड सुरक्षित रहें।",
    },
    {
      title: "भूमिका के हिसाब से एक्सेस",
      icon: KeyRound,
      text: "डॉक्टरों, क्लाइंट और एडमिनिस्ट्रेटर, हर किसी का अपना डैशबोर्ड है, और वे सिर्फ़ वही देखते हैं जो उनकी भूमिका के लिए ज़रूरी है।",
    },
    {
      title: "चिकित्सकों के साथ प्रमाणित",
      icon: BadgeCheck,
      text: "150+ चिकित्सकों ने असली प्रैक्टिस के लिए हमारे टूल प्रमाणित करने में मदद की है।",
    },
  ],
};

export const practitionersCta: Translation<typeof en.practitionersCta> = {
  id: "practitioners-cta",
  title: "अपनी प्रैक्टिस को ध्यान में रखकर CRM देखें",
  text: "डेमो बुक करें, और हम सैंपल डेटा के साथ आपको प्रोफ़ाइल, नोट्स, शेड्यूलिंग और डैशबोर्ड दिखाएँगे।",
  primary: { label: "डेमो का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "सवाल-जवाब पढ़ें", to: "/faqs" },
};
