import type * as en from "../withdraw.ts";
import type { Translation } from "./translation.ts";

/**
 * The consent-withdrawal page in Hindi (docs/hindi-glossary.md), where the
 * link in a Hindi acknowledgement mail leads. The names of what a link
 * erases (`erases` in common/lead-kinds.ts) are all masculine nouns: the sentences around `{what}` say आपका, जुड़ा,
 * मिटाया for them.
 */

export const withdrawMeta: Translation<typeof en.withdrawMeta> = {
  title: "सहमति वापस लें और अपनी जानकारी मिटाएँ",
  description: "अपनी सहमति वापस लें और हमें भेजी गई जानकारी मिटवाएँ।",
};

export const withdrawHero: Translation<typeof en.withdrawHero> = {
  eyebrow: "आपकी निजता",
  title: "सहमति वापस लें और अपनी जानकारी मिटाएँ",
};

export const withdrawStates: Translation<typeof en.withdrawStates> = {
  ready: {
    text: "यह आपका {what} और उसके बारे में हर ईमेल मिटा देगा, और हम इस बारे में आपसे फिर कभी संपर्क नहीं करेंगे। मिटाने के बाद इसे वापस नहीं लाया जा सकता।",
    note: "हम सिर्फ़ इतना दर्ज रखते हैं कि जानकारी मिटाई गई और कब, बिना किसी नाम, ईमेल पते या संदेश के।",
    button: "सहमति वापस लें और मेरी जानकारी मिटाएँ",
  },
  erased: {
    title: "आपकी जानकारी मिटा दी गई है",
    text: "आपकी सहमति वापस ले ली गई है। आपका {what} और उसके बारे में भेजे गए ईमेल मिटा दिए गए हैं। आपको और कुछ करने की ज़रूरत नहीं है।",
  },
  gone: {
    title: "मिटाने के लिए कुछ नहीं बचा है",
    text: "इस लिंक से जुड़ा कोई {what} हमारे पास नहीं है: वह पहले ही मिटाया या हटाया जा चुका है।",
  },
  expired: {
    title: "इस लिंक की समय-सीमा ख़त्म हो चुकी है",
    text: "हमारे ईमेल का लिंक {withdrawalLinkDays} दिन तक काम करता है।",
  },
  invalid: {
    title: "यह लिंक काम नहीं करता",
    text: "हो सकता है कि ईमेल से कॉपी करते समय यह लिंक पूरा कॉपी न हुआ हो।",
  },
};

export const withdrawWriteToUs: Translation<typeof en.withdrawWriteToUs> = {
  withEmail:
    "अपनी सहमति वापस लेने या अपनी जानकारी मिटवाने के लिए, हमारे शिकायत अधिकारी को {email} पर या {contactPage} के ज़रिए लिखें।",
  withoutEmail:
    "अपनी सहमति वापस लेने या अपनी जानकारी मिटवाने के लिए, {contactPage} के ज़रिए हमारे शिकायत अधिकारी को लिखें।",
  contactPage: "संपर्क पेज",
};

export const withdrawPrivacyLink: Translation<typeof en.withdrawPrivacyLink> = "हमारी निजता सूचना पढ़ें";
