import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * How many proxies of our own stand in front of the server (TRUST_PROXY):
 * 0 reads the socket's address, N reads the X-Forwarded-For hop the N-th
 * proxy from us appended.
 */
export type TrustProxy = number;

/**
 * Who is asking, for rate limits and lockouts. Behind trusted proxies, the
 * hop they appended: each proxy adds the address it was called from at the
 * right end of X-Forwarded-For, so the hops to the left of ours are whatever
 * the client chose to send and can never be believed (taking the first hop
 * would let anyone dodge a limit by sending a new header each time).
 */
export function clientAddress(c: Context, trustProxy: TrustProxy): string {
  if (trustProxy > 0) {
    const forwarded = forwardedHop(c.req.header("x-forwarded-for"), trustProxy);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The hop `hops` places from the right of an X-Forwarded-For value, or the
 * leftmost when the chain is shorter (the request came through fewer
 * proxies than configured); undefined when there is none.
 */
export function forwardedHop(header: string | undefined, hops: number): string | undefined {
  const chain = (header ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
  if (chain.length === 0) return undefined;
  return chain[Math.max(0, chain.length - hops)];
}
