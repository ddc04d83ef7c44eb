import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";

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
 * A body's bytes as they arrive. When its length was declared (and is within
 * the limit), each chunk is copied into one buffer of that length at once
 * and is garbage straight after: gathering the chunks and joining them at
 * the end held two copies of an upload at the moment it was complete, and
 * four 24-megapixel uploads at once paid for both (issue 49). A body longer
 * or shorter than it said (which Node's own parser does not let through) is
 * still read right; one of no declared length is gathered and joined.
 */
function bodyCollector(declared: number, limit: number) {
  let whole = declared > 0 && declared <= limit ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  return {
    get size() {
      return size;
    },
    add(chunk: Uint8Array) {
      const at = size;
      size += chunk.byteLength;
      if (whole && size <= whole.byteLength) {
        whole.set(chunk, at);
        return;
      }
      if (whole) chunks.push(whole.subarray(0, at));
      whole = null;
      chunks.push(chunk);
    },
    /** Forgets what was gathered (a body found too long: the rest is only drained). */
    drop() {
      whole = null;
      chunks.length = 0;
    },
    bytes(): Uint8Array<ArrayBuffer> {
      if (whole) return size === whole.byteLength ? whole : whole.slice(0, size);
      return new Uint8Array(Buffer.concat(chunks, size)) as Uint8Array<ArrayBuffer>;
    },
  };
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
  const body = bodyCollector(declared, limit);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (body.size + value.byteLength > limit) return { ok: false, drained: await drain(reader) };
    body.add(value);
  }
  return { ok: true, bytes: body.bytes() };
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

type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; drained: boolean };

/**
 * `readWithin` for the Node request itself (the server's own path): the same
 * limits and draining, read from its events with no web stream and no
 * second Request between, which a lead's post paid for in garbage.
 */
export function readIncomingWithin(incoming: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const declared = Number(incoming.headers["content-length"] ?? "0");
    const body = bodyCollector(declared, limit);
    let size = 0;
    let over = declared > limit;
    if (over && declared > drainLimit.bytes) {
      resolve({ ok: false, drained: false });
      return;
    }
    const deadline = Date.now() + drainLimit.ms;
    const done = (read: BodyRead) => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onAborted);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (!over && size > limit) {
        over = true;
        body.drop();
      }
      if (!over) {
        body.add(chunk);
        return;
      }
      if (size > drainLimit.bytes || Date.now() > deadline) {
        done({ ok: false, drained: false });
        incoming.destroy();
      }
    };
    const onEnd = () => done(over ? { ok: false, drained: true } : { ok: true, bytes: body.bytes() });
    const onError = (error: Error) => {
      incoming.off("data", onData).off("end", onEnd).off("aborted", onAborted);
      reject(error);
    };
    const onAborted = () => onError(new Error("The client went away while sending."));
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onAborted);
  });
}

/** The bodies `bodyWithin(…, { keep: "bytes" })` read, by the request they came with. */
const readBodies = new WeakMap<Request, Uint8Array<ArrayBuffer>>();

/**
 * The bodies `bodyWithin` read off each Node request. Two routers on one
 * path (a public form's POST and the staff calls beside it) may each bound
 * the body; the second takes it from here, for its socket has nothing more
 * to give and a read of it would wait for ever.
 */
const readIncoming = new WeakMap<IncomingMessage, Uint8Array<ArrayBuffer>>();

/** The body `bodyWithin` kept for `request` as bytes, if it did. */
export function keptBody(request: Request): Uint8Array<ArrayBuffer> | undefined {
  return readBodies.get(request);
}

/** The Node request under @hono/node-server; none when the app is called directly (`app.request`). */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/**
 * Middleware: bodies over `maxBytes` answered by `tooLarge` (a 413), the
 * others read into memory for the route. Replaces hono's bodyLimit, which
 * answers without draining. With `keep: "request"` (the default) the route
 * reads the body from `c.req.raw` as usual; with `keep: "bytes"` the request
 * is left as it is and the route reads the bytes with `keptBody` (the JSON
 * routes' `readJson` does), which spares a second Request per post.
 */
export function bodyWithin(
  maxBytes: number,
  tooLarge: (c: Parameters<MiddlewareHandler>[0]) => Response,
  { keep = "request" }: { keep?: "request" | "bytes" } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const incoming = incomingOf(c);
    const earlier = (incoming && readIncoming.get(incoming)) ?? keptBody(c.req.raw);
    let read: BodyRead;
    if (earlier) {
      read = earlier.byteLength > maxBytes ? { ok: false, drained: true } : { ok: true, bytes: earlier };
    } else if (incoming) {
      const declared = incoming.headers["content-length"];
      const chunked = incoming.headers["transfer-encoding"] !== undefined;
      if (!chunked && (declared === undefined || declared === "0")) return next();
      read = await readIncomingWithin(incoming, maxBytes);
      if (read.ok) readIncoming.set(incoming, read.bytes);
    } else {
      if (!c.req.raw.body) return next();
      read = await readWithin(c.req.raw, maxBytes);
    }
    if (!read.ok) {
      const response = tooLarge(c);
      if (!read.drained) response.headers.set("Connection", "close");
      return response;
    }
    if (keep === "bytes") readBodies.set(c.req.raw, read.bytes);
    else c.req.raw = withBody(c.req.raw, read.bytes);
    return next();
  };
}
