/**
 * The built server (`node server/main.ts`) as a child process on a free
 * loopback port, for the fault trials: killed, stopped and restarted on the
 * same store while clients load it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../scripts/serve-build.ts";

export const adminUsername = "faults-admin";
export const adminPassword = "a long faults admin password";

export type StoreTarget = { dataDir: string; url?: string };

export type RunningServer = {
  origin: string;
  /** The site's own address (SITE_URL): the origin, or the same port under the host asked for. */
  site: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** What the server wrote to stderr, for a failure's message. */
  errors: () => string;
};

// Servers a failed trial left running end with the test process.
const live = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/** Starts the built server on `store` and waits until it answers /healthz. */
export async function startServer(
  store: StoreTarget,
  env: Record<string, string> = {},
  /** The host the site is reached at: "localhost" where the browser needs a name, not an address (passkeys). */
  options: {
    siteHost?: string;
    cwd?: string;
    /** Told of the process as soon as it is spawned, before it answers (a trial that kills it mid-start), and of its exit. */
    spawned?: (child: ChildProcess, exited: RunningServer["exited"]) => void;
  } = {},
): Promise<RunningServer> {
  // A port found free can be taken before the server binds it (by a client's
  // connection of a trial beside this one): then the server ends at once with
  // EADDRINUSE, and it starts again on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(store, env, options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(
  store: StoreTarget,
  env: Record<string, string>,
  options: Parameters<typeof startServer>[2] = {},
): Promise<RunningServer> {
  const port = await freePort();
  const siteUrl = `http://${options.siteHost ?? "127.0.0.1"}:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    // Another release's code, when given: the server reads its build from its working directory.
    cwd: options.cwd,
    env: {
      ...process.env,
      // Unset, as a deployment leaves it (the server's default, production,
      // applies), rather than the test runner's own `test`.
      NODE_ENV: undefined,
      PORT: String(port),
      SITE_URL: siteUrl,
      HOST: "127.0.0.1",
      DATA_DIR: store.dataDir,
      ...(store.url ? { DATABASE_URL: store.url } : {}),
      // The trials give each client its own X-Forwarded-For, as a proxy would.
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      SEED_SAMPLE_CONTENT: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  live.add(child);
  child.once("exit", () => live.delete(child));
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  options.spawned?.(child, exited);
  const closed = new Promise((resolve) => child.once("close", resolve));
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const site = siteUrl;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, site, child, exited, errors: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  // Its last words may come after its exit.
  await closed;
  if (child.exitCode !== null && stderr.includes("EADDRINUSE")) throw new PortTaken(stderr);
  throw new Error(`the server did not start:\n${stderr}`);
}

let addresses = 0;
/** A client address of its own for X-Forwarded-For, so that no rate limit couples two requests. */
export function freshAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
}

/** Signs the trials' admin in to an area and returns its Cookie header. */
export async function signInAdmin(origin: string, area: "blog" | "leads"): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
    body: JSON.stringify({ username: adminUsername, password: adminPassword, area }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The built server on a fresh, migrated store of its own; `stop()` ends the server and removes the store. */
export async function serveFreshStore(dialect: "sqlite" | "postgres" = "sqlite") {
  const { createTestStore } = await import("#tests/utils/test-db.ts");
  const store = await createTestStore(dialect);
  // The server owns the store from now on.
  await store.close();
  const server = await startServer(store);
  return {
    server,
    store,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      await store.destroy();
    },
  };
}
