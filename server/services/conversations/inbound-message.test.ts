import { describe, expect, it } from "vitest";
import { foldQuote, type InboundMessage, readInbound } from "./inbound-message.ts";

/*
 * Reading a visitor's answer (issue 50): the text kept and the history
 * folded apart, HTML reduced to text, attachments listed and dropped, and
 * every message that must not become an answer refused with its reason.
 */

const crlf = (lines: string[]) => new TextEncoder().encode(lines.join("\r\n"));
const headers = [
  "From: Priya Raman <Priya@Example.in>",
  "To: Anvaya Care <replies+abc@anvaya.example>",
  "Subject: Re: Your demo request",
  "Message-ID: <answer-1@example.in>",
  "Date: Tue, 1 Dec 2026 10:00:00 +0530",
  "MIME-Version: 1.0",
];

const read = async (raw: Uint8Array) => {
  const answer = await readInbound(raw);
  if ("refused" in answer) throw new Error(`refused: ${answer.why}`);
  return answer as InboundMessage;
};

describe("reading an answer", () => {
  it("keeps what the person wrote and folds the quoted reply below it", async () => {
    const answer = await read(
      crlf([
        ...headers,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Thursday at 4 works for us.",
        "",
        "Priya",
        "",
        "On Mon, 30 Nov 2026 at 11:02, Anvaya Care <care@anvaya.example>",
        "wrote:",
        "> Could we call you this week?",
        "> Anvaya",
      ]),
    );
    expect(answer).toMatchObject({
      messageId: "<answer-1@example.in>",
      from: { address: "priya@example.in", name: "Priya Raman" },
      to: ["replies+abc@anvaya.example"],
      subject: "Re: Your demo request",
      text: "Thursday at 4 works for us.\n\nPriya",
      attachments: [],
    });
    expect(answer.quoted).toContain("> Could we call you this week?");
  });

  it("folds Outlook's and Hindi Gmail's history, and a trailing block of > lines", () => {
    expect(foldQuote("Yes please.\n\n-----Original Message-----\nFrom: Anvaya\nHello").text).toBe(
      "Yes please.",
    );
    expect(
      foldQuote("हाँ, गुरुवार ठीक है।\n\n1 दिस॰ 2026 को Anvaya <care@anvaya.example> ने लिखा:\n> नमस्ते"),
    ).toEqual({
      text: "हाँ, गुरुवार ठीक है।",
      quoted: "1 दिस॰ 2026 को Anvaya <care@anvaya.example> ने लिखा:\n> नमस्ते",
    });
    expect(foldQuote("Sounds good\n> earlier\n> text\n")).toEqual({
      text: "Sounds good",
      quoted: "> earlier\n> text",
    });
    expect(foldQuote("> I said\nAnd I answer below")).toEqual({
      text: "> I said\nAnd I answer below",
      quoted: null,
    });
  });

  it("reduces HTML to text: a script's words never reach the lead, nor markup", async () => {
    const answer = await read(
      crlf([
        ...headers,
        "Content-Type: text/html; charset=utf-8",
        "",
        "<html><head><style>p{color:red}</style></head><body><p>Thanks, <b>Thursday</b> is fine.</p>",
        "<script>alert('x')</script><img src=x onerror=alert(1)></body></html>",
      ]),
    );
    expect(answer.text).toBe("Thanks, Thursday is fine.");
    expect(answer.text).not.toMatch(/alert|<|color/);
  });

  it("lists attachments by name and size and keeps none of their bytes", async () => {
    const answer = await read(
      crlf([
        ...headers,
        'Content-Type: multipart/mixed; boundary="b1"',
        "",
        "--b1",
        "Content-Type: text/plain",
        "",
        "Our clinic's details attached.",
        "--b1",
        'Content-Type: application/pdf; name="clinic.pdf"',
        'Content-Disposition: attachment; filename="clinic.pdf"',
        "Content-Transfer-Encoding: base64",
        "",
        Buffer.alloc(3000, 7).toString("base64"),
        "--b1--",
      ]),
    );
    expect(answer.text).toBe("Our clinic's details attached.");
    expect(answer.attachments).toEqual([{ name: "clinic.pdf", size: 3000, type: "application/pdf" }]);
    expect(JSON.stringify(answer)).not.toContain(Buffer.alloc(30, 7).toString("base64"));
  });

  it("refuses what is too large, not a message, or written by no person", async () => {
    const big = new Uint8Array(12 * 1024 * 1024);
    expect(await readInbound(big)).toMatchObject({ refused: "too-large" });
    const auto = await readInbound(
      crlf([...headers, "Auto-Submitted: auto-replied", "", "I am away until Monday."]),
    );
    expect(auto).toMatchObject({ refused: "automatic", why: "Auto-Submitted: auto-replied" });
    expect(
      await readInbound(crlf([...headers, "Auto-Submitted: no", "", "Written by me."])),
    ).not.toHaveProperty("refused");
    const bounce = await readInbound(
      crlf([
        "From: Mail Delivery System <MAILER-DAEMON@mx.example.in>",
        "To: replies+abc@anvaya.example",
        "Subject: Undelivered Mail Returned to Sender",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
        "",
        "--r",
        "Content-Type: text/plain",
        "",
        "Your message could not be delivered.",
        "--r--",
      ]),
    );
    expect(bounce).toMatchObject({ refused: "automatic" });
    expect(await readInbound(crlf([...headers, "Precedence: bulk", "", "Newsletter"]))).toMatchObject({
      refused: "automatic",
    });
    expect(await readInbound(crlf(["Subject: nobody", "", "no sender at all"]))).toMatchObject({
      refused: "malformed",
      why: "no sender address",
    });
  });

  it("refuses a MIME bomb (multiparts nested thousands deep)", async () => {
    const lines = [...headers, 'Content-Type: multipart/mixed; boundary="b0"', ""];
    for (let depth = 1; depth < 5000; depth += 1) {
      lines.push(`--b${depth - 1}`, `Content-Type: multipart/mixed; boundary="b${depth}"`, "");
    }
    const answer = await readInbound(crlf(lines));
    expect(answer).toMatchObject({ refused: "malformed" });
    expect((answer as { why: string }).why).toMatch(/nesting depth/);
  });
});
