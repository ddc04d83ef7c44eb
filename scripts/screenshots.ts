/**
 * `npm run screenshots`: every public page at 375 × 812 and 1440 × 900,
 * full length, into screenshots/ (git-ignored). Pass paths to limit it:
 * `npm run screenshots -- /faqs /`.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { chromiumFlags, chromiumPath, serveBuild } from "./serve-build.ts";

const sizes = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1440, height: 900 },
];
const only = process.argv.slice(2);
const paths =
  only.length > 0 ? only : [...allPublicPaths.filter((p) => p !== "/resources/Whitepapers"), "/no-such-page"];
const outDir = "screenshots";
mkdirSync(outDir, { recursive: true });

const server = await serveBuild();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
try {
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${server.origin}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: `${outDir}/${name}-${size.name}.png`, fullPage: true });
      console.log(`${outDir}/${name}-${size.name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
