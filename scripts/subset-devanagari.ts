/**
 * Writes the Hindi pages' font, app/styles/fonts/noto-sans-devanagari-hindi.woff2
 * (issue 36): Noto Sans Devanagari from its npm package, cut to what those
 * pages use, so a phone on a slow link fetches 70 KB instead of 121 KB.
 *
 * - the Devanagari block (U+0900–097F), with the joiners and the dotted
 *   circle that shaping uses; the package's file also carries the Vedic
 *   extensions, which Hindi text does not need;
 * - the weight axis from 400 to 700, the weights the stylesheet uses.
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

let text = "\u200c\u200d\u25cc";
for (let code = 0x0900; code <= 0x097f; code += 1) text += String.fromCodePoint(code);

const subset = await subsetFont(readFileSync(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
});
writeFileSync(hindiFontFile, subset);
console.log(`${hindiFontFile}: ${subset.length} bytes (from ${readFileSync(source).length})`);
