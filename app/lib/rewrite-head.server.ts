import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { type PageStyles, pageStyles, withShortClasses } from "./page-css.ts";

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** What app/root.tsx writes on <html> for a page that ships no framework (decision 005). */
const contentPage = /<html[^>]*\sdata-hydrate="false"/;

/**
 * What a page that runs no framework (decision 005) never reads: React
 * Router's `data-discover` on each link (its client-side route discovery)
 * and lucide's own class names on each icon (`lucide lucide-chevron-down`;
 * no rule of ours names them). Every public page carries dozens; dropping
 * them takes about 90 bytes of Brotli off each, which keeps Hindi documents
 * within a new connection's first round trip (issue 49). A page that
 * hydrates keeps them, as React expects what it rendered.
 */
export function withoutClientMarks(html: string): string {
  return html
    .replaceAll(' data-discover="true"', "")
    .replace(/ class="lucide(?: lucide-[a-z0-9-]+)+(?: ([^"]*))?"/g, (_, rest?: string) =>
      rest ? ` class="${rest}"` : "",
    );
}

/** Parsed on the first content page, not at start (and again in development once it changes). */
let parsed: PageStyles | undefined;
const stylesOf = (css: string) => {
  if (parsed?.css !== css) parsed = pageStyles(css);
  return parsed;
};

/**
 * Rewrites a document rendered by app/entry.server.tsx on its way out:
 * - puts the stylesheet into <head>, so the first paint on a slow phone
 *   network waits for no second request. A public page gets only the rules
 *   its markup and its own script can use (app/lib/page-css.ts; decision
 *   006): 17-28 KB where the whole sheet is 56.6 KB. The back office, which
 *   hydrates and renders other screens in the browser, gets it whole;
 * - on a public page, drops the marks only client code reads
 *   (`withoutClientMarks`);
 * - drops the modulepreload links: on a 4G phone they compete with the page
 *   itself for the link, and the page reads fine before its script arrives
 *   (measured: Lighthouse mobile FCP 1.9 s → 1.1 s). The inline module script
 *   still imports the same files right after the HTML is parsed.
 * React 19 skips unknown tags in <head> while hydrating and re-adds the
 * preload links itself, so the client never notices.
 */
export function rewriteHead(css: string): Transform {
  // React flushes in blocks of about 4 KB, so the head may span several
  // chunks: hold them until </head> has arrived (for a content page, until
  // the end: its rules depend on the whole body), then rewrite once.
  let pending = "";
  let done = false;
  // A chunk may end inside a character: the decoder holds its first bytes for the next
  // (after </head> too, so what passes on is always whole characters).
  const decoder = new StringDecoder("utf8");
  const styled = (html: string, style: string) => {
    const at = html.indexOf("</head>");
    const head = html.slice(0, at).replace(modulePreload, "");
    return Buffer.from(`${head}<style>${style}</style>${html.slice(at)}`, "utf8");
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, Buffer.from(decoder.write(chunk), "utf8"));
      pending += decoder.write(chunk);
      if (contentPage.test(pending) || !pending.includes("</head>")) return callback();
      done = true;
      const html = pending;
      pending = "";
      callback(null, styled(html, css));
    },
    flush(callback) {
      pending += decoder.end();
      if (!pending) return callback();
      const html = pending;
      pending = "";
      if (!html.includes("</head>")) return callback(null, Buffer.from(html, "utf8"));
      if (!contentPage.test(html)) return callback(null, styled(html, css));
      const page = withShortClasses(stylesOf(css), withoutClientMarks(html));
      callback(null, styled(page.html, page.css));
    },
  });
}
