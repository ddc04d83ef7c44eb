import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { mallocEnvironment, v8Flags } from "./memory-settings.ts";

const run = promisify(execFile);
const main = resolve(import.meta.dirname, "main.ts");

/** The environment without the memory settings, as a shell that sets none starts `npm start`. */
function cleanEnv(buildDir: string): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: undefined,
    BUILD_DIR: buildDir,
  };
  for (const name of Object.keys(mallocEnvironment)) delete env[name];
  return env;
}

describe("server/main.ts (npm start)", () => {
  const dir = mkdtempSync(join(tmpdir(), "anvaya-main-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("hands over to the build's launcher in the same process, with its arguments and the memory settings", async () => {
    const build = join(dir, "build");
    mkdirSync(build);
    // A launcher that says what it was started with, in place of the bundled one.
    writeFileSync(
      join(build, "launch.js"),
      `const env = Object.fromEntries(Object.keys(${JSON.stringify(mallocEnvironment)}).map((name) => [name, process.env[name]]));
console.log(JSON.stringify({ pid: process.pid, env, execArgv: process.execArgv, argv: process.argv.slice(1) }));
`,
    );
    const running = run(process.execPath, [main, "--some", "argument"], { cwd: dir, env: cleanEnv(build) });
    const seen = JSON.parse((await running).stdout) as {
      pid: number;
      env: Record<string, string>;
      execArgv: string[];
      argv: string[];
    };
    expect(seen.pid).toBe(running.child.pid);
    expect(seen.argv).toEqual([join(build, "launch.js"), "--some", "argument"]);
    expect(seen.env).toEqual(mallocEnvironment);
    expect(seen.execArgv).toEqual(expect.arrayContaining([...v8Flags]));
  });

  it("says how to build when the build folder has no launcher", async () => {
    const empty = join(dir, "empty");
    mkdirSync(empty);
    const failed = await run(process.execPath, [main], { cwd: dir, env: cleanEnv(empty) }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect("code" in failed && failed.code).toBe(1);
    expect("stderr" in failed && failed.stderr).toContain(
      "run `npm start` (it builds) or `npm run build` first",
    );
  });
});
