/**
 * Writes the Hindi pages' font, app/styles/fonts/noto-sans-devanagari-hindi.woff2
 * (issues 36 and 49): Noto Sans Devanagari from its npm package, cut to what
 * Hindi text needs, so a phone without a Devanagari face fetches 30 KB
 * (70 KB before issue 49, 121 KB for the package's file).
 *
 * - the letters and signs of the Hindi alphabet (below), with the joiners
 *   and the dotted circle that shaping uses; harfbuzz keeps every glyph that
 *   shaping reaches from them, so every conjunct, half form, reph and matra
 *   of those letters stays. Devanagari digits, the Vedic signs and the
 *   letters only other languages use (Marathi's ळ, Sindhi's, Kashmiri's)
 *   are left out: text with them takes the device's face for those letters;
 * - one weight, 400, rather than the variable axis: the axis doubled the
 *   file (52 KB for the same letters). Bold Devanagari from this file then
 *   shows at 400 (app/styles/app.css).
 *
 * Run it again (`npm run fonts:subset`) after updating the font package.
 * The font's licence (SIL Open Font License 1.1) allows a subset under
 * its own name; the file keeps the font's name and licence in its tables.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const source = createRequire(import.meta.url).resolve(
  "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
// Another path as the first argument writes there instead (the test compares the two).
const hindiFontFile = process.argv[2] ?? "app/styles/fonts/noto-sans-devanagari-hindi.woff2";

/** The characters from `first` to `last`, both included. */
function range(first: number, last: number): string {
  let text = "";
  for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** Every character of the Hindi alphabet, and those shaping uses. */
const hindiCharacters = [
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

const subset = await subsetFont(readFileSync(source), hindiCharacters, {
  targetFormat: "woff2",
  variationAxes: { wght: 400 },
});
writeFileSync(hindiFontFile, subset);
console.log(`${hindiFontFile}: ${subset.length} bytes (from ${readFileSync(source).length})`);
