import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { publicOriginOf, type TrustProxy } from "./client-address.ts";
import { securityHeadersFor } from "./middleware/security-headers.ts";
import { chosenLanguageRedirect, otherHostRedirect, redirectFor } from "./redirects.ts";
import { fileAnswer, type StaticFile } from "./static-files.ts";

/**
 * A file held in memory for a GET of `path` (`url`: the whole public
 * address; `query`: after its `?`; `asked`: the request's method, headers
 * and peer, to count an article's view), or null.
 */
export type HeldFile = (path: string, url: string, query: string, asked: AskedWith) => StaticFile | null;

/** What a request was asked with, as an article's view counts it. */
export type AskedWith = {
  method: string;
  headers: { get(name: string): string | null };
  socket: string | undefined;
};

/** A request's header as one string (Node gives a repeated one as a list). */
function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** An address this path may answer: plain, with nothing for Hono or the URL parser to settle first. */
const plainTarget = /^\/(?!.*(?:\/\.|\/\/|%|\\))[^#\s]*$/;
const plainHost = /^[a-z0-9.:[\]-]+$/i;

/**
 * Answers a GET or HEAD of a file or page already held in memory straight
 * from the Node request, before Hono: the hashed assets, the pages rendered
 * at start and the kept pages (server/http/page-cache.ts) that need no
 * render first (an article's view is counted as the middleware counts it).
 * A kept page answered through
 * Hono's middleware cost three times what writing it does; here it is the
 * same answer (`fileAnswer`, `securityHeadersFor`, the request's id and
 * log line) for a third of the work. Anything else, or anything unusual
 * (a redirect due, a percent-encoded or dotted path, no Host), returns
 * false and goes through Hono as before: this path only ever answers what
 * the other would answer the same way (tests/…/memory-answers.test.ts
 * compares the two).
 */
export function memoryAnswers(options: {
  sources: readonly HeldFile[];
  /** Logs and counts the answer (app.ts): `source` is the index in `sources` of the one that answered. */
  done: (
    line: { id: string; method: string; path: string; status: number; started: number },
    source: number,
  ) => void;
  trustProxy: TrustProxy;
  siteUrl: string;
  /** SITE_URL was set: another host name of the site is redirected to it. */
  siteUrlSet: boolean;
}) {
  const { sources, done, trustProxy, siteUrl, siteUrlSet } = options;
  return function answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = request.url ?? "";
    const host = request.headers.host;
    if (!plainTarget.test(target) || !host || !plainHost.test(host)) return false;
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? "" : target.slice(queryAt);
    if (redirectFor(path, search)) return false;
    if (chosenLanguageRedirect(method, path, search, headerOf(request, "cookie"))) return false;
    const origin = publicOriginOf(
      {
        protocol: "http:",
        host,
        socket: request.socket.remoteAddress,
        header: (name) => headerOf(request, name),
      },
      trustProxy,
      siteUrl,
    );
    if (siteUrlSet && otherHostRedirect(new URL(origin).host, siteUrl, path, search)) return false;
    const asked: AskedWith = {
      method,
      headers: { get: (name) => headerOf(request, name) ?? null },
      socket: request.socket.remoteAddress,
    };
    let file: StaticFile | null = null;
    let source = 0;
    for (; source < sources.length; source += 1) {
      file = (sources[source] as HeldFile)(path, `${origin}${target}`, search.slice(1), asked);
      if (file) break;
    }
    if (!file) return false;
    const started = performance.now();
    const id = randomUUID();
    const answer = fileAnswer(file, {
      method,
      ifNoneMatch: headerOf(request, "if-none-match"),
      acceptEncoding: headerOf(request, "accept-encoding"),
    });
    const https = origin.startsWith("https:") || siteUrl.startsWith("https:");
    response.writeHead(answer.status, {
      ...answer.headers,
      ...securityHeadersFor(answer.headers, https),
      "X-Request-Id": id,
    });
    if (answer.body) response.end(answer.body);
    else response.end();
    done({ id, method, path, status: answer.status, started }, source);
    return true;
  };
}

export type AnswerFromMemory = ReturnType<typeof memoryAnswers>;
