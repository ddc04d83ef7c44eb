import {
  BookOpen,
  CalendarCheck,
  ClipboardList,
  HeartHandshake,
  LifeBuoy,
  MessageCircle,
  Phone,
  RefreshCw,
  ShieldCheck,
  TrendingUp,
  UserRoundCheck,
  Users,
  Video,
  Wallet,
} from "lucide-react";
import type * as en from "../how-it-works.ts";
import { ownFigure } from "./figures.ts";
import { therapyContactPath } from "./navigation.ts";
import type { Translation } from "./translation.ts";

/** /how-it-works in Hindi (docs/hindi-glossary.md). */

export const howItWorksMeta: Translation<typeof en.howItWorksMeta> = {
  title: "यह कैसे काम करता है",
  description:
    "5 मिनट का गोपनीय आकलन, 24 घंटे के अंदर किसी लाइसेंसधारी विशेषज्ञ से जुड़ाव, फिर वीडियो, फ़ोन, चैट या ग्रुप में सेशन, और 24/7 संकट में सहायता।",
};

export const howHero: Translation<typeof en.howHero> = {
  eyebrow: "यह कैसे काम करता है",
  title: "सहायता पाना, एक-एक साफ़ क़दम में",
  intro: "एक छोटा गोपनीय आकलन पूरा करें, किसी लाइसेंसधारी विशेषज्ञ से जुड़ें, और जैसे आपको ठीक लगे, वैसे सेशन शुरू करें।",
  primary: { label: "आकलन शुरू करें", to: therapyContactPath },
  secondary: { label: "क़दम देखें", to: "#steps" },
  stats: [
    { value: "3", label: "आसान क़दम", source: undefined },
    { value: "24/7", label: "संकट में सहायता", source: undefined },
    { value: "5 मिनट", label: "सेटअप", source: undefined },
    { value: "98%", label: "संतुष्टि", source: ownFigure("satisfaction") },
  ],
};

export const howSteps: Translation<typeof en.howSteps> = {
  eyebrow: "क़दम-दर-क़दम",
  title: "आपके पहले सेशन तक तीन क़दम",
  intro: "न लंबे फ़ॉर्म, न अंदाज़े। यहाँ बताया गया है कि क्या होता है, और कब।",
  label: "तीन क़दम",
  stepLabel: "क़दम {number}: ",
  steps: [
    {
      icon: ClipboardList,
      title: "5 मिनट का आकलन पूरा करें",
      text: "आप पिछले दिनों कैसा महसूस कर रहे हैं, इस बारे में कुछ गोपनीय सवालों के जवाब दें। आपके जवाबों से हमें समझने में मदद मिलती है कि आपके लिए किस तरह की सहायता ठीक रहेगी।",
      action: { label: "आकलन शुरू करें", to: therapyContactPath },
    },
    {
      icon: UserRoundCheck,
      title: "किसी विशेषज्ञ से जुड़ें",
      text: "AI की मदद से हम 24 घंटे के अंदर (ख़ास ज़रूरतों के लिए 48 घंटे तक) आपको किसी लाइसेंसधारी विशेषज्ञ से जोड़ते हैं।",
      action: { label: "हमारे विशेषज्ञ देखें", to: "/our-team" },
    },
    {
      icon: CalendarCheck,
      title: "अपने सेशन शुरू करें",
      text: "वीडियो, फ़ोन, चैट या ग्रुप में मिलें। साथ-साथ अपनी प्रगति देखते रहें, और जब चाहें विशेषज्ञ बदल लें।",
      action: { label: "पहला सेशन बुक करें", to: therapyContactPath },
    },
  ],
};

export const howSupport: Translation<typeof en.howSupport> = {
  eyebrow: "सहायता पाने के तरीक़े",
  title: "आपकी ज़िंदगी के हिसाब से सहायता",
  intro: "चुनें कि आप अपने विशेषज्ञ से कैसे मिलेंगे, और जब चाहें इसे बदल लें।",
  urgentTitle: "अभी मदद चाहिए?",
  items: [
    {
      icon: Video,
      title: "वीडियो सेशन",
      badge: "सबसे लोकप्रिय",
      text: "जहाँ आप सहज महसूस करें, वहीं से आमने-सामने थेरेपी, अपने फ़ोन या कंप्यूटर पर।",
    },
    {
      icon: Phone,
      title: "फ़ोन सेशन",
      text: "जब वीडियो मुमकिन न हो या आपको फ़ोन ही बेहतर लगे, तो अपने विशेषज्ञ से फ़ोन पर बात करें।",
    },
    {
      icon: MessageCircle,
      title: "चैट सेशन",
      text: "बोलने के बजाय लिखें। चैट सेशन में आपको अपनी बात के लिए सही शब्द ढूँढ़ने का समय मिलता है।",
    },
    {
      icon: Users,
      title: "ग्रुप सेशन",
      text: "एक विशेषज्ञ के मार्गदर्शन में, मिलती-जुलती चुनौतियों से गुज़र रहे दूसरे लोगों के साथ अपनी बात कहें और सीखें।",
    },
    {
      icon: LifeBuoy,
      title: "24/7 संकट में सहायता",
      urgent: true,
      text: "किसी भी समय सहायता, और जुड़ते समय तय की गई संकट सुरक्षा योजना।",
    },
    {
      icon: BookOpen,
      title: "सेल्फ़-हेल्प टूल",
      text: "सेशन के बीच, अपनी रफ़्तार से इस्तेमाल करने के लिए अभ्यास और सामग्री।",
    },
  ],
};

export const howDifference: Translation<typeof en.howDifference> = {
  eyebrow: "लोग हमें क्यों चुनते हैं",
  title: "हमारा तरीक़ा अलग क्यों है",
  intro: "आपके हिसाब से बनी देखभाल, जिसमें पहले दिन से सुरक्षा के इंतज़ाम हैं।",
  points: [
    {
      icon: HeartHandshake,
      title: "संयोग से नहीं, ज़रूरत के हिसाब से जुड़ाव",
      text: "आपके आकलन के आधार पर, AI की मदद से आपको किसी लाइसेंसधारी विशेषज्ञ से जोड़ा जाता है।",
    },
    {
      icon: TrendingUp,
      title: "प्रगति, जो आप देख सकें",
      text: "अपने विशेषज्ञ के साथ मिलकर देखें कि समय के साथ आप कैसा कर रहे हैं।",
    },
    {
      icon: RefreshCw,
      title: "बदलने की आज़ादी",
      text: "तालमेल सही नहीं बैठ रहा? बिना किसी शुल्क के थेरेपिस्ट बदलें।",
    },
    {
      icon: Wallet,
      title: "बीमा या ख़ुद भुगतान",
      text: "हम बीमा स्वीकार करते हैं, और आप ख़ुद भी भुगतान कर सकते हैं।",
    },
    {
      icon: ShieldCheck,
      title: "शुरुआत से सुरक्षा योजना",
      text: "हर क्लाइंट जुड़ते समय संकट सुरक्षा योजना तय करता है।",
    },
  ],
  action: { label: "आज ही शुरुआत करें", to: therapyContactPath },
  factsTitle: "एक नज़र में",
  facts: [
    { value: "5 मिनट", label: "का आकलन" },
    { value: "24 घंटे", label: "में विशेषज्ञ से जुड़ाव" },
    { value: "उसी दिन", label: "पहला सेशन" },
  ],
};

/** Six questions; answers hold only the promises the English page makes. */
export const howFaqs: Translation<typeof en.howFaqs> = {
  eyebrow: "सवाल-जवाब",
  title: "शुरुआत से जुड़े सवाल",
  intro: "पहले सेशन से पहले लोग जो सबसे ज़्यादा पूछते हैं, उनके छोटे जवाब।",
  items: [
    {
      id: "assessment",
      question: "आकलन में क्या होता है?",
      answer:
        "इसमें लगभग 5 मिनट लगते हैं और यह गोपनीय है। आप कुछ सवालों के जवाब देते हैं कि पिछले कुछ दिनों से आप कैसा महसूस कर रहे हैं। कोई जवाब सही या ग़लत नहीं होता; इनसे बस हमें आपके लिए सही सहायता ढूँढ़ने में मदद मिलती है।",
    },
    {
      id: "matching",
      question: "विशेषज्ञ से जुड़ने में कितना समय लगता है?",
      answer:
        "आम तौर पर आकलन के 24 घंटे के अंदर। अगर आपको ख़ास सहायता की ज़रूरत है, तो 48 घंटे तक लग सकते हैं, ताकि आपको सही लाइसेंसधारी विशेषज्ञ मिले।",
    },
    {
      id: "session-types",
      question: "किस तरह के सेशन चुने जा सकते हैं?",
      answer:
        "वीडियो सेशन (सबसे लोकप्रिय), फ़ोन, चैट और ग्रुप सेशन। साथ ही, आपके पास 24/7 संकट में सहायता और सेशन के बीच इस्तेमाल के लिए सेल्फ़-हेल्प टूल भी हैं।",
    },
    {
      id: "insurance",
      question: "क्या आप बीमा स्वीकार करते हैं?",
      answer:
        "हाँ। हम बीमा स्वीकार करते हैं, और अगर आप चाहें या आपका बीमा थेरेपी को कवर न करता हो, तो ख़ुद भुगतान का विकल्प हमेशा है।",
    },
    {
      id: "switching",
      question: "अगर मेरे थेरेपिस्ट से तालमेल न बैठे तो?",
      answer:
        "आप कभी भी किसी दूसरे थेरेपिस्ट के पास जा सकते हैं। बदलने का कोई शुल्क नहीं है। सही तालमेल मायने रखता है, और बदलाव माँगना सही देखभाल पाने का ही हिस्सा है।",
    },
    {
      id: "crisis",
      question: "अगर मैं संकट में हूँ तो क्या होगा?",
      answer:
        "जुड़ते समय आप और आपके विशेषज्ञ मिलकर संकट सुरक्षा योजना तय करते हैं, और संकट में सहायता 24/7 उपलब्ध है। अगर आप अभी ख़तरे में हैं, तो सेशन का इंतज़ार न करें: इनमें से किसी मुफ़्त हेल्पलाइन पर कॉल करें।",
      crisis: true,
    },
  ],
};

export const howCta: Translation<typeof en.howCta> = {
  title: "पहला क़दम उठाने के लिए तैयार हैं?",
  text: "शुरुआत 5 मिनट के गोपनीय आकलन से होती है। अगर आप पहले बात करना चाहें, तो हम आपको कॉल करेंगे।",
  primary: { label: "मुफ़्त आकलन शुरू करें", to: therapyContactPath },
  secondary: { label: "कॉल का समय तय करें", to: therapyContactPath },
};
