/*
 * multipart/form-data (RFC 7578) read from a body already in memory, with
 * no copy of a file's bytes: a file part is a view into the body. The web
 * platform's `formData()` copies an upload three or four times over (the
 * stream read again, each part a Blob, the Blob read out), and four 24-megapixel
 * photos sent at once held those copies until the next full collection
 * (issue 31, `npm run bench:memory`).
 *
 * What browsers and `fetch`'s FormData send: a boundary of at most 70
 * characters, parts separated by CRLF `--boundary`, each part's headers,
 * a blank line, its content; `--boundary--` at the end. A part is named in
 * its Content-Disposition (`form-data; name="…"; filename="…"`). Anything
 * else is refused (null), as `formData()` would throw.
 */

/** A file part: its bytes are a view into the body it came in. */
export type FilePart = { filename: string; type: string; bytes: Uint8Array };

/** The parts of a form by name, in order; a name sent twice keeps both. */
export type MultipartForm = {
  fields: [name: string, value: string][];
  files: [name: string, file: FilePart][];
};

/** Bounds on what one form may hold, so that a crafted body costs little to refuse. */
export const multipartBounds = { parts: 100, headerBytes: 8 * 1024 };

const CRLF = Buffer.from("\r\n");
const blankLine = Buffer.from("\r\n\r\n");

/** The boundary a Content-Type names, or null when it is not multipart/form-data with a valid one. */
export function multipartBoundary(contentType: string): string | null {
  const [type, ...params] = contentType.split(";");
  if (type?.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const param of params) {
    const eq = param.indexOf("=");
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== "boundary") continue;
    let value = param.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    // RFC 2046: 1 to 70 characters, none outside its set, not ending in a space.
    return /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(value) ? value : null;
  }
  return null;
}

/**
 * The parameters of a part's Content-Disposition (`form-data; name="…"; filename="…"`),
 * or null when it is not that. Each quoted, as browsers send them: they write `"`, CR
 * and LF in a name as %22, %0D and %0A (and nothing else percent-encoded), undone here.
 * No parameter name holds a `*` (RFC 8187's extended values, which browsers do not send
 * in a form): the platform's parser refuses some of them (`;*filename="…"`), and a form
 * it refuses must not pass here, where a page's action would then fail on it.
 */
function dispositionParams(header: string): Map<string, string> | null {
  const form = /^form-data((?:;[ \t]*[A-Za-z0-9_-]+="[^"]*")*)[ \t]*$/i.exec(header);
  if (!form) return null;
  const params = new Map<string, string>();
  for (const [, key = "", value = ""] of (form[1] ?? "").matchAll(/;[ \t]*([A-Za-z0-9_-]+)="([^"]*)"/g)) {
    const decoded = value.replace(/%(22|0D|0A)/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    params.set(key.toLowerCase(), decoded);
  }
  return params;
}

/**
 * The headers of one part, by lower-case name; null when a line is not a
 * header (a name, a colon, a value with no control character). A name is
 * an RFC 9110 token without the backquote, which the platform's parser
 * refuses there.
 */
function partHeaders(text: string): Map<string, string> | null {
  const headers = new Map<string, string>();
  for (const line of text.split("\r\n")) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters a header may not hold
    const header = /^([!#$%&'*+.^_|~0-9A-Za-z-]+):[ \t]*([^\x00-\x08\x0a-\x1f\x7f]*?)[ \t]*$/.exec(line);
    if (!header) return null;
    headers.set((header[1] as string).toLowerCase(), header[2] as string);
  }
  return headers;
}

/**
 * The form in `body`, sent with `contentType`; null when it is not a
 * well-formed multipart/form-data body (or holds more than the bounds).
 */
export function readMultipart(body: Uint8Array, contentType: string): MultipartForm | null {
  const boundary = multipartBoundary(contentType);
  if (boundary === null) return null;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form: MultipartForm = { fields: [], files: [] };
  // The body opens with the first delimiter (browsers send no preamble, and the platform's parser takes none).
  const opening = delimiter.subarray(2);
  const bare = delimiter.subarray(4);
  if (!bytes.subarray(0, opening.length).equals(opening)) return null;
  let at = opening.length;
  for (let parts = 0; ; parts += 1) {
    // After a delimiter: "--" ends the form, CRLF opens a part.
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return form;
    if (parts >= multipartBounds.parts || !bytes.subarray(at, at + 2).equals(CRLF)) return null;
    const headersStart = at + 2;
    const headersEnd = bytes.indexOf(blankLine, headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > multipartBounds.headerBytes) return null;
    const headers = partHeaders(bytes.toString("latin1", headersStart, headersEnd));
    const params = dispositionParams(headers?.get("content-disposition") ?? "");
    const contentStart = headersEnd + blankLine.length;
    const next = bytes.indexOf(delimiter, contentStart);
    // No delimiter in the headers, and not even the bare boundary in the content (the platform's parser refuses both).
    if (next < 0 || bytes.subarray(headersStart, headersEnd + 2).includes(delimiter)) return null;
    if (bytes.indexOf(bare, contentStart) !== next + 4) return null;
    // Names and file names are UTF-8, as browsers send them (their bytes were read as latin1 above).
    const utf8 = (text: string) => Buffer.from(text, "latin1").toString("utf8");
    const name = params?.get("name");
    if (name === undefined) return null;
    const filename = params?.get("filename");
    if (filename === undefined) {
      form.fields.push([utf8(name), bytes.toString("utf8", contentStart, next)]);
    } else {
      form.files.push([
        utf8(name),
        {
          filename: utf8(filename),
          type: headers?.get("content-type") ?? "application/octet-stream",
          bytes: body.subarray(contentStart, next),
        },
      ]);
    }
    at = next + delimiter.length;
  }
}
