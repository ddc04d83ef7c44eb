/**
 * XML 1.0 allows tab, line feed, carriage return and U+0020 upwards, but not
 * the other control characters, lone surrogates, U+FFFE or U+FFFF: a title
 * pasted with one of those would make the whole feed unreadable.
 */
const notXmlCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for an XML element or a quoted attribute: the five entities, no forbidden characters. */
export function escapeXml(text: string): string {
  return text.replace(notXmlCharacter, "").replace(/[&<>"']/g, (character) => entities[character] ?? "");
}

/** An element holding escaped text, with optional attributes (values escaped too). */
export function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

/** An answer with an XML body. */
export function xmlResponse(body: string, type: string, cacheControl: string): Response {
  return new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": cacheControl },
  });
}
