import { HeartHandshake, ShieldCheck, Stethoscope } from "lucide-react";
import type * as en from "../team.ts";
import type { Translation } from "./translation.ts";

/** /our-team in Hindi (docs/hindi-glossary.md). The leaders themselves come from Settings. */

export const teamMeta: Translation<typeof en.teamMeta> = {
  title: "हमारी टीम",
  description:
    "हमने शुरुआत क्यों की, हमारे काम की अगुवाई कौन करता है, और वे तीन मूल मूल्य जो हम सब साझा करते हैं: क्लिनिकल सोच पहले, सहानुभूति के साथ नया बनाना और अटूट भरोसा।",
};

export const teamHero: Translation<typeof en.teamHero> = {
  eyebrow: "हमारी टीम",
  title: "क्लिनिकल विशेषज्ञ और टेक्नोलॉजी के जानकार, साथ मिलकर देखभाल बनाते हुए",
  intro:
    "हम क्लिनिकल देखभाल, रिसर्च और टेक्नोलॉजी को एक साथ लाते हैं, क्योंकि अच्छी मानसिक स्वास्थ्य देखभाल उन लोगों के हिसाब से होनी चाहिए जिनके लिए वह है।",
  anchor: { label: "हमारी लीडरशिप से मिलें", to: "#leadership" },
  storyAnchor: { label: "हमारी कहानी पढ़ें", to: "#origin" },
};

export const teamOrigin: Translation<typeof en.teamOrigin> = {
  eyebrow: "हमारी कहानी",
  title: "हमने शुरुआत क्यों की",
  paragraphs: [
    "भारत में इस्तेमाल होने वाले मानसिक स्वास्थ्य के कई टूल कहीं और बने थे। प्रश्नावलियों का अनुवाद तो हुआ, पर उन्हें यहाँ के लिए परखा नहीं गया। प्रैक्टिस सॉफ़्टवेयर थेरेपी को किसी भी आम अपॉइंटमेंट की तरह देखता था। और प्रशिक्षु थेरेपिस्टों के पास सबसे कठिन बातचीत का अभ्यास करने के सुरक्षित तरीक़े बहुत कम थे।",
    "हमने यह कंपनी इसलिए शुरू की ताकि इन छूटे हुए हिस्सों को साथ मिलकर बनाया जा सके: संस्कृति के अनुरूप परखे गए आकलन, क्लिनिकल विशेषज्ञों के लिए सुरक्षित प्रैक्टिस CRM, और आने वाले कल के थेरेपिस्टों के लिए TheraSim।",
  ],
};

export const teamLeadership: Translation<typeof en.teamLeadership> = {
  eyebrow: "लीडरशिप",
  title: "हमारी लीडरशिप",
  intro: "वे लोग जो हमारे काम की अगुवाई करते हैं, क्लिनिकल मानकों से लेकर उन्हें लागू करने वाली टेक्नोलॉजी तक।",
  label: "लीडरशिप टीम",
  card: {
    profile: "प्रोफ़ाइल",
    profileContext: ": {name} (नए टैब में खुलता है)",
  },
};

export const teamReviewers: Translation<typeof en.teamReviewers> = {
  eyebrow: "क्लिनिकल समीक्षा",
  title: "क्लिनिकल समीक्षक",
  intro:
    "हमारे ब्लॉग के हर स्वास्थ्य लेख को एक योग्य क्लिनिकल विशेषज्ञ जाँचते हैं, जिन्होंने वह लेख नहीं लिखा। ये वे विशेषज्ञ हैं जिनकी समीक्षा हमारे प्रकाशित लेखों पर दर्ज है।",
  label: "क्लिनिकल समीक्षक",
  card: {
    articles: { one: "{count} प्रकाशित लेख की समीक्षा की", other: "{count} प्रकाशित लेखों की समीक्षा की" },
  },
};

export const teamValues: Translation<typeof en.teamValues> = {
  eyebrow: "मूल मूल्य",
  title: "हमें क्या जोड़े रखता है",
  intro: "तीन मूल मूल्य तय करते हैं कि हम एक-दूसरे के साथ, और जिन लोगों की सेवा करते हैं उनके साथ, कैसे काम करते हैं।",
  items: [
    {
      icon: Stethoscope,
      title: "क्लिनिकल सोच पहले",
      text: "क्लिनिकल परख आगे चलती है और टेक्नोलॉजी उसके पीछे। जब तक कोई चीज़ प्रैक्टिस के लिए सुरक्षित और ठोस न हो, वह जारी नहीं होती।",
    },
    {
      icon: HeartHandshake,
      title: "सहानुभूति के साथ नया बनाना",
      text: "हम चिकित्सकों और क्लाइंट के साथ मिलकर डिज़ाइन करते हैं, उन पलों के लिए जब वे सबसे ज़्यादा दबाव में होते हैं।",
    },
    {
      icon: ShieldCheck,
      title: "अटूट भरोसा",
      text: "लोग अपने सबसे मुश्किल पल अपने थेरेपिस्ट से साझा करते हैं। हम उस भरोसे की रक्षा मज़बूत सुरक्षा और सच्ची बातों से करते हैं।",
    },
  ],
};

export const teamCta: Translation<typeof en.teamCta> = {
  title: "हमारे साथ काम करें",
  text: "हमारे टूल अपने क्लिनिक या संस्थान में लाएँ, या हमें बताएँ कि आप कैसे मदद करना चाहेंगे।",
  primary: { label: "डेमो का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "संपर्क करें", to: "/contact-us" },
};
