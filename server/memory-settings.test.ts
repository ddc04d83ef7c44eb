import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { mallocEnvironment, missingMemorySettings, v8Flags } from "./memory-settings.ts";

const run = promisify(execFile);

describe("the process's memory settings", () => {
  it("names what a process started without them lacks", () => {
    expect(missingMemorySettings({}, [])).toEqual({ env: { ...mallocEnvironment }, flags: [...v8Flags] });
    const all = { ...mallocEnvironment };
    expect(missingMemorySettings(all, v8Flags)).toBeNull();
    expect(missingMemorySettings({ MALLOC_ARENA_MAX: "2" }, v8Flags)).toEqual({
      env: { MALLOC_MMAP_THRESHOLD_: "131072" },
      flags: [],
    });
  });

  it("keeps what the operator chose, however V8's flags are spelled or passed", () => {
    expect(missingMemorySettings({ ...mallocEnvironment, MALLOC_ARENA_MAX: "8" }, v8Flags)).toBeNull();
    const spelled = v8Flags.map((flag) => flag.replaceAll("-", "_").replace(/^__/, "--"));
    expect(missingMemorySettings(mallocEnvironment, spelled)).toBeNull();
    expect(missingMemorySettings({ ...mallocEnvironment, NODE_OPTIONS: spelled.join(" ") }, [])).toBeNull();
    const declined = v8Flags.map((flag) => flag.replace(/^--/, "--no-"));
    expect(missingMemorySettings(mallocEnvironment, declined)).toBeNull();
    // Asking for V8's smallest footprint takes none of ours, which would undo part of it.
    expect(missingMemorySettings(mallocEnvironment, ["--optimize-for-size"])).toBeNull();
    expect(
      missingMemorySettings({ ...mallocEnvironment, NODE_OPTIONS: "--optimize_for_size" }, []),
    ).toBeNull();
    expect(missingMemorySettings(mallocEnvironment, ["--no-optimize-for-size"])?.flags).toEqual([...v8Flags]);
  });

  it("are given by the systemd unit itself, so that the service starts once", () => {
    const unit = readFileSync(join(import.meta.dirname, "../deploy/anvaya.service"), "utf8");
    const env = Object.fromEntries(
      [...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
    );
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1]?.split(/\s+/) ?? [];
    const nodeArgs = execStart.slice(1, execStart.indexOf("server/main.ts"));
    expect(execStart).toContain("server/main.ts");
    expect(missingMemorySettings(env, nodeArgs)).toBeNull();
    for (const [name, value] of Object.entries(mallocEnvironment)) expect(env[name]).toBe(value);
  });

  describe("in a real process", () => {
    const dir = mkdtempSync(join(tmpdir(), "anvaya-memory-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const script = join(dir, "probe.mjs");
    writeFileSync(
      script,
      `import { applyMemorySettings } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, "memory-settings.ts")).href)};
applyMemorySettings();
const env = Object.fromEntries(Object.keys(${JSON.stringify(mallocEnvironment)}).map((name) => [name, process.env[name]]));
console.log(JSON.stringify({ pid: process.pid, env, execArgv: process.execArgv, argv: process.argv.slice(2) }));
`,
    );
    const cleanEnv = () => {
      const env: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: undefined };
      for (const name of Object.keys(mallocEnvironment)) delete env[name];
      return env;
    };

    it("starts itself over with them, as the same process with the same arguments", async () => {
      const running = run(process.execPath, [script, "--some", "argument"], { env: cleanEnv() });
      const seen = JSON.parse((await running).stdout) as {
        pid: number;
        env: Record<string, string>;
        execArgv: string[];
        argv: string[];
      };
      expect(seen.pid).toBe(running.child.pid);
      expect(seen.env).toEqual(mallocEnvironment);
      expect(seen.execArgv).toEqual(expect.arrayContaining([...v8Flags]));
      expect(seen.argv).toEqual(["--some", "argument"]);
    });

    it("leaves a process that has them, or the operator's own values, as it is", async () => {
      const { stdout } = await run(process.execPath, [...v8Flags, script], {
        env: { ...cleanEnv(), ...mallocEnvironment, MALLOC_ARENA_MAX: "4" },
      });
      const seen = JSON.parse(stdout) as { env: Record<string, string>; execArgv: string[] };
      expect(seen.env.MALLOC_ARENA_MAX).toBe("4");
      expect(seen.execArgv).toEqual([...v8Flags]);
    });
  });
});
