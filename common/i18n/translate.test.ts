import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hindiOf } from "./hi-strings.ts";
import { hindiFor, translate, translateRefusal, translateWith } from "./translate.ts";

const placeholders = (text: string) => [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]).sort();

/** Every source file under `dir` (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the Hindi of interface texts", () => {
  it("keeps every key's placeholders in its Hindi", () => {
    for (const [english, hindi] of Object.entries(hindiOf)) {
      expect(placeholders(hindi), english).toEqual(placeholders(english));
      expect(hindi.trim(), english).not.toBe("");
    }
  });

  it("finds a finished sentence by its template and carries its values over", () => {
    expect(hindiFor("Enter your name.")).toBe(hindiOf["Enter your name."]);
    expect(hindiFor("Your name must be 120 characters or fewer.")).toBe(
      hindiOf["Your name must be {max} characters or fewer."]?.replace("{max}", "120"),
    );
    expect(hindiFor("Not a text of this site.")).toBeNull();
    expect(translate("hi", "Not a text of this site.")).toBe("Not a text of this site.");
    expect(translate("en", "Enter your name.")).toBe("Enter your name.");
    expect(translateWith("hi", "Your name must be {max} characters or fewer.", { max: 9 })).toContain("9");
    expect(
      translateRefusal("hi", {
        error: "Please check the highlighted fields.",
        fieldErrors: { name: "Enter your name." },
      }),
    ).toEqual({
      error: hindiOf["Please check the highlighted fields."],
      fieldErrors: { name: hindiOf["Enter your name."] },
    });
  });

  it("has Hindi for every text the code asks to translate", () => {
    // t("…"), translate(locale, "…") and translateWith(locale, "…", …) with a literal text.
    const asked = new Set<string>();
    for (const file of [...sources("app"), ...sources("server"), ...sources("common")]) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(
        /\b(?:t|translate|translateWith)\(\s*(?:[a-zA-Z.()]+,\s*)?"((?:[^"\\]|\\.)+)"/g,
      )) {
        asked.add(JSON.parse(`"${match[1]}"`) as string);
      }
    }
    expect(asked.size).toBeGreaterThan(0);
    expect([...asked].filter((english) => hindiFor(english) === null)).toEqual([]);
  });
});
