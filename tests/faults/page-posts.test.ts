import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequestLimits } from "#common/constants.ts";
import { freshAddress, serveFreshStore } from "./server.ts";

/*
 * The pages' own form posts (the forms without JavaScript) once read any
 * body: 100 MB was taken, the process grew by 400 MB and kept it, and an
 * over-long field came back in the page. Now each page reads at most its
 * limit, answers 413 to more (and the client reads it), 415 to what no form
 * sends, 400 to a form that does not parse, and shows back no more of a
 * field than the field allows.
 */
const rss = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;

describe("the pages' form posts", () => {
  let served: Awaited<ReturnType<typeof serveFreshStore>>;
  beforeAll(async () => {
    served = await serveFreshStore();
  });
  afterAll(async () => {
    await served?.stop();
  });

  const post = async (path: string, body: BodyInit, type?: string) => {
    const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
    if (type) headers["content-type"] = type;
    try {
      const response = await fetch(`${served.server.origin}${path}`, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { status: 0, text: String((error as { cause?: unknown }).cause ?? error) };
    }
  };

  it.each(["/request-a-demo", "/contact-us", "/coming-soon"])(
    "%s answers an over-long body with a 413 the client reads, and keeps no memory of it",
    async (path) => {
      const pid = served.server.child.pid ?? 0;
      const before = rss(pid);
      const statuses: number[] = [];
      for (const size of [1, 20]) {
        const big = `message=${"a".repeat(size * 1024 * 1024)}`;
        for (let i = 0; i < 20; i += 1) {
          statuses.push((await post(path, big, "application/x-www-form-urlencoded")).status);
        }
      }
      expect(statuses.filter((s) => s !== 413)).toEqual([]);
      // 40 bodies of up to 20 MB went through; none was kept.
      expect(rss(pid) - before).toBeLessThan(100 * 1024 * 1024);
    },
  );

  it.each(["/request-a-demo", "/contact-us", "/coming-soon"])(
    "%s refuses what no form sends: 415, or 400 for a form that does not parse",
    async (path) => {
      expect((await post(path, JSON.stringify({ email: "a@b.in" }), "application/json")).status).toBe(415);
      expect((await post(path, "email=a@b.in", "text/plain")).status).toBe(415);
      expect((await post(path, "email=a@b.in")).status).toBe(415);
      const broken = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in\r\n';
      expect((await post(path, broken, "multipart/form-data; boundary=x")).status).toBe(400);
      expect((await post(path, "--x--", "multipart/form-data")).status).toBe(400);
    },
  );

  it("shows back no more of a field than the field allows", async () => {
    const form = new URLSearchParams({
      fullName: "N".repeat(5000),
      workEmail: "not an email",
      message: "M".repeat(20_000),
      unknownField: "U".repeat(3000),
    });
    const { status, text } = await post(
      "/request-a-demo",
      form.toString(),
      "application/x-www-form-urlencoded",
    );
    expect(status).toBe(400);
    expect(text).toContain("N".repeat(demoRequestLimits.fullName));
    expect(text).not.toContain("N".repeat(demoRequestLimits.fullName + 1));
    expect(text).not.toContain("M".repeat(demoRequestLimits.message + 1));
    expect(text).not.toContain("U".repeat(100));
  });
});
