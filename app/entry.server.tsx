import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { pageCss, pageStyles } from "./lib/page-css.ts";
import css from "./styles/app.css?inline";

export const streamTimeout = 5_000;

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** What app/root.tsx writes on <html> for a page that ships no framework (decision 005). */
const contentPage = /<html[^>]*\sdata-hydrate="false"/;

/** Parsed on the first content page, not at start: the back office alone never needs it. */
let styles: ReturnType<typeof pageStyles> | undefined;
const stylesheet = () => {
  styles ??= pageStyles(css);
  return styles;
};

/**
 * Rewrites the document head on its way out:
 * - puts the stylesheet into <head>, so the first paint on a slow phone
 *   network waits for no second request. A public page gets only the rules
 *   its markup and its own script can use (app/lib/page-css.ts; decision
 *   006): 15-30 KB where the whole sheet is 56 KB. The back office, which
 *   hydrates and renders other screens in the browser, gets it whole;
 * - drops the modulepreload links: on a 4G phone they compete with the page
 *   itself for the link, and the page reads fine before its script arrives
 *   (measured: Lighthouse mobile FCP 1.9 s → 1.1 s). The inline module script
 *   still imports the same files right after the HTML is parsed.
 * React 19 skips unknown tags in <head> while hydrating and re-adds the
 * preload links itself, so the client never notices.
 */
function rewriteHead(): Transform {
  // React flushes in blocks of about 4 KB, so the head may span several
  // chunks: hold them until </head> has arrived (for a content page, until
  // the end: its rules depend on the whole body), then rewrite once.
  let pending = "";
  let done = false;
  const styled = (html: string, style: string) => {
    const at = html.indexOf("</head>");
    const head = html.slice(0, at).replace(modulePreload, "");
    return Buffer.from(`${head}<style>${style}</style>${html.slice(at)}`, "utf8");
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString("utf8");
      if (contentPage.test(pending) || !pending.includes("</head>")) return callback();
      done = true;
      const html = pending;
      pending = "";
      callback(null, styled(html, css));
    },
    flush(callback) {
      if (!pending) return callback();
      const html = pending;
      pending = "";
      if (!html.includes("</head>")) return callback(null, Buffer.from(html, "utf8"));
      callback(null, styled(html, contentPage.test(html) ? pageCss(stylesheet(), html) : css));
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every client gets the whole document in one piece, as crawlers did.
        // No route defers data (loaders have finished before rendering), so
        // waiting for all costs nothing; and React's streaming markup (a
        // <template id="B:0"> for React Router's data, <div hidden id="S:0">,
        // <script id="_R_">) never reaches a page: those are not valid ids
        // (tests/e2e/html-valid.spec.ts).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const styled = body.pipe(rewriteHead());
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(styled), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
