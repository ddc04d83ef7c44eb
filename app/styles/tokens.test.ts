import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

function token(name: string): string {
  const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`));
  if (!match?.[1]) throw new Error(`token --color-${name} not found in app.css`);
  return match[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Every foreground/background pair the components use for text (4.5:1) or
// for large text and control boundaries (3:1), from WCAG 2.2 AA.
const textPairs: [string, string][] = [
  ["ink", "canvas"],
  ["ink", "surface"],
  ["muted", "canvas"],
  ["muted", "surface"],
  ["muted", "brand-tint"],
  ["brand", "canvas"],
  ["brand", "surface"],
  ["brand", "brand-tint"],
  ["brand-deep", "brand-tint"],
  ["white", "brand"],
  ["white", "brand-hover"],
  ["white", "brand-deep"],
  ["on-deep-muted", "brand-deep"],
  ["ink", "focus"],
  ["ink", "accent-tint"],
  ["accent-tint", "brand-deep"],
  ["danger", "surface"],
  ["danger", "danger-tint"],
  ["white", "danger"],
  ["white", "danger-hover"],
  ["success", "surface"],
  ["success", "success-tint"],
  ["ink", "brand-soft"],
];

const boundaryPairs: [string, string][] = [
  ["brand", "canvas"],
  ["muted", "surface"],
];

describe("design tokens", () => {
  it("checks contrast the way WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 1);
  });

  it.each(textPairs)("%s text on %s meets 4.5:1", (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(boundaryPairs)("%s boundary on %s meets 3:1", (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
  });
});
