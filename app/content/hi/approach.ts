import {
  ClipboardCheck,
  GraduationCap,
  HeartHandshake,
  Languages,
  Network,
  Sprout,
  Stethoscope,
} from "lucide-react";
import type * as en from "../approach.ts";
import { figureSources } from "./figures.ts";
import type { Translation } from "./translation.ts";

/** /approach in Hindi (docs/hindi-glossary.md). */

export const approachMeta: Translation<typeof en.approachMeta> = {
  title: "हमारा नज़रिया",
  description:
    "सांस्कृतिक प्रासंगिकता, इंसान और AI का साथ, और एक एकीकृत इकोसिस्टम: आकलन, CRM और TheraSim बेहतर नतीजों के लिए कैसे मिलकर काम करते हैं।",
};

export const approachHero: Translation<typeof en.approachHero> = {
  eyebrow: "हमारा नज़रिया",
  title: "ऐसी मानसिक स्वास्थ्य देखभाल, जो लोगों के हिसाब से हो",
  intro:
    "हम ऐसे टूल बनाते हैं जो संस्कृति का सम्मान करें, देखभाल के केंद्र में इंसान को रखें, और पहले आकलन से लेकर बेहतर नतीजों तक एक इकोसिस्टम की तरह मिलकर काम करें।",
  primary: { label: "डेमो का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "देखें सब कैसे जुड़ता है", to: "#ecosystem" },
};

export const approachPillars: Translation<typeof en.approachPillars> = {
  eyebrow: "हमारे स्तंभ",
  title: "हमारी हर चीज़ के पीछे तीन स्तंभ",
  intro: "हमारा हर प्रोडक्ट इन तीनों पर टिका होना चाहिए। एक भी कम हो, तो देखभाल पर असर पड़ता है।",
  items: [
    {
      icon: Languages,
      title: "सांस्कृतिक प्रासंगिकता",
      text: "ऐसे सवाल, भाषा और उदाहरण जो भारत में समझ आएँ। हमारे आकलन संस्कृति के अनुरूप परखे गए हैं, सिर्फ़ अनुवाद किए हुए नहीं, ताकि नतीजों का वही मतलब हो जो होना चाहिए।",
    },
    {
      icon: HeartHandshake,
      title: "इंसान + AI का साथ",
      text: "काग़ज़ी काम, पैटर्न पहचानना और अभ्यास AI सँभालता है। परख, रिश्ता और आख़िरी फ़ैसला चिकित्सक के पास रहता है।",
    },
    {
      icon: Network,
      title: "एकीकृत इकोसिस्टम",
      text: "आकलन, प्रैक्टिस मैनेजमेंट और ट्रेनिंग एक ही नींव पर टिके हैं, इसलिए एक जगह की सीख अगली जगह देखभाल में काम आती है।",
    },
  ],
};

export const approachWhy: Translation<typeof en.approachWhy> = {
  eyebrow: "वह दूरी जिसे हम कम करना चाहते हैं",
  title: "यह क्यों मायने रखता है",
  paragraphs: [
    "मानसिक रोग हर देश और हर समुदाय के लोगों को प्रभावित करते हैं। फिर भी, इनके साथ जी रहे ज़्यादातर लोगों को कभी पेशेवर मदद नहीं मिलती।",
    "कलंक, ख़र्च और दूरी, सबकी इसमें भूमिका है। और वह देखभाल भी, जो लोगों के हिसाब से नहीं होती: किसी दूसरी संस्कृति के लिए बनी प्रश्नावलियाँ, ऐसे टूल जो उस भाषा को नज़रअंदाज़ करते हैं जिसमें व्यक्ति सोचता है, और ऐसी व्यवस्थाएँ जो चिकित्सकों को काग़ज़ी काम में दबा देती हैं।",
    "हमारा मानना है कि यह दूरी कम करने की शुरुआत ऐसी देखभाल से होती है जो अपनी-सी लगे, जो ज़रूरी चीज़ों को मापे, और चिकित्सकों को उन लोगों के साथ ज़्यादा समय दे जिनकी वे मदद करते हैं।",
  ],
  stats: [
    {
      value: "97 करोड़",
      label: "लोग दुनिया भर में किसी मानसिक रोग के साथ जी रहे हैं",
      note: "दुनिया भर में 97 करोड़ तक लोग: लगभग हर आठ में से एक व्यक्ति।",
      source: figureSources.worldMentalHealth2022,
    },
    {
      value: "2/3",
      label: "लोग इनमें से कभी पेशेवर मदद नहीं लेते",
      note: "लोग कलंक, ख़र्च और ऐसी देखभाल की वजह से दूर रहते हैं जो उनके हिसाब से न हो।",
      source: figureSources.worldHealthReport2001,
    },
  ],
};

export const approachEcosystem: Translation<typeof en.approachEcosystem> = {
  title: "एक जुड़ा हुआ इकोसिस्टम",
  eyebrow: "एकीकृत इकोसिस्टम",
  intro: "हर हिस्सा अगले हिस्से को आगे बढ़ाता है। साथ मिलकर ये पहले आकलन को बेहतर देखभाल में बदलते हैं।",
  words: { label: "इकोसिस्टम, एक-एक क़दम करके", stepLabel: "चरण {number}" },
  steps: [
    {
      icon: ClipboardCheck,
      title: "आकलन",
      text: "संस्कृति के अनुरूप परखी गई स्क्रीनिंग से शुरुआत का एक साफ़, मापा जा सकने वाला आधार मिलता है।",
      link: { label: "आकलन देखें", to: "/solutions/assessments" },
    },
    {
      icon: Stethoscope,
      title: "CRM",
      text: "नतीजे सुरक्षित मरीज़ प्रोफ़ाइल, सेशन नोट्स और शेड्यूल में पहुँचते हैं।",
      link: { label: "CRM देखें", to: "/solutions/practitioners" },
    },
    {
      icon: GraduationCap,
      title: "TheraSim",
      text: "थेरेपिस्ट AI मरीज़ों के साथ अभ्यास करते हैं और उन हुनरों को निखारते हैं जिन पर देखभाल टिकी है।",
      link: { label: "TheraSim देखें", to: "/solutions/therasim" },
    },
    {
      icon: Sprout,
      title: "बेहतर नतीजे",
      text: "मापी गई प्रगति, बेहतर तैयार चिकित्सक, और ऐसे क्लाइंट जो देखभाल में बने रहते हैं।",
    },
  ],
};

export const approachCta: Translation<typeof en.approachCta> = {
  title: "पूरा इकोसिस्टम एक डेमो में देखें",
  text: "हम आपकी प्रैक्टिस या संस्थान के हिसाब से आपको आकलन, CRM और TheraSim दिखाएँगे।",
  primary: { label: "डेमो का अनुरोध करें", to: "/request-a-demo" },
};
