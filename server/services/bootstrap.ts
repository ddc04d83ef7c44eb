import type { Logger } from "#server/logger.ts";
import type { AuthService } from "./auth.ts";
import { randomPassword } from "./passwords.ts";

/**
 * At start: ADMIN_USERNAME + ADMIN_PASSWORD create that admin or reset its
 * password. With no user at all and neither set, an `admin` with a random
 * password is created and the password is shown once, on the console (not
 * in the JSON log), for the person starting the server.
 */
export async function ensureAdmin(
  auth: AuthService,
  admin: { username?: string; password?: string },
  logger: Logger,
  announce: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<void> {
  if (admin.username && admin.password) {
    const outcome = await auth.upsertUser(admin.username, admin.password, "admin");
    logger.info({ outcome }, "admin account from ADMIN_USERNAME/ADMIN_PASSWORD");
    return;
  }
  if ((await auth.countUsers()) > 0) return;
  const password = randomPassword();
  await auth.upsertUser("admin", password, "admin");
  logger.warn("no staff accounts existed: created `admin` with a one-time password (see the console)");
  announce(
    `\n  A staff account was created: username "admin", password "${password}"\n  It is shown only now. Change it with: npm run users -- reset-password admin\n`,
  );
}
