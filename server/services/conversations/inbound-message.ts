/**
 * A visitor's answer as mail brings it (issue 50), read once into what the
 * lead keeps: who sent it, to which address, its text with the quoted
 * history folded apart, and its attachments by name and size only (never
 * stored). Parsed by postal-mime within bounds; HTML is reduced to text by
 * html-to-text (scripts, styles and images dropped), so nothing of it is
 * ever rendered as markup. What must not become an answer is refused with
 * its reason: too large, not a message, or a message no person wrote (an
 * auto-reply, a bounce, a list), which would otherwise loop.
 */
import { convert } from "html-to-text";
import PostalMime from "postal-mime";

export const inboundLimits = {
  /** The whole message as it arrives. */
  rawBytes: 10 * 1024 * 1024,
  /** The text kept of one message (its answer and its quoted history together). */
  textChars: 256 * 1024,
  /** Multiparts inside multiparts: real mail nests a few; a bomb nests thousands. */
  nesting: 16,
  /** Attachments listed by name and size. */
  attachmentsListed: 50,
} as const;

export type InboundAttachment = { name: string; size: number; type: string };

/** An answer as the lead keeps it. */
export type InboundMessage = {
  /** The Message-ID (angle brackets kept), or null when the sender gave none. */
  messageId: string | null;
  from: { address: string; name: string | null };
  /** Every address it was sent to (To, Cc, Delivered-To), lower-cased. */
  to: string[];
  subject: string;
  /** What the person wrote, without the history quoted below it. */
  text: string;
  /** The quoted history, folded away on the desk; null when there is none. */
  quoted: string | null;
  attachments: InboundAttachment[];
};

export type InboundRefusal = {
  refused: "too-large" | "malformed" | "automatic";
  /** For the log line: never the message's words or addresses. */
  why: string;
};

/** Whether the headers say no person wrote this (RFC 3834, RFC 3464, the habits of common mailers). */
function automaticReason(header: (name: string) => string | undefined, from: string): string | null {
  const autoSubmitted = header("auto-submitted")?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return `Auto-Submitted: ${autoSubmitted.slice(0, 40)}`;
  const precedence = header("precedence")?.trim().toLowerCase();
  if (precedence && ["bulk", "junk", "list", "auto_reply"].includes(precedence))
    return `Precedence: ${precedence}`;
  for (const name of ["x-autoreply", "x-autorespond", "x-failed-recipients", "list-id", "list-unsubscribe"]) {
    if (header(name) !== undefined) return `${name} present`;
  }
  if (/^multipart\/report\b/i.test(header("content-type") ?? "")) return "a delivery report";
  if (/^(mailer-daemon|postmaster)@/i.test(from)) return "a bounce from the mail system";
  if (header("return-path")?.trim() === "<>") return "a null return path (a bounce)";
  return null;
}

const quoteStarts = [
  // Gmail, Apple Mail, Thunderbird: "On Mon, 1 Dec 2026 at 10:00, Anvaya <care@…> wrote:" (maybe over two lines)
  /^On\b[^\n]{0,300}\n?[^\n]{0,200}\bwrote:\s*$/m,
  // Gmail in Hindi: "… को … ने लिखा:"
  /^[^\n]{0,300}ने लिखा:\s*$/m,
  // Outlook
  /^-{2,}\s*Original Message\s*-{2,}\s*$/im,
  /^_{10,}\s*\nFrom: /m,
  /^From: [^\n]+\nSent: /m,
];

/** Splits what a person wrote from the history their mailer quoted below it. */
export function foldQuote(text: string): { text: string; quoted: string | null } {
  const normal = text.replace(/\r\n?/g, "\n");
  let cut = -1;
  for (const pattern of quoteStarts) {
    const match = pattern.exec(normal);
    if (match && (cut === -1 || match.index < cut)) cut = match.index;
  }
  // A block of "> " lines to the end, with nothing written after it.
  const quotedTail = /(?:^|\n)((?:>[^\n]*(?:\n|$)|\s*\n)+)$/.exec(normal);
  if (quotedTail && /^\s*>/.test(quotedTail[1] ?? "")) {
    const at = quotedTail.index + (quotedTail[0].startsWith("\n") ? 1 : 0);
    if (cut === -1 || at < cut) cut = at;
  }
  if (cut <= 0) return { text: normal.trim(), quoted: null };
  const quoted = normal.slice(cut).trim();
  return { text: normal.slice(0, cut).trim(), quoted: quoted || null };
}

const htmlToText = (html: string) =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "script", format: "skip" },
      { selector: "style", format: "skip" },
      { selector: "head", format: "skip" },
      { selector: "img", format: "skip" },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    ],
  });

/** Reads a raw RFC 822 message into an answer, or the reason it is not one. */
export async function readInbound(raw: Uint8Array): Promise<InboundMessage | InboundRefusal> {
  if (raw.byteLength > inboundLimits.rawBytes) {
    return { refused: "too-large", why: `${raw.byteLength} bytes, over ${inboundLimits.rawBytes}` };
  }
  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    parsed = await PostalMime.parse(raw, {
      maxNestingDepth: inboundLimits.nesting,
      maxHeadersSize: 256 * 1024,
      attachmentEncoding: "arraybuffer",
    });
  } catch (error) {
    return { refused: "malformed", why: error instanceof Error ? error.message.slice(0, 120) : "unreadable" };
  }
  const from = parsed.from?.address?.trim().toLowerCase();
  if (!from?.includes("@")) return { refused: "malformed", why: "no sender address" };
  const header = (name: string) => parsed.headers.find((one) => one.key === name)?.value;
  const automatic = automaticReason(header, from);
  if (automatic) return { refused: "automatic", why: automatic };

  const body = parsed.text?.trim() ? parsed.text : parsed.html ? htmlToText(parsed.html) : "";
  const folded = foldQuote(body.slice(0, inboundLimits.textChars));
  const to = [
    ...(parsed.to ?? []),
    ...(parsed.cc ?? []),
    ...(parsed.deliveredTo ? [{ address: parsed.deliveredTo }] : []),
  ]
    .flatMap((one) => ("group" in one && one.group ? one.group : [one]))
    .map((one) => (one as { address?: string }).address?.trim().toLowerCase() ?? "")
    .filter((address) => address.includes("@"));
  return {
    messageId: parsed.messageId?.trim().slice(0, 300) || null,
    from: { address: from.slice(0, 254), name: parsed.from?.name?.trim().slice(0, 200) || null },
    to: [...new Set(to)],
    subject: (parsed.subject ?? "").replace(/\s+/g, " ").trim().slice(0, 300),
    text: folded.text,
    quoted: folded.quoted,
    attachments: parsed.attachments.slice(0, inboundLimits.attachmentsListed).map((one) => ({
      name: (one.filename ?? "unnamed").slice(0, 200),
      size: typeof one.content === "string" ? one.content.length : one.content.byteLength,
      type: one.mimeType.slice(0, 100),
    })),
  };
}
