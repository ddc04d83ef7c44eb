import { describe, expect, it } from "vitest";
import { hashPassword, maxConcurrentHashes, passwordWork, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it(`runs at most ${maxConcurrentHashes} hashes at once on the thread pool; the others wait their turn`, async () => {
    const stored = await hashPassword("the right password");
    expect(passwordWork()).toEqual({ running: 0, waiting: 0 });
    const checks = Array.from({ length: 6 }, (_, i) =>
      verifyPassword(i === 3 ? "the right password" : `wrong ${i}`, stored),
    );
    expect(passwordWork()).toEqual({ running: maxConcurrentHashes, waiting: 6 - maxConcurrentHashes });
    expect(await Promise.all(checks)).toEqual([false, false, false, true, false, false]);
    expect(passwordWork()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees its place when a hash fails", async () => {
    await expect(verifyPassword("x", "scrypt$3$8$1$c2FsdA$aGFzaA")).rejects.toThrow();
    expect(passwordWork()).toEqual({ running: 0, waiting: 0 });
  });
});
