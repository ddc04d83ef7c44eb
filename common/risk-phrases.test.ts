import { describe, expect, it } from "vitest";
import { normaliseForRisk, riskPhrases, riskPhrasesIn, soundsUrgent } from "./risk-phrases.ts";

describe("the corpus", () => {
  it.each(riskPhrases.map((entry) => [entry.language, entry.phrase] as const))(
    "%s: %j is caught alone and inside a sentence",
    (_language, phrase) => {
      expect(soundsUrgent(phrase)).toBe(true);
      expect(soundsUrgent(`Hello. ${phrase}, please help.`)).toBe(true);
      expect(soundsUrgent(phrase.toUpperCase())).toBe(true);
    },
  );

  it("has no phrase twice once normalised", () => {
    const keys = riskPhrases.map((entry) => normaliseForRisk(entry.phrase));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has English, Hindi and Hinglish phrases", () => {
    const languages = new Set(riskPhrases.map((entry) => entry.language));
    expect([...languages].sort()).toEqual(["en", "hi", "hinglish"]);
  });
});

describe("what people actually write", () => {
  it.each([
    ["Hinglish", "mujhe marna hai"],
    ["Hinglish", "Main mar jaungi, koi nahi samajhta"],
    ["Hinglish, stretched", "ab jeenaaa nahi chahti"],
    ["Hinglish, a second spelling", "khudkhushi ke baare mein soch raha hoon"],
    ["Hinglish", "Aatmahatya ke baare mein soch rahi hoon"],
    ["Hinglish, one a", "atmahatya kar lungi"],
    ["Devanagari", "मैं मरना चाहता हूँ।"],
    ["Devanagari, candrabindu as anusvara", "मैं मर जाऊँगी"],
    ["Devanagari with a nukta", "अब ज़िंदगी ख़त्म करनी है"],
    ["Devanagari", "मुझे जीना नहीं है"],
    ["Devanagari", "आत्महत्या के विचार आते हैं"],
    ["spaced letters", "I keep thinking about s u i c i d e"],
    ["dotted letters", "s.u.i.c.i.d.e"],
    ["dashed letters", "S-U-I-C-I-D-E thoughts"],
    ["leetspeak", "su1c1d3"],
    ["leetspeak with symbols", "$elf h@rm again"],
    ["an exclamation mark for i", "I want to k!ll myself"],
    ["stretched letters", "i want to dieeeee"],
    ["a zero-width space", "sui\u200bcide"],
    ["a soft hyphen", "sui\u00adcidal"],
    ["accents", "suïcide"],
    ["full-width letters", "ｓｕｉｃｉｄｅ"],
    ["a curly apostrophe", "I don’t want to live"],
    ["a straight apostrophe", "I don't want to live anymore"],
    ["chat shorthand", "honestly i might just kms"],
    ["chat shorthand", "thinking about unaliving"],
    ["a misspelling", "i have sucidal thoughts and sucide plans"],
    ["a hyphen", "thinking of self-harm again"],
  ])("%s: %j", (_kind, text) => {
    expect(soundsUrgent(text)).toBe(true);
  });

  it("reads the subject with the message", () => {
    expect(soundsUrgent("Need help", "I want to die")).toBe(true);
  });

  it("errs on the side of caution: a clinic asking about suicide screening is flagged too", () => {
    expect(soundsUrgent("Our clinic wants the suicide-risk screening tool")).toBe(true);
  });

  it("names what it caught", () => {
    expect(riskPhrasesIn("mujhe marna hai").map((entry) => entry.phrase)).toEqual(["marna hai"]);
  });
});

describe("what it lets through", () => {
  it.each([
    "How do I book a first session?",
    "My invoice shows the wrong GST number",
    "Kya Hindi mein sessions hain?",
    "I studied psychology and want to volunteer",
    "Do you help with diet and sleep?",
    "Which skills will the training cover?",
    "The killer feature for us is the SOAP note",
    "Our clinic is 5 kms from the station",
    "We are 2-3 kms away, can you visit?",
    "I like the self harmony app",
    "kill myselfie",
    "Die casting company asking about EAP",
    "Mera beta bahut marne wale games khelta hai? No, just asking about sessions",
    "Session on 14/11 at 10:30, phone 14416?",
    "मुझे थेरेपी शुरू करनी है",
  ])("%j", (text) => {
    expect(soundsUrgent(text)).toBe(false);
  });
});

describe("normaliseForRisk", () => {
  it.each([
    ["Don't-want  to LIVE", " dont want to live "],
    ["s u i c i d e", " suicide "],
    ["a b", " a b "],
    ["k1ll 5 kms", " kil 5 kms "],
    ["sui\u200bcide", " suicide "],
    ["मैं मरना चाहता हूँ।", " मैं मरना चाहता हूं "],
  ])("%j → %j", (text, expected) => {
    expect(normaliseForRisk(text)).toBe(expected);
  });
});
