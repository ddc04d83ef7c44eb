import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { latinCharacters } from "./font-characters.ts";

/** The characters a `unicode-range` descriptor lists (U+XXXX and U+XXXX-YYYY). */
function unicodeRangeCharacters(descriptor: string): string[] {
  return descriptor.split(",").flatMap((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const codes: string[] = [];
    for (let code = Number.parseInt(first, 16); code <= Number.parseInt(last, 16); code += 1) {
      codes.push(String.fromCodePoint(code));
    }
    return codes;
  });
}

describe("the site's fonts", () => {
  it("are what `npm run fonts:subset` makes of the installed font packages, and small", () => {
    const dir = mkdtempSync(join(tmpdir(), "font-"));
    try {
      execFileSync(process.execPath, ["scripts/subset-fonts.ts", dir], { stdio: "pipe" });
      for (const [file, limit] of [
        ["figtree-latin.woff2", 13_000],
        ["noto-sans-devanagari-hindi.woff2", 32_000],
      ] as const) {
        const committed = readFileSync(join("app/styles/fonts", file));
        expect(
          readFileSync(join(dir, file)).equals(committed),
          `run \`npm run fonts:subset\` and commit ${file}`,
        ).toBe(true);
        expect(committed.length).toBeLessThan(limit);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("send to Figtree exactly the characters its file holds", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const rule = css.match(/@font-face\s*{[^}]*font-family:\s*"Figtree";[^}]*}/)?.[0] ?? "";
    const range = rule.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "";
    expect(unicodeRangeCharacters(range).sort()).toEqual([...latinCharacters].sort());
  });
});
