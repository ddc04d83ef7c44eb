import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "#common/i18n/locale.ts";
import { placeholdersOf } from "./fill.tsx";
import { interfaceText } from "./frame.server.ts";

type Leaf = { text: string } | { value: unknown };

/** Every leaf of a content value by its dotted path ("hero.title", "steps.2"): a text, or any other value. */
function leavesOf(value: unknown, path = ""): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  const add = (inner: Map<string, Leaf>) => {
    for (const [key, leaf] of inner) found.set(key, leaf);
  };
  if (typeof value === "string") found.set(path, { text: value });
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) add(leavesOf(item, `${path}.${i}`));
  } else if (
    value !== null &&
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [key, item] of Object.entries(value)) add(leavesOf(item, path ? `${path}.${key}` : key));
  } else found.set(path, { value });
  return found;
}

/** Keys whose texts are addresses or names for code, not words: the same in every language. */
const sameInEveryLanguage = /(^|\.)(to|href|id|slug|icon|anchor|path|src|tel)$/;

describe("the message catalogues", () => {
  it("have the same keys and the same placeholders in every language", () => {
    const english = leavesOf(interfaceText.en);
    for (const locale of locales) {
      const other = leavesOf(interfaceText[locale]);
      expect([...other.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, leaf] of english) {
        const text = (one?: Leaf) => (one && "text" in one ? one.text : "");
        expect(placeholdersOf(text(other.get(key))), `${locale}: ${key}`).toEqual(placeholdersOf(text(leaf)));
      }
    }
  });

  it("give every English content module a Hindi version of the same shape", async () => {
    const translated = readdirSync(new URL("../content/hi/", import.meta.url)).filter(
      (name) => name.endsWith(".ts") && name !== "translation.ts",
    );
    expect(translated.length).toBeGreaterThan(0);
    for (const name of translated) {
      const english: Record<string, unknown> = await import(/* @vite-ignore */ `../content/${name}`);
      const hindi: Record<string, unknown> = await import(/* @vite-ignore */ `../content/hi/${name}`);
      const exports = (module: Record<string, unknown>) =>
        Object.keys(module)
          .filter((key) => typeof module[key] !== "function")
          .sort();
      expect(exports(hindi), name).toEqual(exports(english));
      for (const key of exports(english)) {
        const en = leavesOf(english[key]);
        const hi = leavesOf(hindi[key]);
        expect([...hi.keys()].sort(), `${name}: ${key}`).toEqual([...en.keys()].sort());
        for (const [path, leaf] of en) {
          const where = `${name}: ${key}.${path}`;
          if ("value" in leaf || sameInEveryLanguage.test(path)) expect(hi.get(path), where).toEqual(leaf);
          else
            expect(placeholdersOf((hi.get(path) as { text: string }).text), where).toEqual(
              placeholdersOf(leaf.text),
            );
        }
      }
    }
  });
});
