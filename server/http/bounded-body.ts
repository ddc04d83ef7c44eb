import type { MiddlewareHandler } from "hono";

/*
 * Request bodies read with a limit. A body over its limit is refused with
 * 413, but the refusal must reach the client: answering while the client is
 * still sending and then closing the connection makes its socket reset
 * before it reads the answer ("socket hang up"). So the rest of the body is
 * read and thrown away first, up to a bound in bytes and time; only past
 * that is the connection cut.
 */

const MiB = 1024 * 1024;
/** How much of an over-long body is read and discarded so that its sender reads the 413. */
export const drainLimit = { bytes: 32 * MiB, ms: 10_000 };

/** Reads and discards the rest of `reader`'s stream; true when it ended within the bounds. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const deadline = Date.now() + drainLimit.ms;
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > drainLimit.bytes || Date.now() > deadline) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/**
 * The body of `request`, read into memory if it is at most `limit` bytes;
 * otherwise `tooLarge`, after the rest was drained. `drained` says whether
 * the connection may stay open (false: the sender went on past the bounds).
 */
export async function readWithin(
  request: Request,
  limit: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; drained: boolean }> {
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, drained: declared <= drainLimit.bytes && (await drain(reader)) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return { ok: false, drained: await drain(reader) };
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** `request` again, with its body (already read) from memory. */
export function withBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes.byteLength > 0 ? bytes : undefined,
    signal: request.signal,
  });
}

/**
 * Middleware: bodies over `maxBytes` answered by `tooLarge` (a 413), the
 * others read into memory for the route. Replaces hono's bodyLimit, which
 * answers without draining.
 */
export function bodyWithin(
  maxBytes: number,
  tooLarge: (c: Parameters<MiddlewareHandler>[0]) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const read = await readWithin(c.req.raw, maxBytes);
    if (!read.ok) {
      const response = tooLarge(c);
      if (!read.drained) response.headers.set("Connection", "close");
      return response;
    }
    c.req.raw = withBody(c.req.raw, read.bytes);
    return next();
  };
}
