/**
 * `npm run users -- <command>`: manage staff accounts on the configured store
 * (DATA_DIR or DATABASE_URL, as the server reads them).
 *   add <username> <role> [--name "Dr Asha Rao"] [--credential "M.Phil Clinical Psychology, RCI A12345"]
 *                                role: blog | leads | admin | writer | clinician; asks for the password
 *   profile <username> [--name TEXT|-] [--credential TEXT|-]
 *                                how an article names the account when it reviewed it; - clears
 *   reset-password <username>    asks for the new password
 *   email <username> <address|->  where a lead assigned to it is announced; - clears it
 *   reset-2fa <username>         takes off the account's authenticator app, recovery codes and
 *                                passkeys and ends its sessions (for whoever lost every factor)
 *   list                         each account's name, role and address (if any)
 *   remove <username>
 * The password is read from the terminal without echo, or from the
 * USER_PASSWORD environment variable when there is no terminal (scripts, CI).
 * A new password for `admin`, or its removal, also removes the file the
 * server kept its first password in (DATA_DIR/initial-admin-password).
 *
 * `runUsers` is the whole command, callable in-process (scripts/users.test.ts
 * does); run as a file (`node scripts/users.ts …`), it works on this process.
 */
import { createInterface } from "node:readline";
import { type StaffRole, staffRoles } from "#common/constants.ts";
import { loadConfig, loadEnvFile } from "#server/config.ts";
import { createStore } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import {
  forgetInitialPassword,
  initialAdminUsername,
  initialPasswordFile,
} from "#server/services/bootstrap.ts";
import { createServices } from "#server/services/index.ts";

export type UsersIo = {
  /** The environment to read: the store's settings (as the server reads them) and USER_PASSWORD. */
  env: Record<string, string | undefined>;
  /** Receives each line of output. */
  out: (line: string) => void;
  /** Receives each error message. */
  err: (line: string) => void;
  /** Asks for a password without echo; absent when there is no terminal. */
  askPassword?: (prompt: string) => Promise<string>;
};

const commandsHelp =
  "Commands: add <username> <role> [--name TEXT] [--credential TEXT] | profile <username> [--name TEXT|-] [--credential TEXT|-] | reset-password <username> | reset-2fa <username> | email <username> <address|-> | list | remove <username>";

/** `--name` and `--credential` and their values, taken out of the arguments; "-" clears. */
function profileOptions(args: readonly string[]) {
  const rest: string[] = [];
  const profile: { displayName?: string | null; credential?: string | null } = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === "--name" || flag === "--credential") {
      const value = inline ?? args[++i];
      if (value === undefined) return { error: `${flag} needs a value (or - to clear it).` };
      const key = flag === "--name" ? "displayName" : "credential";
      profile[key] = value === "-" ? null : value;
    } else {
      rest.push(arg);
    }
  }
  return { rest, profile };
}

/** Runs one command of the CLI and answers its exit code: 0 done, 1 refused or failed. */
export async function runUsers(givenArgs: readonly string[], io: UsersIo): Promise<number> {
  const options = profileOptions(givenArgs);
  if (options.error !== undefined) {
    io.err(options.error);
    return 1;
  }
  const { rest: args, profile } = options;
  const hasProfile = profile.displayName !== undefined || profile.credential !== undefined;
  const [command, username, role] = args;
  // For `email`, the third word is the address.
  const address = role;
  const password = (prompt: string): Promise<string> => {
    if (io.env.USER_PASSWORD) return Promise.resolve(io.env.USER_PASSWORD);
    if (!io.askPassword) throw new Error("No terminal to ask for a password: set USER_PASSWORD.");
    return io.askPassword(prompt);
  };
  const fail = (message: string) => {
    io.err(message);
    return 1;
  };

  // Usage errors are found before the store is opened (or created).
  switch (command) {
    case "add":
      if (!username || !staffRoles.includes(role as StaffRole)) {
        return fail(`Usage: npm run users -- add <username> <${staffRoles.join("|")}>`);
      }
      break;
    case "profile":
      if (!username || !hasProfile) {
        return fail(
          'Usage: npm run users -- profile <username> [--name "Dr Asha Rao"|-] [--credential "…"|-]',
        );
      }
      break;
    case "reset-password":
      if (!username) return fail("Usage: npm run users -- reset-password <username>");
      break;
    case "remove":
      if (!username) return fail("Usage: npm run users -- remove <username>");
      break;
    case "reset-2fa":
      if (!username) return fail("Usage: npm run users -- reset-2fa <username>");
      break;
    case "email":
      if (!username || !address) return fail("Usage: npm run users -- email <username> <address|->");
      break;
    case "list":
      break;
    default:
      return fail(commandsHelp);
  }

  let store: ReturnType<typeof createStore> | undefined;
  try {
    const config = loadConfig(io.env);
    store = createStore({ url: config.db.url, dataDir: config.dataDir });
    await migrateToLatest(store.db);
    const { account } = createServices(store);
    // The first admin's password file goes once that password no longer holds.
    const forgetFirstPassword = async () => {
      if (username !== initialAdminUsername) return;
      if (await forgetInitialPassword(config.dataDir)) {
        io.out(`removed ${initialPasswordFile(config.dataDir)}: the password it held no longer works`);
      }
    };
    if (command === "add" && username) {
      const outcome = await account.upsertUser(username, await password("Password: "), role as StaffRole);
      io.out(`${username}: ${outcome} (${role})`);
      if (hasProfile) await account.setProfile(username, profile);
      if (outcome === "updated") await forgetFirstPassword();
    } else if (command === "profile" && username) {
      await account.setProfile(username, profile);
      io.out(`${username}: profile saved`);
    } else if (command === "reset-password" && username) {
      await account.resetPassword(username, await password("New password: "));
      io.out(`${username}: password changed`);
      await forgetFirstPassword();
    } else if (command === "email" && username && address) {
      await account.setEmail(username, address === "-" ? null : address);
      io.out(address === "-" ? `${username}: no address` : `${username}: mail goes to ${address}`);
    } else if (command === "reset-2fa" && username) {
      await account.resetSecondFactors(username);
      io.out(
        `${username}: authenticator app, recovery codes and passkeys removed, sessions ended; sign in with the password and set up a second factor again`,
      );
    } else if (command === "remove" && username) {
      const removed = await account.removeUser(username);
      io.out(removed ? `${username}: removed` : `${username}: no such user`);
      if (removed) await forgetFirstPassword();
    } else {
      for (const user of await account.listUsers()) {
        const profileLine = [user.displayName, user.credential].filter(Boolean).join(", ");
        io.out(
          [
            user.username,
            user.role,
            ...(user.email ? [user.email] : []),
            ...(profileLine ? [profileLine] : []),
            ...(user.deactivated ? ["deactivated"] : []),
          ].join("\t"),
        );
      }
    }
    return 0;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  } finally {
    await store?.close();
  }
}

/** Reads a line from the terminal without echoing it. */
async function askPasswordOnTerminal(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write(prompt);
  output._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

if (import.meta.main) {
  loadEnvFile();
  process.exitCode = await runUsers(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    askPassword: process.stdin.isTTY ? askPasswordOnTerminal : undefined,
  });
}
