import { createHash, timingSafeEqual } from "node:crypto";

/** Whether a socket's peer is this machine: 127.0.0.0/8 or ::1, in either notation. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who may read /metrics and /readyz: a peer on this machine (the socket's
 * own address, never X-Forwarded-For, whatever TRUST_PROXY says: through
 * nginx every request comes from loopback, so deploy/nginx.conf answers
 * 404 for them on the public server), or anyone sending METRICS_TOKEN as a
 * bearer token (compared in constant time). Without a token set, loopback only.
 */
export function internalAllowed(
  socket: string | undefined,
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  if (isLoopback(socket)) return true;
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(authorization.slice("Bearer ".length).trim()), digest(token));
}
