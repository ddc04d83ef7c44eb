import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the Hindi pages' font", () => {
  it("is what `npm run fonts:subset` makes of the installed font package, and smaller than the package's", () => {
    const dir = mkdtempSync(join(tmpdir(), "font-"));
    try {
      const made = join(dir, "hindi.woff2");
      execFileSync(process.execPath, ["scripts/subset-devanagari.ts", made], { stdio: "pipe" });
      const committed = readFileSync("app/styles/fonts/noto-sans-devanagari-hindi.woff2");
      expect(readFileSync(made).equals(committed), "run `npm run fonts:subset` and commit the font").toBe(
        true,
      );
      expect(committed.length).toBeLessThan(32_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
