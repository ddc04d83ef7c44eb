/**
 * `npm run bench:pages`: Lighthouse (mobile emulation, simulated 4G, 4× CPU
 * slowdown, its defaults) on every public page of the production build, with
 * Debian's Chromium. Writes bench/results/pages.json and bench/results/pages.md.
 * Pass paths to limit it: `npm run bench:pages -- /faqs`.
 */
import { writeFileSync } from "node:fs";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { chromiumFlags, chromiumPath, serveBuild } from "./serve-build.ts";

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

// Lighthouse and chrome-launcher (about 200 MB with what they pull in) are not
// in package.json: only this script needs them, so `sh scripts/ensure.sh bench`
// installs them on demand (versions pinned there). The specifiers are variables
// so that typecheck passes without them; these types cover what is used here.
type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    runtimeError?: { code?: string };
  };
};
type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;
type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
};

async function importInstalledOnDemand<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch (error) {
    throw new Error(`${name} is missing: run \`npm run bench:pages\` (it installs it).`, { cause: error });
  }
}
const { default: lighthouse } = await importInstalledOnDemand<{ default: Lighthouse }>("lighthouse");
const chromeLauncher = await importInstalledOnDemand<ChromeLauncher>("chrome-launcher");

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
