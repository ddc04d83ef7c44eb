/**
 * `npm run users -- <command>`: manage staff accounts on the configured store
 * (DATA_DIR or DATABASE_URL, as the server reads them).
 *   add <username> <role>        role: blog | leads | admin; asks for the password
 *   reset-password <username>    asks for the new password
 *   list
 *   remove <username>
 * The password is read from the terminal without echo, or from the
 * USER_PASSWORD environment variable when there is no terminal (scripts, CI).
 */
import { createInterface } from "node:readline";
import { staffRoles, type StaffRole } from "#common/constants.ts";
import { loadConfig } from "#server/config.ts";
import { createStore } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createServices } from "#server/services/index.ts";

async function askPassword(prompt: string): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  if (!process.stdin.isTTY) throw new Error("No terminal to ask for a password: set USER_PASSWORD.");
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write(prompt);
  output._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const [command, username, role] = process.argv.slice(2);
const config = loadConfig();
const store = createStore({ url: config.db.url, dataDir: config.dataDir });
try {
  await migrateToLatest(store.db);
  const { auth } = createServices(store);
  switch (command) {
    case "add": {
      if (!username || !staffRoles.includes(role as StaffRole)) {
        throw new Error(`Usage: npm run users -- add <username> <${staffRoles.join("|")}>`);
      }
      const outcome = await auth.upsertUser(username, await askPassword("Password: "), role as StaffRole);
      console.log(`${username}: ${outcome} (${role})`);
      break;
    }
    case "reset-password": {
      if (!username) throw new Error("Usage: npm run users -- reset-password <username>");
      await auth.resetPassword(username, await askPassword("New password: "));
      console.log(`${username}: password changed`);
      break;
    }
    case "list": {
      for (const user of await auth.listUsers()) console.log(`${user.username}\t${user.role}`);
      break;
    }
    case "remove": {
      if (!username) throw new Error("Usage: npm run users -- remove <username>");
      console.log((await auth.removeUser(username)) ? `${username}: removed` : `${username}: no such user`);
      break;
    }
    default:
      throw new Error(
        "Commands: add <username> <role> | reset-password <username> | list | remove <username>",
      );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
}
