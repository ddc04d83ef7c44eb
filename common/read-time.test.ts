import { describe, expect, test } from "vitest";
import { formatReadTime, readTimeMinutes } from "./read-time.ts";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("readTimeMinutes", () => {
  test("is at least one minute, even for an empty text", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("   \n ")).toBe(1);
    expect(readTimeMinutes("One short line.")).toBe(1);
  });

  test("divides the words by 200 and rounds up", () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
  });

  test("counts words across line breaks and repeated spaces", () => {
    expect(readTimeMinutes(`${words(150)}\n\n  ${words(100)}`)).toBe(2);
  });
});

test("formatReadTime shows N min read", () => {
  expect(formatReadTime(3)).toBe("3 min read");
});
