import { createServer } from "node:http";
import { smtpSink } from "#tests/utils/smtp-sink.ts";

/*
 * A real SMTP server for the browser tests (playwright.config.ts starts it
 * before the site, whose SMTP_URL points here): it keeps every mail it
 * receives, and answers on a second, HTTP port with what a mailbox holds:
 * GET /messages?to=ADDRESS (JSON, oldest first), GET /healthz. Addresses at
 * bounce.example are refused with 550, as a server refuses one that does
 * not exist. Usage: node tests/setup/smtp-inbox.ts SMTP_PORT HTTP_PORT
 */
const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error("usage: node tests/setup/smtp-inbox.ts SMTP_PORT HTTP_PORT");
  process.exit(2);
}

const sink = smtpSink({ reject: (address) => address.endsWith("@bounce.example") });
await sink.start(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/healthz") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const found = sink.received.filter(
      (mail) => !to || mail.to.some((address) => address.toLowerCase() === to),
    );
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(found));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, "127.0.0.1");
