import {
  BrainCircuit,
  Clock,
  GraduationCap,
  Lightbulb,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
  Sprout,
  UserRoundSearch,
} from "lucide-react";
import type * as en from "../therasim.ts";
import type { Translation } from "./translation.ts";

/**
 * /solutions/therasim in Hindi (docs/hindi-glossary.md). Every patient in the
 * samples is fictional; their names are written in Devanagari. A sample
 * case's `mode` ("Text" / "Audio") is a key the mockup chooses its icon by,
 * so it stays in English.
 */

/**
 * The sample session of the preview mockup, in Hindi for its description
 * (the mockup itself, the product's screen, shows the English). Every name in
 * it is fictional.
 */
export const therasimSampleSession: Translation<typeof en.therasimSampleSession> = {
  patient: { name: "रिया (सैंपल)", initials: "र", condition: "चिंता", mode: "टेक्स्ट सेशन" },
  message:
    "मैं ख़ुद से कहती रहती हूँ कि यह बस परीक्षा का तनाव है, लेकिन हफ़्तों से मैं ठीक से सोई नहीं हूँ। मेरे मम्मी-पापा को लगता है कि मैं नाटक कर रही हूँ।",
  feedback: {
    empathyScore: 72,
    technique: "ध्यान से सुनकर दोहराना",
    nextStep: "परीक्षा के बारे में पूछने से पहले उसकी चिंता और अकेलेपन को शब्द दें।",
  },
  suggestions: [
    "इतनी चिंता में रहना, और फिर भी कोई आपकी बात का यक़ीन न करे, यह सच में थका देने वाला लगता है।",
    "रात को जब आप जागती रहती हैं, तो आपके मन में क्या चलता है?",
  ],
};

/**
 * The hero's sample cases, in Hindi for the mockup's description. Every
 * patient is fictional; `mode` is a key and stays in English.
 */
export const therasimSampleCases: Translation<typeof en.therasimSampleCases> = [
  { name: "रिया, 19 (सैंपल)", condition: "चिंता", mode: "Text" },
  { name: "मेनन जी, 58 (सैंपल)", condition: "डिप्रेशन", mode: "Audio" },
  { name: "सना, 27 (सैंपल)", condition: "ट्रॉमा", mode: "Text" },
];

/** How each case's `mode` is said in the case library's description. */
const modeWords = { Text: "टेक्स्ट सेशन", Audio: "ऑडियो सेशन" } as const;

export const therasimMeta: Translation<typeof en.therasimMeta> = {
  title: "TheraSim: AI मरीज़ों के साथ थेरेपी का अभ्यास",
  description:
    "TheraSim में प्रशिक्षु थेरेपिस्ट AI मरीज़ों के साथ लिखकर और बोलकर अभ्यास करते हैं, और चिंता, डिप्रेशन, ट्रॉमा और दूसरी स्थितियों पर तुरंत AI फ़ीडबैक और मेंटर का मार्गदर्शन पाते हैं।",
};

export const therasimHero: Translation<typeof en.therasimHero> = {
  eyebrow: "शिक्षा के लिए TheraSim",
  title: "TheraSim में AI मरीज़ों के साथ थेरेपी का अभ्यास करें",
  intro:
    "TheraSim प्रशिक्षु थेरेपिस्टों को असली बातचीत का अभ्यास करने की सुरक्षित जगह देता है। AI मरीज़ों से लिखकर या बोलकर बात करें, और जवाब देते ही AI मेंटर से फ़ीडबैक पाएँ।",
  primary: { label: "TheraSim आज़माएँ", to: "/request-a-demo" },
  secondary: { label: "डेमो देखें", to: "/request-a-demo" },
  sample: {
    lead: "पहले बस देखना चाहते हैं?",
    label: "एक सैंपल सेशन आज़माएँ",
    to: "/try-therasim",
    after: "(ब्राउज़र में ही: चार बारियाँ, कोई साइन-अप नहीं)।",
  },
  visualLabel: `TheraSim की सैंपल केस लाइब्रेरी: ${therasimSampleCases
    .map((c) => `${c.name}, ${c.condition}, ${modeWords[c.mode as keyof typeof modeWords]}`)
    .join("; ")}।`,
};

export const therasimChallenges: Translation<typeof en.therasimChallenges> = {
  eyebrow: "चुनौती",
  title: "थेरेपिस्टों को ट्रेनिंग देना मुश्किल क्यों है",
  intro:
    "अच्छे थेरेपिस्ट अभ्यास से बनते हैं। फिर भी, ज़्यादातर ट्रेनिंग कार्यक्रम इसका थोड़ा-सा ही हिस्सा दे पाते हैं, और वह भी शायद ही कभी तब, जब छात्र को इसकी ज़रूरत होती है।",
  items: [
    {
      icon: UserRoundSearch,
      title: "अभ्यास के बहुत कम मौक़े",
      text: "साथी छात्रों के साथ रोल-प्ले की एक सीमा है, और असली क्लाइंट के साथ प्लेसमेंट कम मिलते हैं। कई छात्र अपने पहले मुश्किल क्लाइंट से बहुत कम अभ्यास के साथ मिलते हैं।",
    },
    {
      icon: Clock,
      title: "फ़ीडबैक देर से मिलता है",
      text: "सुपरवाइज़र व्यस्त रहते हैं। जब तक किसी सेशन की समीक्षा होती है, वह पल कब का निकल चुका होता है जिसमें अलग जवाब की ज़रूरत थी।",
    },
    {
      icon: ShieldCheck,
      title: "असली क्लाइंट पर आज़माइश नहीं हो सकती",
      text: "मुश्किल पल, जैसे कोई अपने ट्रॉमा के बारे में बताए, उन लोगों के साथ नहीं सीखे जा सकते जो पहले से ही परेशानी में हैं। छात्रों को पहले ग़लती करने के लिए एक सुरक्षित जगह चाहिए।",
    },
  ],
};

export const therasimFeatures: Translation<typeof en.therasimFeatures> = {
  eyebrow: "ख़ूबियाँ",
  title: "TheraSim आपके छात्रों को क्या देता है",
  intro: "सिद्धांत को आत्मविश्वास भरे अभ्यास में बदलने के लिए प्रशिक्षु को जो चाहिए, सब एक सिम्युलेटर में।",
  items: [
    {
      icon: MessageSquareText,
      title: "AI मरीज़ सिमुलेशन",
      text: "AI मरीज़ों के साथ लिखकर या बोलकर पूरे सेशन करें। हर मरीज़ आपकी बात का वैसे ही जवाब देता है, जैसे कोई असली क्लाइंट दे सकता है।",
    },
    {
      icon: Sparkles,
      title: "तुरंत AI फ़ीडबैक",
      text: "हर जवाब के बाद सहानुभूति स्कोर, आपकी इस्तेमाल की गई तकनीक और अगले क़दम का सुझाव देखें। बातचीत ताज़ा रहते हुए ही सीखें।",
    },
    {
      icon: GraduationCap,
      title: "मेंटर का मार्गदर्शन",
      text: "एक AI मेंटर हर सेशन में आपके साथ रहता है और ऐसे जवाब सुझाता है जो आप आज़मा सकते हैं, ताकि आप अगले क़दम पर कभी न अटकें।",
    },
    {
      icon: BrainCircuit,
      title: "कई तरह की स्थितियाँ",
      text: "चिंता, डिप्रेशन, ट्रॉमा और दूसरी स्थितियों के साथ जी रहे मरीज़ों के साथ अभ्यास करें, ताकि असली क्लाइंट से मिलने से पहले आप अलग-अलग ज़रूरतों को समझ लें।",
    },
  ],
};

const { patient, message, feedback, suggestions } = therasimSampleSession;

export const therasimPreview: Translation<typeof en.therasimPreview> = {
  eyebrow: "सिम्युलेटर की झलक",
  title: "एक अभ्यास सेशन देखें",
  intro:
    "TheraSim सेशन के दौरान प्रशिक्षु को यही दिखता है। मरीज़ काल्पनिक है; फ़ीडबैक वैसा ही है जैसा TheraSim हर जवाब के बाद देता है।",
  points: [
    {
      title: "मरीज़ का संदेश",
      text: "AI मरीज़ अपने शब्दों में, लिखकर या बोलकर बात करता है, और आपके जवाब पर प्रतिक्रिया देता है।",
    },
    {
      title: "AI मेंटर का फ़ीडबैक",
      text: "आपके जवाब देते ही सहानुभूति स्कोर, इस्तेमाल की गई तकनीक और अगला क़दम।",
    },
    {
      title: "दो सुझाए गए जवाब",
      text: "आगे आज़माने के लिए सुझाव, ताकि आप आगे बढ़ने का एक से ज़्यादा अच्छा तरीक़ा देख सकें।",
    },
  ],
  visualLabel: [
    `TheraSim के अभ्यास सेशन की झलक। सैंपल AI मरीज़: ${patient.name}, ${patient.condition}। वह कहती है: “${message}”`,
    `AI मेंटर का फ़ीडबैक: सहानुभूति स्कोर 100 में से ${feedback.empathyScore}। तकनीक: ${feedback.technique}। अगला क़दम: ${feedback.nextStep}`,
    `दो सुझाए गए जवाब: “${suggestions[0]}” और “${suggestions[1]}”`,
  ].join(" "),
  caption: "एक सैंपल सेशन। मरीज़ काल्पनिक है।",
};

export const therasimTransformation: Translation<typeof en.therasimTransformation> = {
  eyebrow: "बदलाव",
  title: "पहले अभ्यास से आत्मविश्वास भरी प्रैक्टिस तक",
  intro: "TheraSim सुपरविज़न या प्लेसमेंट की जगह नहीं लेता। यह छात्रों को उनसे पहले और उनके बीच कई घंटे ज़्यादा अभ्यास देता है।",
  steps: [
    {
      icon: MessageSquareText,
      title: "अभ्यास करें",
      text: "छात्र मुश्किल बातचीत का जितनी बार चाहें, किसी भी समय अभ्यास करते हैं, और किसी असली व्यक्ति को जोखिम में नहीं डालते।",
    },
    {
      icon: Lightbulb,
      title: "सोचें-समझें",
      text: "हर जवाब के बाद फ़ीडबैक दिखाता है कि क्या काम किया और आगे क्या आज़माना है, ताकि हर सेशन कुछ सिखाए।",
    },
    {
      icon: Sprout,
      title: "आगे बढ़ें",
      text: "सुपरवाइज़र अपना समय सबसे ज़रूरी बातों पर लगाते हैं, और छात्र पहले से अभ्यास करके प्लेसमेंट में पहुँचते हैं।",
    },
  ],
};

export const therasimCta: Translation<typeof en.therasimCta> = {
  title: "TheraSim को अपने कार्यक्रम में लाएँ",
  text: "हमें अपने छात्रों के बारे में बताएँ, और आप जिन स्थितियों के बारे में पढ़ाते हैं, उनके साथ हम एक डेमो तैयार करेंगे।",
  primary: { label: "आज ही अभ्यास शुरू करें", to: "/request-a-demo" },
  secondary: { label: "हमारा नज़रिया पढ़ें", to: "/approach" },
};
