import { SMTPServer } from "smtp-server";

/** One mail as the sink received it. */
export type Received = {
  to: string[];
  from: string;
  subject: string;
  replyTo: string;
  messageId: string;
  /** The message after its headers, quoted-printable undone: every part's text, as read by a person skimming the source. */
  body: string;
  /** The whole message as it came. */
  raw: string;
};

/** Headers unfolded, the body with quoted-printable undone: enough to read our own mail back. */
export function readMessage(raw: string, to: string[]): Received {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
  const qp = raw
    .slice(split)
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return {
    to,
    from: header("From"),
    subject: header("Subject"),
    replyTo: header("Reply-To"),
    messageId: header("Message-ID"),
    body: Buffer.from(qp, "latin1").toString("utf8"),
    raw: Buffer.from(raw, "latin1").toString("utf8"),
  };
}

/**
 * A real SMTP server (npm smtp-server) on a loopback port, keeping what it
 * receives. Recipients `reject` names (given the address in lower case) are
 * refused with 550, as a server refuses an address that does not exist.
 */
export function smtpSink(options: { reject?: (address: string) => boolean } = {}) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start(port: number, host = "127.0.0.1") {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (options.reject?.(address.address.toLowerCase())) {
            const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
            callback(refusal);
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const to = session.envelope.rcptTo.map((address) => address.address);
            received.push(readMessage(Buffer.concat(chunks).toString("latin1"), to));
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, host, () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

/**
 * The decoded content of the part of a received mail whose headers name
 * `filename` (an attachment such as invite.ics), or undefined: enough MIME
 * for our own mail (base64, quoted-printable or plain parts).
 */
export function partNamed(mail: Received, filename: string): string | undefined {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((match) => match[1] ?? "");
  for (const boundary of boundaries) {
    for (const part of mail.raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
      if (!headers.toLowerCase().includes(filename.toLowerCase())) continue;
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (encoding === "quoted-printable") {
        const bytes = body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return body;
    }
  }
  return undefined;
}
