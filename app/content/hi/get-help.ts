import type * as en from "../get-help.ts";
import type { Translation } from "./translation.ts";

/**
 * /get-help in Hindi (docs/hindi-glossary.md): what a person in crisis can do
 * now. The crisis numbers stay in Western digits and stand alone (no digit
 * or hyphen beside them), so they still become tap-to-call links.
 */
export const getHelpHero: Translation<typeof en.getHelpHero> = {
  title: "अभी मदद पाएँ",
  intro:
    "अगर आपके लिए हालात सँभालना मुश्किल हो रहा है, या आप अपना जीवन ख़त्म करने के बारे में सोच रहे हैं, तो आपको इंतज़ार नहीं करना है और सब कुछ अकेले नहीं झेलना है। इन नंबरों पर प्रशिक्षित काउंसलर दिन-रात, किसी भी समय बात करते हैं, और कॉल मुफ़्त है।",
};

export const getHelpCard: Translation<typeof en.getHelpCard> = {
  title: "अभी किसी से बात करें",
  badge: "24×7",
  text: "Tele-MANAS (टेली-मानस) भारत सरकार की मुफ़्त मानसिक स्वास्थ्य हेल्पलाइन है। यहाँ काउंसलर दिन-रात, कई भारतीय भाषाओं में बात करते हैं। इमरजेंसी में 112 पर कॉल करें।",
};

export const getHelpSteps: Translation<typeof en.getHelpSteps> = {
  title: "अभी क्या करें",
  steps: [
    "अगर आप या कोई और तुरंत ख़तरे में है, या किसी ने कुछ ऐसा खा-पी लिया है जिससे नुक़सान हो सकता है, या किसी को चोट लगी है, तो 112 पर कॉल करें या सबसे नज़दीकी अस्पताल के इमरजेंसी विभाग में जाएँ।",
    "अगर आप अपना जीवन ख़त्म करने या ख़ुद को नुक़सान पहुँचाने के बारे में सोच रहे हैं, तो Tele-MANAS को 14416 या 1-800-891-4416 पर कॉल करें। आप किसी और के बारे में बात करने के लिए भी कॉल कर सकते हैं।",
    "आप कैसा महसूस कर रहे हैं, यह किसी ऐसे व्यक्ति को बताएँ जिस पर आपको भरोसा है: परिवार का कोई सदस्य, दोस्त, शिक्षक या पड़ोसी। हो सके तो उनके साथ ही रहें।",
    "जब तक यह भावना कम न हो जाए, हर उस चीज़ से दूर रहें जिससे आप ख़ुद को चोट पहुँचा सकते हैं, और शराब व किसी भी तरह के नशे से भी दूर रहें।",
  ],
};

export const getHelpYoungPeople: Translation<typeof en.getHelpYoungPeople> = {
  title: "अगर आपकी उम्र 18 साल से कम है",
  text: "Tele-MANAS का नंबर 14416 कम उम्र के लोगों और उनके परिवारों के लिए भी है: यह मुफ़्त और गोपनीय है, और दिन-रात खुला रहता है। अपने माता-पिता या किसी और बड़े व्यक्ति को बताएँ जिस पर आपको भरोसा है। अगर आप ख़तरे में हैं, तो 112 पर कॉल करें।",
};

export const getHelpNotEmergency: Translation<typeof en.getHelpNotEmergency> = {
  title: "यह वेबसाइट इमरजेंसी सेवा नहीं है",
  text: "इस वेबसाइट से भेजे गए संदेश हमारी टीम समय मिलने पर पढ़ती है; उनका जवाब तुरंत नहीं मिलता। इसलिए तुरंत मदद के लिए हमें संदेश भेजना सही तरीक़ा नहीं है। 14416 पर कॉल करें, या इमरजेंसी में 112 पर।",
};

export const getHelpLater: Translation<typeof en.getHelpLater> = {
  title: "जब आप लगातार सहायता के लिए तैयार हों",
  text: "जब आप सुरक्षित हों, तब किसी थेरेपिस्ट से नियमित रूप से बात करना मदद कर सकता है। हमें बताएँ कि आप किस तरह की मदद चाहते हैं, और हम आपके लिए सही देखभाल ढूँढ़ने में आपकी मदद करेंगे।",
  link: { label: "थेरेपी शुरू करने के बारे में पूछें", to: "/contact-us?type=therapy" },
};
