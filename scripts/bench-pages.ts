/**
 * `npm run bench:pages`: Lighthouse (mobile emulation, simulated 4G, 4× CPU
 * slowdown, its defaults) on every public page of the production build, with
 * Debian's Chromium. Writes bench/results/pages.json and bench/results/pages.md.
 * Pass paths to limit it: `npm run bench:pages -- /faqs`.
 */
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { chromiumFlags, chromiumPath, serveBuild } from "./serve-build.ts";

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

const only = process.argv.slice(2);
const paths = only.length > 0 ? only : allPublicPaths.filter((p) => p !== "/resources/Whitepapers");

const server = await serveBuild();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const rows: Record<string, number | string>[] = [];
try {
  for (const path of paths) {
    // Lighthouse now and then fails to see the LCP on a run (NO_LCP): try again, at most twice.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt += 1) {
      result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const failed = result?.lhr.categories.performance?.score == null;
      if (!failed || attempt === 3) break;
      console.warn(`${path}: ${result?.lhr.runtimeError?.code ?? "no performance score"}, running again`);
    }
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits } = result.lhr;
    const requests =
      (audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === "Script");
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const row = {
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      jsKb: Number((jsBytes / 1024).toFixed(1)),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  chrome.kill();
  server.stop();
}

const header =
  "| page | perf | a11y | best practices | SEO | LCP (ms) | CLS | TBT (ms) | JS (KB, compressed) |\n|---|---|---|---|---|---|---|---|---|";
const lines = rows.map(
  (r) =>
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} |`,
);
const table = `${header}\n${lines.join("\n")}\n`;
writeFileSync(
  "bench/results/pages.json",
  `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
);
writeFileSync("bench/results/pages.md", table);
console.log(`\n${table}`);
