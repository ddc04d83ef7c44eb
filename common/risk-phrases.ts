/**
 * The crisis-phrase check of contact messages (issue 33; docs/crisis-phrases.md).
 *
 * Words that may mean a person is thinking of ending their life or harming
 * themselves, as people actually type them: English, Hindi in Devanagari,
 * and Hinglish (Hindi in Latin letters), with the common misspellings. A
 * match never blocks a message: it marks it urgent, so staff answer it first
 * (15 minutes) and the visitor is shown the crisis helplines before anything
 * else. A false alarm costs a quick call back; a miss could cost much more.
 *
 * Every phrase and every message go through the same `normaliseForRisk`, so
 * a phrase is written here once, plainly, and its variants in case, accents,
 * zero-width characters, leetspeak, stretched letters ("dieee") and spaced
 * letters ("s u i c i d e") match without being listed. Phrases match as
 * whole words: "kill myself" never matches inside "skills myself…".
 */

export type RiskLanguage = "en" | "hi" | "hinglish";

export type RiskPhrase = {
  phrase: string;
  language: RiskLanguage;
  /**
   * Not a match when the word before it is a number: "kms" is "kill
   * myself" in chat, and also kilometres ("5 kms from the station").
   */
  notAfterNumber?: true;
};

const en = (phrase: string): RiskPhrase => ({ phrase, language: "en" });
const hi = (phrase: string): RiskPhrase => ({ phrase, language: "hi" });
const hinglish = (phrase: string): RiskPhrase => ({ phrase, language: "hinglish" });

/**
 * The corpus. A doubled letter needs no second spelling: the normaliser
 * squeezes it, so "aatmahatya" also catches "atmahatya", and "kill myself"
 * "kil myself". A different letter does ("jeena" is "jena", "jina" is listed).
 */
export const riskPhrases: readonly RiskPhrase[] = [
  // English, and how it is misspelt
  en("suicide"),
  en("suicidal"),
  en("sucide"),
  en("suiside"),
  en("suicde"),
  en("suicidel"),
  en("sewerslide"),
  en("kill myself"),
  en("killing myself"),
  en("kill my self"),
  { phrase: "kms", language: "en", notAfterNumber: true },
  en("unalive"),
  en("unaliving"),
  en("end my life"),
  en("ending my life"),
  en("end it all"),
  en("take my own life"),
  en("take my life"),
  en("hang myself"),
  en("self harm"),
  en("selfharm"),
  en("self harming"),
  en("hurt myself"),
  en("hurting myself"),
  en("cut myself"),
  en("cutting myself"),
  en("want to die"),
  en("wanna die"),
  en("wish i was dead"),
  en("wish i were dead"),
  en("better off dead"),
  en("dont want to live"),
  en("dont want to be alive"),
  en("no reason to live"),
  en("not worth living"),

  // Hinglish: Hindi as typed in Latin letters
  hinglish("marna hai"),
  hinglish("marna chahta"),
  hinglish("marna chahti"),
  hinglish("marna chahata"),
  hinglish("mar jaunga"),
  hinglish("mar jaungi"),
  hinglish("mar jaun"),
  hinglish("mar jana hai"),
  hinglish("mar jana chahta"),
  hinglish("mar jana chahti"),
  hinglish("khudkushi"),
  hinglish("khudkhushi"),
  hinglish("khudkhusi"),
  hinglish("khud kushi"),
  hinglish("khudkashi"),
  hinglish("aatmahatya"),
  hinglish("aatmhatya"),
  hinglish("jeena nahi"),
  hinglish("jeena nahin"),
  hinglish("jina nahi"),
  hinglish("jina nahin"),
  hinglish("jeene ka mann nahi"),
  hinglish("zindagi khatam"),
  hinglish("zindagi khtm"),
  hinglish("apni jaan le"),
  hinglish("apni jaan de"),
  hinglish("khud ko maar"),

  // Hindi in Devanagari
  hi("मरना चाहता"),
  hi("मरना चाहती"),
  hi("मरना है"),
  hi("मर जाऊंगा"),
  hi("मर जाऊंगी"),
  hi("मर जाना चाहता"),
  hi("मर जाना चाहती"),
  hi("आत्महत्या"),
  hi("खुदकुशी"),
  hi("जीना नहीं"),
  hi("जीने का मन नहीं"),
  hi("जिंदगी खत्म"),
  hi("जिन्दगी खत्म"),
  hi("अपनी जान ले"),
  hi("अपनी जान दे"),
  hi("खुद को मार"),
  hi("खुद को नुकसान"),
];

/** Leetspeak, read back as the letters it stands for (only inside a word that has letters). */
const leet: Record<string, string> = { "1": "i", "3": "e", "0": "o", "4": "a", "5": "s", "@": "a", $: "s" };

const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
/** Zero-width spaces and joiners, the soft hyphen, the word joiner, the BOM. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
/** The nukta (ज़ → ज) and candrabindu (ँ → ं): people type both ways. */
const NUKTA = /\u093c/g;
const CANDRABINDU = /\u0901/g;
/** Anything but Latin letters, digits and Devanagari letters and signs (the dandas go). */
const SEPARATORS = /[^a-z0-9\u0900-\u0963\u0966-\u097f]+/g;

/**
 * A text as the check reads it, padded with one space each side:
 * case folded (after NFKC, so "ｓｕｉｃｉｄｅ" is "suicide"); accents,
 * zero-width characters and apostrophes gone; leetspeak read back in
 * words with letters ("k1ll" → "kill", "$elf h@rm" → "self harm"; "5 kms"
 * keeps its number); "!" between letters an "i"; everything but letters and
 * digits a space; three or more single letters in a row joined ("s u i c i
 * d e", "s.u.i.c.i.d.e" → "suicide"); doubled Latin letters squeezed to
 * one ("dieee" → "die", "kill" → "kil"). Devanagari is kept.
 */
export function normaliseForRisk(text: string): string {
  const folded = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(INVISIBLE, "")
    .normalize("NFD")
    .replace(LATIN_DIACRITICS, "")
    .replace(NUKTA, "")
    .replace(CANDRABINDU, "\u0902")
    .normalize("NFC")
    .replace(/['’‘`]/g, "");
  const words = folded
    .split(/\s+/)
    .map((word) =>
      /[a-z]/.test(word)
        ? word.replace(/[1340@$5]/g, (c) => leet[c] ?? c).replace(/(?<=[a-z])!(?=[a-z])/g, "i")
        : word,
    )
    .join(" ")
    .replace(SEPARATORS, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  return ` ${joinSpacedLetters(words)
    .join(" ")
    .replace(/([a-z])\1+/g, "$1")} `;
}

/** "s u i c i d e" → "suicide": runs of three or more single Latin letters become one word. */
function joinSpacedLetters(words: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(run.join(""));
    else out.push(...run);
    run = [];
  };
  for (const word of words) {
    if (/^[a-z]$/.test(word)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

const compiled = riskPhrases.map((entry) => ({ ...entry, key: normaliseForRisk(entry.phrase) }));

/** Whether `haystack` (normalised) holds the phrase as whole words, where its rule allows. */
function holds(haystack: string, entry: (typeof compiled)[number]): boolean {
  for (let at = haystack.indexOf(entry.key); at !== -1; at = haystack.indexOf(entry.key, at + 1)) {
    if (!entry.notAfterNumber) return true;
    const before = haystack.slice(0, at).trimEnd().split(" ").pop() ?? "";
    if (!/^\d+$/.test(before)) return true;
  }
  return false;
}

/** The corpus phrases the texts hold (none: an empty list), for tests and the documentation. */
export function riskPhrasesIn(...texts: string[]): RiskPhrase[] {
  const haystack = normaliseForRisk(texts.join(" \n "));
  return compiled.filter((entry) => holds(haystack, entry)).map(({ key: _key, ...entry }) => entry);
}

/** Whether any of the texts holds a risk phrase. */
export function soundsUrgent(...texts: string[]): boolean {
  const haystack = normaliseForRisk(texts.join(" \n "));
  return compiled.some((entry) => holds(haystack, entry));
}
