import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";

describe("initialsOf", () => {
  it("takes the first and last names' first letters, leaving a title out", () => {
    expect(initialsOf("Priya Raman")).toBe("PR");
    expect(initialsOf("Dr. Asha Maya Rao")).toBe("AR");
    expect(initialsOf("  editorial  ")).toBe("E");
    expect(initialsOf("")).toBe("");
  });

  it("keeps a Devanagari letter whole, with its vowel sign or conjunct", () => {
    expect(initialsOf("प्रिया रमन")).toBe("प्रिर");
    expect(initialsOf("संपादकीय टीम")).toBe("संटी");
    expect(initialsOf("क्षमा")).toBe("क्ष");
  });
});
