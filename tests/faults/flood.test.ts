import { afterAll, describe, expect, it } from "vitest";
import { freshAddress, serveFreshStore } from "./server.ts";

/**
 * Sign-ins hash passwords with scrypt on libuv's thread pool, which file
 * reads and compression share; a flood of them once held pages for tens of
 * seconds. The server's own cost (N = 2^15) applies here.
 */
describe("a flood of sign-ins", () => {
  let served: Awaited<ReturnType<typeof serveFreshStore>> | undefined;
  afterAll(async () => {
    await served?.stop();
  });

  it("leaves the pages answering within a second", async () => {
    served = await serveFreshStore();
    const { server } = served;
    const guess = (i: number) =>
      fetch(`${server.origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
        body: JSON.stringify({ username: `flood-${i}`, password: "a guess", area: "blog" }),
      })
        .then((response) => response.status)
        .catch(() => 0);
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${server.origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      return { path, status: response.status, ms: performance.now() - started };
    };

    // Warm both pages once, as a visitor before the flood would have.
    await timed("/");
    await timed("/resources/blogs");
    const statuses: number[] = [];
    const pages: { path: string; status: number; ms: number }[] = [];
    for (let wave = 0; wave < 4; wave += 1) {
      const flood = Promise.all(Array.from({ length: 100 }, (_, i) => guess(wave * 100 + i)));
      pages.push(await timed("/"), await timed("/resources/blogs"));
      statuses.push(...(await flood));
    }
    // Every guess got an answer: checked (401) or refused at once (429).
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(200);
    expect(pages.filter((p) => p.status !== 200)).toEqual([]);
    expect(pages.filter((p) => p.ms > 1000)).toEqual([]);
  });
});
