import { BlockList, isIP } from "node:net";

/**
 * Which proxies of ours stand in front of the server (TRUST_PROXY), read the
 * way Express reads its `trust proxy` setting:
 * - `none`: nobody; the socket's address is the client, and X-Forwarded-*
 *   headers are the client's own words.
 * - `addresses`: the proxies' addresses or ranges ("loopback", "10.0.0.0/8",
 *   "192.0.2.7"). A forwarded header is believed only from a socket in that
 *   list, and the client is the first address, walking X-Forwarded-For from
 *   the right, that is not one of ours. A client that reaches the server
 *   directly, past the proxy, cannot choose its own address.
 * - `hops`: a count, for proxies whose addresses are not known in advance:
 *   the socket and the N-1 hops to its left are believed, whoever connects.
 *   Only safe when nothing but the proxy can reach the server.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "addresses"; list: BlockList; described: string }
  | { kind: "hops"; hops: number };

export const trustNoProxy: TrustProxy = { kind: "none" };

/** The names Express knows for the usual private ranges. */
const namedRanges: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Reads TRUST_PROXY: `false`/`0`/empty (none), `true` (the proxy on this
 * machine: loopback), a number of hops, or a comma-separated list of
 * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 * Throws a message naming what it could not read.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return trustNoProxy;
  if (text === "true") return parseTrustProxy("loopback");
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error("a number of proxies from 0 to 10");
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    for (const range of namedRanges[entry] ?? [entry]) addRange(list, range, entry);
  }
  return { kind: "addresses", list, described: entries.join(", ") };
}

function addRange(list: BlockList, range: string, asWritten: string): void {
  const [address = "", bits, extra] = range.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) {
    throw new Error(
      `"${asWritten}" is not an address, a range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
    );
  }
  const type = family === 4 ? "ipv4" : "ipv6";
  if (bits === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = /^\d+$/.test(bits) ? Number(bits) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) {
    throw new Error(`"${asWritten}" has a prefix length that does not fit its address`);
  }
  list.addSubnet(address, prefix, type);
}

/** An IPv4 address that reached an IPv6 socket (`::ffff:127.0.0.1`) as itself. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isOurs(list: BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? "ipv4" : "ipv6");
}

/** The hops of an X-Forwarded-For value, left to right, blanks dropped. */
export function forwardedChain(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
}

/**
 * Who sent a request, and whether it came through a proxy of ours (so its
 * X-Forwarded-Proto and X-Forwarded-Host may be believed). `socket` is the
 * connection's peer; undefined for a request made inside this process (a
 * test's `app.request`, the pages rendered at start), which counts as
 * loopback: nothing outside the process can make one.
 */
export function resolveClient(
  trust: TrustProxy,
  socket: string | undefined,
  forwardedFor: string | undefined,
): { address: string; viaProxy: boolean } {
  const peer = socket ?? "127.0.0.1";
  if (trust.kind === "none") return { address: socket ?? "unknown", viaProxy: false };
  const chain = forwardedChain(forwardedFor);
  if (trust.kind === "hops") {
    if (trust.hops === 0 || chain.length === 0) return { address: socket ?? "unknown", viaProxy: false };
    // The socket is the first proxy; each further one appended the hop before it.
    return { address: chain[Math.max(0, chain.length - trust.hops)] ?? peer, viaProxy: true };
  }
  if (!isOurs(trust.list, peer)) return { address: socket ?? "unknown", viaProxy: false };
  // Walk left from the proxy's own entry while the hop is one of ours too.
  let address = peer;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    address = chain[i] as string;
    if (!isOurs(trust.list, address)) break;
  }
  return { address: socket === undefined && chain.length === 0 ? "unknown" : address, viaProxy: true };
}
