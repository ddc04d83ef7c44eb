import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { resolveClient, type TrustProxy } from "./proxy-trust.ts";

export type { TrustProxy } from "./proxy-trust.ts";

/** The connection's peer, or undefined for a request made inside this process. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who is asking, for rate limits and lockouts. Behind trusted proxies, the
 * hop they appended: each proxy adds the address it was called from at the
 * right end of X-Forwarded-For, so the hops to the left of ours are whatever
 * the client chose to send and can never be believed (taking the first hop
 * would let anyone dodge a limit by sending a new header each time). With
 * TRUST_PROXY naming the proxies' addresses, a client that reaches the
 * server directly is known by its socket, whatever it writes.
 */
export function clientAddress(c: Context, trustProxy: TrustProxy): string {
  return resolveClient(trustProxy, socketAddress(c), c.req.header("x-forwarded-for")).address;
}

/** The first value of a comma-separated forwarded header, lower case. */
function firstForwarded(value: string | undefined): string | undefined {
  const first = value?.split(",")[0]?.trim().toLowerCase();
  return first || undefined;
}

const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address the browser sees for this request: its scheme and host as
 * they were before any proxy of ours. Behind a trusted proxy, from
 * X-Forwarded-Proto and X-Forwarded-Host (or the Host the proxy kept);
 * otherwise the connection's own scheme and the Host header, with SITE_URL's
 * scheme when the Host is SITE_URL's (a TLS proxy that sends no
 * X-Forwarded-Proto). A Host that is not a host name falls back to SITE_URL's.
 */
export function publicOrigin(c: Context, trustProxy: TrustProxy, siteUrl: string): string {
  const own = new URL(c.req.url);
  return publicOriginOf(
    {
      protocol: own.protocol,
      host: own.host,
      socket: socketAddress(c),
      header: (name) => c.req.header(name),
    },
    trustProxy,
    siteUrl,
  );
}

/** `publicOrigin` from a request's parts: the scheme and host it reached this server at, its socket's peer, its headers. */
export function publicOriginOf(
  request: {
    protocol: string;
    host: string;
    socket: string | undefined;
    header: (name: string) => string | undefined;
  },
  trustProxy: TrustProxy,
  siteUrl: string,
): string {
  const site = new URL(siteUrl);
  const { viaProxy } = resolveClient(trustProxy, request.socket, request.header("x-forwarded-for"));
  const forwardedProto = viaProxy ? firstForwarded(request.header("x-forwarded-proto")) : undefined;
  const forwardedHost = viaProxy ? firstForwarded(request.header("x-forwarded-host")) : undefined;
  const candidate = forwardedHost ?? (request.header("host") ?? request.host).trim().toLowerCase();
  const host = candidate && hostPattern.test(candidate) ? candidate : site.host;
  let scheme = request.protocol.replace(":", "");
  if (forwardedProto === "https" || forwardedProto === "http") scheme = forwardedProto;
  else if (host === site.host) scheme = site.protocol.replace(":", "");
  return `${scheme}://${host}`;
}
