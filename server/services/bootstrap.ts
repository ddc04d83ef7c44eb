import { mkdir, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Logger } from "#server/logger.ts";
import { randomPassword } from "./passwords.ts";
import type { StaffAccountService } from "./staff-account.ts";

/** The account made when a store has none. */
export const initialAdminUsername = "admin";

/** The file in DATA_DIR that keeps the first admin's password, readable by the owner only. */
export const initialPasswordFileName = "initial-admin-password";

/** The password file's absolute path, as the log and `npm run users` name it. */
export const initialPasswordFile = (dataDir: string) => resolve(dataDir, initialPasswordFileName);

/**
 * Removes the first admin's password file, once that password no longer
 * holds (`npm run users -- reset-password admin` or `remove admin`, or
 * ADMIN_USERNAME=admin with ADMIN_PASSWORD). Answers whether there was one.
 */
export async function forgetInitialPassword(dataDir: string): Promise<boolean> {
  const path = initialPasswordFile(dataDir);
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Where the password may be shown: a terminal, never a log a service manager keeps. */
export type Terminal = { isTTY?: boolean; write(text: string): unknown };

/**
 * At start: ADMIN_USERNAME + ADMIN_PASSWORD create that admin or reset its
 * password. With no user at all and neither set, an `admin` with a random
 * password is created. The password never enters the log: it is written to
 * `DATA_DIR/initial-admin-password` (mode 0600, the owner alone reads it),
 * and shown on the terminal too when stdout is one; the log says where it
 * is. The file goes once the password is changed or the account removed
 * (`npm run users`).
 */
export async function ensureAdmin(
  accounts: StaffAccountService,
  admin: { username?: string; password?: string },
  logger: Logger,
  options: { dataDir?: string; terminal?: Terminal } = {},
): Promise<void> {
  const { dataDir, terminal = process.stdout } = options;
  if (admin.username && admin.password) {
    const outcome = await accounts.upsertUser(admin.username, admin.password, "admin");
    logger.info({ outcome }, "admin account from ADMIN_USERNAME/ADMIN_PASSWORD");
    if (admin.username === initialAdminUsername && dataDir && (await forgetInitialPassword(dataDir))) {
      logger.info(
        { file: initialPasswordFile(dataDir) },
        "removed the first admin's password file: it no longer holds",
      );
    }
    return;
  }
  if ((await accounts.countUsers()) > 0) return;
  const password = randomPassword();
  const shown = terminal.isTTY === true;
  const file = dataDir && (await keep(dataDir, password, logger));
  try {
    await accounts.upsertUser(initialAdminUsername, password, "admin");
  } catch (error) {
    if (file && dataDir) await forgetInitialPassword(dataDir);
    throw error;
  }
  const change = `npm run users -- reset-password ${initialAdminUsername}`;
  if (file) {
    logger.warn(
      { username: initialAdminUsername, passwordFile: file },
      `no staff account existed: created \`${initialAdminUsername}\`, its password is in ${file} (readable by its owner only)`,
    );
  } else {
    logger.warn(
      { username: initialAdminUsername },
      shown
        ? `no staff account existed: created \`${initialAdminUsername}\`, its password is shown on the terminal only`
        : `no staff account existed: created \`${initialAdminUsername}\`, but its password is kept nowhere: give it one with ${change}`,
    );
  }
  if (shown) {
    terminal.write(
      `\n  A staff account was created: username "${initialAdminUsername}", password "${password}"\n` +
        (file ? `  It is also in ${file} until it is changed.\n` : "  It is shown only now.\n") +
        `  Change it with: ${change}\n\n`,
    );
  }
}

/**
 * Writes the password to DATA_DIR/initial-admin-password, created now with
 * mode 0600 (whatever stood there is removed first). Answers the file, or
 * undefined when it could not be written (said in the log, without the password).
 */
async function keep(dataDir: string, password: string, logger: Logger): Promise<string | undefined> {
  const file = initialPasswordFile(dataDir);
  try {
    await forgetInitialPassword(dataDir);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
    return file;
  } catch (error) {
    logger.error(
      { file, code: (error as NodeJS.ErrnoException).code },
      "could not write the first admin's password file",
    );
    return undefined;
  }
}
