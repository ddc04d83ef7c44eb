/**
 * The characters each of the site's fonts is cut to (scripts/subset-fonts.ts).
 * The test checks that app/styles/app.css's `unicode-range` for Figtree lists
 * the same, so a character outside the file takes the fallback face rather
 * than a missing glyph.
 */

/** The characters from `first` to `last`, both included. */
export function range(first: number, last: number): string {
  let text = "";
  for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  return text;
}

/**
 * Figtree's characters: Basic Latin, and what the pages write besides it or
 * typographic English does (the no-break space, © ® · ×, the dashes, curly
 * quotes, the ellipsis, the bullet, → and ₹). Keep app.css's `unicode-range`
 * for "Figtree" the same.
 */
export const latinCharacters = [
  range(0x20, 0x7e),
  "\u00a0\u00a9\u00ae\u00b7\u00d7", // no-break space © ® · ×
  "\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026", // – — ‘ ’ “ ” • …
  "\u2192\u20b9", // → ₹
].join("");

/** Every character of the Hindi alphabet, and those shaping uses. */
export const hindiCharacters = [
  range(0x0901, 0x0903), // candrabindu, anusvara, visarga
  range(0x0905, 0x090b), // अ to ऋ
  range(0x090f, 0x0911), // ए ऐ, and ऑ for English words
  "\u0913\u0914", // ओ औ
  range(0x0915, 0x0928), // क to न
  range(0x092a, 0x0930), // प to र
  "\u0932\u0935\u0936\u0937\u0938\u0939", // ल व श ष स ह
  "\u093c\u093d", // nukta, avagraha
  range(0x093e, 0x0943), // ा to ृ
  "\u0945\u0947\u0948\u0949\u094b\u094c", // ॅ े ै ॉ ो ौ
  "\u094d\u0950", // virama, ॐ
  range(0x0958, 0x095f), // क़ to य़, written with their nukta
  "\u0960\u0964\u0965\u0970", // ॠ, the dandas, the abbreviation sign
  "\u200c\u200d\u25cc", // the joiners and the dotted circle
].join("");
