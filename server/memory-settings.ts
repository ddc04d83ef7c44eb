/**
 * Settings of the process itself that keep the server's memory small (issue
 * 31, measured with `npm run bench:memory`), which glibc and V8 read only
 * as a process starts, so no code can set them later:
 *
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates its own
 *   malloc arena, up to eight per core, and an arena keeps what was freed in
 *   it. libuv's four threads, V8's and libvips's each filled one, and four
 *   image uploads left 300 MB resident that nothing used.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: blocks of 128 KB and more come straight
 *   from the kernel and go back to it when freed. Without it glibc raises
 *   that threshold (up to 32 MB) each time such a block is freed, so a
 *   decoded image's buffers end up in an arena and stay there.
 * - `--max-semi-space-size=8`: V8's young generation, where almost
 *   everything a request allocates dies, may grow to 8 MB semi-spaces and no
 *   further (by default it grew to 64 MB under load and stayed that size).
 * - `--heap-growing-percent=20`: after a full collection the old generation
 *   may grow by a fifth of what is live before the next, instead of V8's
 *   default factor of up to four (it held 80-120 MB after the load, of which
 *   30 MB was live).
 *   Together: 165-170 MB after the whole bench, and lead writes at 2,900-3,200
 *   a second on SQLite. `--optimize-for-size` holds 20-25 MB less but keeps a
 *   1 MB young generation and V8's memory-saver collector, which cost the write
 *   path about 45 % (the bench measures it beside: "V8 for size").
 * - `--v8-pool-size=1`: one helper thread for V8's collector instead of four.
 *   The server runs on one core; four helpers marking the old generation at
 *   once took that core from the event loop in turns, and the write case's
 *   slowest requests came in bursts at each full collection (p99 about 55
 *   ms with four, 35-45 with one). The marking then finishes later and the
 *   heap holds 10-20 MB more, which fits since the server bundle and the
 *   libraries it loads at start were cut down (docs/benchmarks.md).
 * - `--expose-gc`: gives the process V8's `gc()`, which an image job calls
 *   before it decodes (server/services/images.ts), so that the garbage a
 *   load left in the heap is not resident beside the encoder's buffers.
 *
 * What the operator set already (in the environment, in NODE_OPTIONS or on
 * the command line) is kept; an operator who asks for `--optimize-for-size`
 * gets none of the V8 settings above, which would undo part of it.
 */

/** glibc's malloc settings, read from the environment at start. */
export const mallocEnvironment: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
};

/** V8's settings, read from the command line and NODE_OPTIONS at start. */
export const v8Flags: readonly string[] = [
  "--max-semi-space-size=8",
  "--heap-growing-percent=20",
  "--v8-pool-size=1",
  "--expose-gc",
];

/**
 * A flag's name as V8 reads it: `--optimize_for_size`, `--optimize-for-size`
 * and `--no-optimize-for-size` are all about the same one.
 */
const flagName = (arg: string) =>
  (arg.replace(/^--?/, "").split("=")[0] ?? "").replaceAll("_", "-").replace(/^no-/, "");

/**
 * What a process started with `env` and `execArgv` lacks of the settings
 * above, leaving out what the operator chose; null when it lacks nothing.
 */
export function missingMemorySettings(
  env: Readonly<Record<string, string | undefined>>,
  execArgv: readonly string[],
): { env: Record<string, string>; flags: string[] } | null {
  const missingEnv = Object.fromEntries(
    Object.entries(mallocEnvironment).filter(([name]) => env[name] === undefined),
  );
  const args = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)];
  const given = new Set(args.map(flagName));
  const forSize = args.some((arg) => /^--optimize[-_]for[-_]size$/.test(arg));
  const flags = forSize ? [] : v8Flags.filter((flag) => !given.has(flagName(flag)));
  return Object.keys(missingEnv).length > 0 || flags.length > 0 ? { env: missingEnv, flags } : null;
}

/**
 * Makes sure this process runs with the settings above: when it started
 * without them, it replaces itself with the same command that has them
 * (`process.execve`: the same process id, so a service manager or a script
 * that started it sees no difference, at the cost of one more bootstrap of
 * Node before the app loads; deploy/anvaya.service gives them itself, so the
 * service is spared it). Call it first, before anything is opened or started.
 * Where `process.execve` is missing (Windows), the process goes on as it is.
 */
export function applyMemorySettings(): void {
  const missing = missingMemorySettings(process.env, process.execArgv);
  if (missing && typeof process.execve === "function") replaceWith(process.argv[1] ?? "", missing);
}

/**
 * Replaces this process with `script` (`process.execve`: the same process
 * id, its arguments and environment), given the settings above that it
 * lacks; false where `process.execve` is missing (Windows), and nothing
 * was done.
 */
export function handOverTo(script: string): boolean {
  if (typeof process.execve !== "function") return false;
  replaceWith(script, missingMemorySettings(process.env, process.execArgv));
  return true;
}

/** `node <missing flags> <this process's flags> script <this process's arguments>`, with the missing environment. */
function replaceWith(script: string, missing: { env: Record<string, string>; flags: string[] } | null): void {
  // Its callers have checked that `process.execve` is there.
  process.execve?.(
    process.execPath,
    [process.execPath, ...(missing?.flags ?? []), ...process.execArgv, script, ...process.argv.slice(2)],
    { ...process.env, ...missing?.env } as Record<string, string>,
  );
}
