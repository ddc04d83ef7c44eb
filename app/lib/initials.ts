const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

/**
 * A word's first letter as a reader sees it: a whole grapheme, so a
 * Devanagari name keeps its vowel sign ("संपादकीय" gives "सं", not "स").
 */
const firstLetter = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? "";

/**
 * "Priya Raman" → "PR", "Dr Asha Rao" → "AR", "प्रिया रमन" → "प्रिर": the
 * avatar of someone without a photo. A title is left out; the first and last
 * names give a letter each.
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|ms|mrs)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words;
  return ends.map((word) => firstLetter(word ?? "").toUpperCase()).join("");
}
