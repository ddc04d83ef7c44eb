/**
 * Reads answers from the company's reply mailbox (IMAP_URL, issue 50) with
 * imapflow: each message not yet marked \Seen is fetched (at most 10 MB;
 * a larger one is refused by its size, unread), handed to `receive`, and
 * only then marked \Seen. A process killed between the two reads it again
 * at its next start, and `receive` finds it kept (its Message-ID is the
 * key): no answer is lost and none stored twice. Several processes may
 * read one mailbox the same way. New mail is noticed at once where the
 * server offers IDLE (imapflow idles between commands and tells of new
 * messages), and by a sweep every 30 seconds anyway; a dropped connection
 * is opened again after a pause that grows to a minute. Nothing a message
 * holds can stop the reader: `receive` refuses what it cannot read.
 */
import type { Logger } from "#server/logger.ts";
import { inboundLimits } from "./inbound-message.ts";
import type { InboundSource, ReceiveOutcome } from "./index.ts";

export const mailboxSweepMs = 30_000;
/** Messages taken per sweep: a backlog drains over a few sweeps, none holds the loop for long. */
const batch = 50;

export type MailboxReader = {
  /** Reads what waits now (the sweep); how many messages were handled. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
};

type Receive = (raw: Uint8Array, source: InboundSource) => Promise<ReceiveOutcome>;

/** The connection settings in an `imap://` or `imaps://` address, and the mailbox in its path (INBOX when none). */
export function mailboxOf(url: string) {
  const address = new URL(url);
  const secure = address.protocol === "imaps:";
  return {
    host: address.hostname,
    port: Number(address.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) },
    mailbox: decodeURIComponent(address.pathname.replace(/^\//, "")) || "INBOX",
  };
}

/** Starts reading the mailbox at `url`; never throws for the mailbox's faults, only logs them. */
export function startMailboxReader(options: {
  url: string;
  receive: Receive;
  logger: Logger;
}): MailboxReader {
  const { logger, receive } = options;
  const settings = mailboxOf(options.url);
  let client: import("imapflow").ImapFlow | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let retryMs = 5_000;
  let timer: NodeJS.Timeout | undefined;

  const later = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void sweep(), ms);
    timer.unref();
  };

  async function connect() {
    const { ImapFlow } = await import("imapflow");
    const fresh = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.auth,
      logger: false,
      // Waits no longer than this for a silent server.
      socketTimeout: 5 * 60_000,
    });
    fresh.on("error", (error: Error) =>
      logger.warn({ err: { message: error.message } }, "mailbox connection error"),
    );
    fresh.on("close", () => {
      if (client === fresh) client = undefined;
      if (!stopped) later(retryMs);
    });
    // IDLE tells of new mail: read it now.
    fresh.on("exists", () => void sweep());
    await fresh.connect();
    await fresh.mailboxOpen(settings.mailbox);
    client = fresh;
    retryMs = 5_000;
    logger.info({ mailbox: settings.mailbox }, "reading the reply mailbox");
    return fresh;
  }

  /** Reads one message's bytes; null past the limit (a size the server understated), without reading it all. */
  async function sourceOf(open: import("imapflow").ImapFlow, uid: number): Promise<Uint8Array | null> {
    const download = await open.download(String(uid), undefined, { uid: true });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of download.content as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > inboundLimits.rawBytes) {
        download.content?.destroy?.();
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function readWaiting(): Promise<number> {
    const open = client ?? (await connect());
    const found = await open.search({ seen: false }, { uid: true });
    const uids = (found || []).slice(0, batch);
    // Sizes first: a message over the limit is refused without being downloaded.
    const sizes = new Map<number, number>();
    if (uids.length > 0) {
      for await (const one of open.fetch(uids.join(","), { uid: true, size: true }, { uid: true })) {
        sizes.set(one.uid, one.size ?? 0);
      }
    }
    for (const uid of uids) {
      if (stopped) break;
      const raw = (sizes.get(uid) ?? 0) > inboundLimits.rawBytes ? null : await sourceOf(open, uid);
      if (raw === null) {
        logger.warn({ uid, reason: "too-large" }, "reply mailbox: message refused");
      } else {
        const outcome = await receive(raw, "imap");
        if (outcome.outcome === "refused") {
          logger.warn({ uid, reason: outcome.reason, why: outcome.why }, "reply mailbox: message refused");
        } else if (outcome.outcome === "stored") {
          logger.info(
            { uid, kind: outcome.kind, matchedBy: outcome.matchedBy },
            "reply mailbox: answer kept",
          );
        }
      }
      // Only once it is kept (or refused for good): a crash before this reads it again.
      await open.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
    }
    if ((found || []).length > batch) again = true;
    return uids.length;
  }

  function sweep(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = readWaiting()
      .catch((error: unknown) => {
        // The store or the mailbox did not answer: nothing was marked read; try again later.
        logger.warn(
          { err: { message: (error as Error).message } },
          "reply mailbox: read failed, trying again",
        );
        retryMs = Math.min(retryMs * 2, 60_000);
        const broken = client;
        client = undefined;
        void broken?.logout().catch(() => broken.close());
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void sweep();
        } else {
          later(mailboxSweepMs);
          // Listen for new mail now (imapflow would wait 15 s before it idles of its own accord).
          void client?.idle().catch(() => {});
        }
      });
    return running;
  }

  void sweep();
  return {
    sweep,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await client?.logout().catch(() => client?.close());
    },
  };
}
