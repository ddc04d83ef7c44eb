/**
 * `npm run bench:pages`: Lighthouse (mobile emulation, simulated 4G, 4× CPU
 * slowdown, its defaults) on every public page of the production build, with
 * Debian's Chromium. Writes bench/results/pages.json and bench/results/pages.md.
 * Each page is measured three times (`BENCH_RUNS`) and every figure is the
 * median of its runs. Pass paths to limit it: `npm run bench:pages -- /faqs /blog/bench-article`.
 *
 * `BENCH_DEVANAGARI=none` runs Chromium with a fontconfig that hides every
 * font covering Hindi, as on a device without a Devanagari face, whatever the
 * machine has installed: the Hindi pages then fetch the site's own font
 * (issue 49). Without it Chromium sees the machine's fonts.
 *
 * The server runs on a store of its own, made for the run: the sample posts,
 * plus one article with a picture, published through the admin API as an
 * editor would (`/blog/bench-article`), so an article is measured too.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fontconfigWithoutDevanagari } from "#tests/utils/fonts.ts";
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
  flags: {
    port: number;
    output: "json";
    logLevel: "error";
    onlyCategories: string[];
    throttlingMethod?: "simulate" | "devtools";
  },
) => Promise<LighthouseResult | undefined>;
type ChromeLauncher = {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    envVars?: Record<string, string | undefined>;
  }): Promise<{ port: number; kill(): void }>;
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

const benchArticle = "/blog/bench-article";
const hindiBenchArticle = "/hi/blog/bench-article-hi";
const only = process.argv.slice(2);
const paths =
  only.length > 0
    ? only
    : [...allPublicPaths.filter((p) => p !== "/resources/Whitepapers"), benchArticle, hindiBenchArticle];

const dataDir = mkdtempSync(join(tmpdir(), "anvaya-bench-"));
const admin = { username: "bench-admin", password: randomBytes(18).toString("base64url") };
// serveBuild hands this environment to the server it starts.
Object.assign(process.env, {
  DATA_DIR: dataDir,
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});

/**
 * The environment Chromium runs in: with `BENCH_DEVANAGARI=none`, a fontconfig
 * that reads the machine's own and then rejects every font whose languages
 * include Hindi, so no Devanagari face is left to Chromium.
 */
function chromiumEnv(): Record<string, string | undefined> {
  if (process.env.BENCH_DEVANAGARI !== "none") return process.env;
  const file = fontconfigWithoutDevanagari(dataDir);
  return { ...process.env, FONTCONFIG_FILE: file };
}

/** Publishes the bench's article and its Hindi translation, with the test fixture's picture, through the real API. */
async function publishArticle(origin: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...admin, area: "blog" }),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const fields = {
    slug: benchArticle.slice("/blog/".length),
    title: "Sleep and mood: how each shapes the other",
    excerpt: "Poor sleep and low mood feed each other. What the research says, and small steps that help.",
    content: articleMarkdown,
    author: "Dr Asha Rao",
    authorRole: "Clinical psychologist",
    category: "research",
    tags: JSON.stringify(["sleep", "mood", "self-care"]),
    status: "published",
    imageAlt: "A teal wave over soft circles",
  };
  await publish(origin, cookie, fields);
  // Its Hindi translation (issue 36), linked to it, so a Hindi article is measured too.
  await publish(origin, cookie, {
    ...fields,
    slug: hindiBenchArticle.slice("/hi/blog/".length),
    title: "नींद और मन: दोनों एक-दूसरे को कैसे बदलते हैं",
    excerpt: "ख़राब नींद और उदास मन एक-दूसरे को बढ़ाते हैं। शोध क्या कहता है, और छोटे क़दम जो मदद करते हैं।",
    content: hindiArticleMarkdown,
    author: "डॉ. आशा राव",
    authorRole: "क्लिनिकल साइकोलॉजिस्ट",
    tags: JSON.stringify(["नींद", "मन", "सेल्फ़-केयर"]),
    imageAlt: "मुलायम गोलों के ऊपर एक हरी-नीली लहर",
    language: "hi",
    translationOf: benchArticle.slice("/blog/".length),
  });
}

/** Publishes one post with the test fixture's picture. */
async function publish(origin: string, cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const cover = readFileSync("tests/fixtures/blog-cover.jpg");
  form.set("image", new Blob([new Uint8Array(cover)], { type: "image/jpeg" }), "cover.jpg");
  const created = await fetch(`${origin}/api/blogs`, { method: "POST", headers: { cookie }, body: form });
  if (created.status !== 201)
    throw new Error(`bench article ${fields.slug} not published: ${created.status}`);
}

/** The same article in Hindi, with the same elements. */
const hindiArticleMarkdown = [
  "ज़्यादातर लोग यह एहसास जानते हैं: एक रात ठीक से नींद नहीं आई, और अगले दिन सब कुछ भारी लगता है। कम लोग जानते हैं कि यह उलटी दिशा में भी उतनी ही ताक़त से चलता है। उदास मन और फ़िक्र नींद को हल्का और छोटा कर देते हैं, और कम नींद अगले दिन के मन को और ख़राब करती है।",
  "## शोध क्या कहता है",
  "कई देशों में हुए अध्ययन बताते हैं कि जिन लोगों को अनिद्रा होती है, उन्हें आगे चलकर डिप्रेशन होने की संभावना ज़्यादा होती है, और नींद की समस्या का इलाज अक्सर मन को भी हल्का करता है। भारत के क्लिनिकों में, नींद की शिकायत अक्सर वह पहली बात होती है जो व्यक्ति बताता है, उदासी या तनाव की बात करने से बहुत पहले।",
  "नींद इस पर असर डालती है कि हम भावनाओं को कैसे सँभालते हैं। छोटी रात के बाद दिमाग़ छोटी-छोटी अड़चनों पर ज़्यादा तेज़ प्रतिक्रिया करता है और उनसे उबरने में ज़्यादा समय लेता है। हफ़्तों में यह सब जुड़ता जाता है।",
  "## छोटे क़दम जो मदद करते हैं",
  [
    "- **रोज़ एक ही समय पर उठें**, छुट्टी के दिन भी। यह शरीर की घड़ी को तय सोने के समय से ज़्यादा स्थिर रखता है।",
    "- **सुबह की धूप लें**: बाहर दस से बीस मिनट शरीर को बताते हैं कि दिन कब है।",
    "- **देर रात स्क्रीन कम करें**, और फ़ोन को बिस्तर से दूर रखें।",
    "- **बिस्तर को सिर्फ़ सोने के लिए रखें।** अगर देर तक नींद न आए, तो उठकर कुछ शांत काम करें जब तक नींद न आने लगे।",
  ].join("\n"),
  "## मदद कब लें",
  "अगर ख़राब नींद या उदास मन दो हफ़्ते से ज़्यादा चले, या काम, पढ़ाई या परिवार के बीच आने लगे, तो किसी डॉक्टर या काउंसलर से बात करें। अनिद्रा के लिए कॉग्निटिव बिहेवियरल थेरेपी जैसी व्यवस्थित मदद अच्छा काम करती है और दवा पर निर्भर नहीं है।",
  "अगर आपको कभी असुरक्षित महसूस हो, तो **Tele-MANAS को 14416** पर या इमरजेंसी में **112** पर कॉल करें। [विश्व स्वास्थ्य संगठन](https://www.who.int/) के पास भी मानसिक स्वास्थ्य और नींद पर सरल भाषा में जानकारी है।",
  "_यह लेख सामान्य जानकारी है, कोई निदान नहीं। हर किसी की नींद अलग होती है; कोई विशेषज्ञ यह ढूँढने में मदद कर सकता है कि आपके लिए क्या काम करता है।_",
].join("\n\n");

/** About 450 words with the elements a post uses: headings, a list, emphasis, a link. */
const articleMarkdown = [
  "Most people know the feeling: a bad night, and the next day everything seems heavier. Fewer know how strongly it runs the other way, too. Low mood and worry make sleep lighter and shorter, and short sleep makes the next day's mood worse.",
  "## What the research says",
  "Studies across many countries find that people with insomnia are more likely to develop depression later, and that treating sleep problems often lifts mood as well. In clinics in India, sleep complaints are often the first thing a person mentions, long before they speak about sadness or stress.",
  "Sleep affects how we handle emotions. After a short night, the brain reacts more strongly to small setbacks and recovers from them more slowly. Over weeks, that adds up.",
  "## Small steps that help",
  [
    "- **Keep a regular wake time**, even at weekends. It anchors the body clock more than a fixed bedtime does.",
    "- **Get daylight in the morning**: ten to twenty minutes outside helps the body know when it is day.",
    "- **Limit screens late at night**, and keep the phone out of reach of the bed.",
    "- **Save the bed for sleep.** If you lie awake for long, get up and do something calm until you feel sleepy.",
  ].join("\n"),
  "## When to ask for help",
  "If poor sleep or low mood lasts more than two weeks, or gets in the way of work, study or family life, talk to a doctor or a counsellor. Structured help, such as cognitive behavioural therapy for insomnia, works well and does not depend on medicine.",
  "If you ever feel unsafe, call **Tele-MANAS on 14416** or, in an emergency, **112**. The [World Health Organization](https://www.who.int/) also has plain-language guidance on mental health and sleep.",
  "_This article is general information, not a diagnosis. Everyone's sleep is different; a professional can help you find what works for you._",
].join("\n\n");

type Run = Omit<Row, "inlineJsKb">;
type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  totalKb: number;
  inlineJsKb: number;
};

const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const server = await serveBuild();
const rows: Row[] = [];
let chrome: Awaited<ReturnType<ChromeLauncher["launch"]>> | undefined;
try {
  await publishArticle(server.origin);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    envVars: chromiumEnv(),
  });
  for (const path of paths) {
    await brotliCopy(path);
    const runs: Run[] = [];
    for (let run = 0; run < runsPerPage; run += 1) runs.push(await measure(path));
    const row = { ...medianRow(path, runs), inlineJsKb: await inlineScriptKb(path) };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  chrome?.kill();
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Asks for the page as a browser does, once, so a page the server keeps has
 * its Brotli copy made (on the first such request, served with gzip until it
 * is there) before Lighthouse measures it; waits a second at most for it (a
 * page rendered per request has none).
 */
async function brotliCopy(path: string): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${server.origin}${path}`, { headers: { "accept-encoding": "gzip, br" } });
    await answer.arrayBuffer();
    if (answer.headers.get("content-encoding") === "br") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One Lighthouse run of one page. */
async function measure(path: string): Promise<Run> {
  if (!chrome) throw new Error("Chromium is not running");
  // Lighthouse now and then fails to see the LCP on a run (NO_LCP): try again, at most twice.
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt += 1) {
    result = await lighthouse(`${server.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod: process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate",
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
  return {
    page: path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
    totalKb: Number(((audits["total-byte-weight"]?.numericValue ?? 0) / 1024).toFixed(1)),
  };
}

/**
 * The compressed size (gzip -9) of the JavaScript written into the page
 * itself (app/enhance's script), which Lighthouse does not list as a
 * request; JSON-LD and the speculation rules are data, not counted.
 */
async function inlineScriptKb(path: string): Promise<number> {
  const html = await (await fetch(`${server.origin}${path}`)).text();
  const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|application\/ld\+json|speculationrules/.test(attributes))
    .map(([, , body = ""]) => body)
    .join("");
  return Number((gzipSync(code, { level: 9 }).length / 1024).toFixed(1));
}

/** Each figure the median of its runs (an odd number of runs: the middle one). */
function medianRow(page: string, runs: Run[]): Run {
  const median = (key: Exclude<keyof Run, "page">) => {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  };
  return {
    page,
    performance: median("performance"),
    accessibility: median("accessibility"),
    bestPractices: median("bestPractices"),
    seo: median("seo"),
    fcpMs: median("fcpMs"),
    lcpMs: median("lcpMs"),
    cls: median("cls"),
    tbtMs: median("tbtMs"),
    jsKb: median("jsKb"),
    totalKb: median("totalKb"),
  };
}

const header =
  "| page | perf | a11y | best practices | SEO | FCP (ms) | LCP (ms) | CLS | TBT (ms) | JS files (KB) | JS in the page (KB) | transferred (KB) |\n|---|---|---|---|---|---|---|---|---|---|---|---|";
const lines = rows.map(
  (r) =>
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} | ${r.inlineJsKb} | ${r.totalKb} |`,
);
const table = `${header}\n${lines.join("\n")}\n`;
writeFileSync(
  "bench/results/pages.json",
  `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
);
writeFileSync("bench/results/pages.md", table);
console.log(`\n${table}`);
