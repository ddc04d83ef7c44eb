import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";

/** Debian's dovecot-imapd (scripts/ensure.sh installs it for `npm test`). */
export const dovecotBinary = "/usr/sbin/dovecot";
export const hasDovecot = () => existsSync(dovecotBinary);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ImapServer = {
  /** `imap://replies:password@127.0.0.1:PORT/INBOX`, as IMAP_URL takes it. */
  url: string;
  /** Writes a raw message into the mailbox as a mail client does (IMAP APPEND), unread. */
  append(raw: string | Buffer): Promise<void>;
  /** The UIDs of the messages not yet marked \Seen. */
  unseen(): Promise<number[]>;
  stop(): Promise<void>;
};

/**
 * A real IMAP server for one test file: Dovecot in the foreground with a
 * configuration of its own in a temporary folder (its own port, one user
 * "replies", a Maildir), nothing of the machine's own Dovecot touched.
 */
export async function startImapServer(): Promise<ImapServer> {
  if (!hasDovecot()) {
    throw new Error(
      `${dovecotBinary} is missing: \`sh scripts/ensure.sh mailbox\` installs it (\`npm test\` does).`,
    );
  }
  const root = mkdtempSync(join(tmpdir(), "anvaya-imap-"));
  chmodSync(root, 0o755);
  const port = await freePort();
  const password = "imap-test-password";
  const me = userInfo();
  // Dovecot keeps no mail as root: as root, the mailbox belongs to nobody (65534).
  const [uid, gid] = me.uid === 0 ? [65_534, 65_534] : [me.uid, me.gid];
  const username = me.username;
  for (const dir of ["run", "state", "home"]) mkdirSync(join(root, dir), { recursive: true });
  if (me.uid === 0) chownSync(join(root, "home"), uid, gid);
  writeFileSync(
    join(root, "users"),
    `replies:{PLAIN}${password}:${uid}:${gid}::${join(root, "home", "replies")}\n`,
  );
  writeFileSync(
    join(root, "dovecot.conf"),
    [
      `base_dir = ${join(root, "run")}`,
      `state_dir = ${join(root, "state")}`,
      `log_path = ${join(root, "dovecot.log")}`,
      "protocols = imap",
      "listen = 127.0.0.1",
      "ssl = no",
      "disable_plaintext_auth = no",
      "auth_mechanisms = plain login",
      `default_login_user = ${username === "root" ? "dovenull" : username}`,
      `default_internal_user = ${username === "root" ? "dovecot" : username}`,
      "first_valid_uid = 0",
      `mail_location = maildir:${join(root, "home", "%u", "Maildir")}`,
      "passdb {",
      "  driver = passwd-file",
      `  args = scheme=PLAIN username_format=%u ${join(root, "users")}`,
      "}",
      "userdb {",
      "  driver = passwd-file",
      `  args = username_format=%u ${join(root, "users")}`,
      "}",
      "service imap-login {",
      "  inet_listener imap {",
      "    address = 127.0.0.1",
      `    port = ${port}`,
      "  }",
      "  inet_listener imaps {",
      "    port = 0",
      "  }",
      "}",
      "service anvil {",
      "  chroot =",
      "}",
      "service imap-login {",
      "  chroot =",
      "}",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(dovecotBinary, ["-F", "-c", join(root, "dovecot.conf")], {
    stdio: "ignore",
  });
  const url = `imap://replies:${password}@127.0.0.1:${port}/INBOX`;
  const client = () =>
    new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user: "replies", pass: password },
      logger: false,
    });
  // Ready once it takes a sign-in.
  const started = Date.now();
  for (;;) {
    const probe = client();
    try {
      await probe.connect();
      await probe.logout();
      break;
    } catch (error) {
      if (Date.now() - started > 20_000) {
        child.kill();
        let log = "";
        try {
          log = execFileSync("tail", ["-20", join(root, "dovecot.log")]).toString();
        } catch {}
        throw new Error(`Dovecot did not start: ${(error as Error).message}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    async append(raw) {
      const writer = client();
      await writer.connect();
      try {
        await writer.append("INBOX", raw);
      } finally {
        await writer.logout();
      }
    },
    async unseen() {
      const reader = client();
      await reader.connect();
      try {
        await reader.mailboxOpen("INBOX", { readOnly: true });
        return (await reader.search({ seen: false }, { uid: true })) || [];
      } finally {
        await reader.logout();
      }
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
