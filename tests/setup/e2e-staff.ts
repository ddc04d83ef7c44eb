/**
 * The browser tests' staff accounts (tests/utils/staff.ts), made before the
 * server starts, with the staff CLI's own commands (`npm run users -- add`,
 * `email`, `profile`) run one after another in this one process: one Node
 * start and one store opening instead of one per account.
 */
import { runUsers } from "../../scripts/users.ts";
import { staffAccounts, staffEmails, staffProfiles } from "../utils/staff.ts";

const commands: string[][] = [
  ...staffAccounts.map(([name, role]) => ["add", name, role]),
  ...staffEmails.map(([name, address]) => ["email", name, address]),
  ...staffProfiles.map(([name, shown, credential]) => [
    "profile",
    name,
    "--name",
    shown,
    "--credential",
    credential,
  ]),
];

for (const args of commands) {
  const code = await runUsers(args, {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  if (code !== 0) {
    console.error(`users ${args.join(" ")} failed`);
    process.exit(code);
  }
}
