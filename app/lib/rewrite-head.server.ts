import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { type PageStyles, pageCss, pageStyles } from "./page-css.ts";

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** What app/root.tsx writes on <html> for a page that ships no framework (decision 005). */
const contentPage = /<html[^>]*\sdata-hydrate="false"/;

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
      callback(null, styled(html, contentPage.test(html) ? pageCss(stylesOf(css), html) : css));
    },
  });
}
