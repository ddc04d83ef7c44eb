/**
 * The rules of the stylesheet one page uses (issue 31, "Lighter pages";
 * docs/decisions/006). The whole stylesheet is about 56 KB, and a public page
 * uses a third to a half of it. `pageCss(styles, html)` keeps a rule when one
 * of its selectors could match the page: every class and element that
 * selector needs (outside `:not()`) is one the page's markup carries, or a
 * word of its inline script (app/enhance adds `reveal-pending`, builds a list
 * from a class string, creates elements); a pseudo-element only an `<input>`
 * has needs an input. Rules that need neither (`*`, attribute and other
 * pseudo selectors, `@font-face`) are always kept. Then the
 * custom properties and keyframes nothing kept refers to go: the theme's
 * variables, Tailwind's `@property` registrations and their fallback block.
 *
 * The stylesheet is parsed once (`pageStyles(css)`); a page then costs a few
 * passes over its markup and the kept rules, 1-3 ms.
 *
 * The parser reads what Tailwind and Lightning CSS write (and Tailwind's
 * unminified output in development): blocks, strings, comments. A style
 * rule's body is never looked into (nested rules and `@media` inside it stay
 * with it), so a rule is kept whole or dropped whole and the cascade's order
 * is never changed.
 */

import {
  classNamesIn,
  type Declaration,
  parseBlock,
  type Rule,
  renameClasses,
  stripComments,
} from "./css-rules.ts";

export type PageStyles = {
  rules: Rule[];
  css: string;
  /** Each class the stylesheet names, with its short name (see `shortNamesOf`). */
  shortNames: Map<string, string>;
};

/** A class's new name, or undefined to keep it. */
type Rename = (name: string) => string | undefined;

/** Parses the stylesheet once, for `pageCss`. */
export function pageStyles(css: string): PageStyles {
  const rules = parseBlock(stripComments(css));
  return { rules, css, shortNames: shortNamesOf(rules) };
}

/** Only the rules of `styles` this page's markup can use, as CSS text, its class selectors renamed by `rename`. */
export function pageCss(styles: PageStyles, html: string, rename?: Rename): string {
  const kept = filterRules(styles.rules, classesOf(html));
  const read = readProperties(kept, html);
  const runs = new Set<string>();
  forEachDeclaration(kept, (declaration) => {
    if (!declaration.sets || read.has(declaration.sets)) for (const word of declaration.words) runs.add(word);
  });
  return write(kept, read, runs, rename);
}

/**
 * The page's rules and the page itself with its class names shortened
 * (`inline-flex min-h-11 items-center` → `OC WD HG`), in the markup and in
 * the rules alike: class names were about 8 % of a page's compressed bytes.
 * A class a word of the page's own script names (one it adds, toggles or
 * builds from a string) keeps its name, so the script finds what it looks
 * for. Each class has one short name for the whole stylesheet, the same on
 * every page and in every process, so a region swapped in from another copy
 * of the page (decision 004) matches the rules it brings.
 */
export function withShortClasses(styles: PageStyles, html: string): { css: string; html: string } {
  const words = scriptWordsOf(html);
  const rename: Rename = (name) => (words.has(name) ? undefined : styles.shortNames.get(name));
  return { css: pageCss(styles, html, rename), html: renameClassAttributes(html, rename) };
}

/**
 * A short name for each class the stylesheet's selectors name, in the order
 * they first appear: `A` to `Z`, then two characters, and so on. None when a
 * style rule holds nested rules (the unminified stylesheet of development),
 * whose selectors are never looked into.
 */
function shortNamesOf(rules: Rule[]): Map<string, string> {
  const names: string[] = [];
  let nested = false;
  const visit = (list: Rule[]) => {
    for (const rule of list) {
      if (rule.children) visit(rule.children);
      if (rule.kind !== "style") continue;
      if (rule.body?.includes("{")) nested = true;
      names.push(...classNamesIn(rule.prelude));
    }
  };
  visit(rules);
  const shortNames = new Map<string, string>();
  if (nested) return shortNames;
  const taken = new Set(names);
  let index = 0;
  for (const name of names) {
    if (shortNames.has(name)) continue;
    let short = shortName(index++);
    while (taken.has(short)) short = shortName(index++);
    shortNames.set(name, short);
  }
  return shortNames;
}

const firstCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const laterCharacters = `${firstCharacters}abcdefghijklmnopqrstuvwxyz0123456789-_`;

/** The `index`th short name: a capital letter (no class of ours starts with one), then letters, digits, `-` and `_`. */
function shortName(index: number): string {
  let name = firstCharacters[index % firstCharacters.length]!;
  for (
    let n = Math.floor(index / firstCharacters.length);
    n > 0;
    n = Math.floor((n - 1) / laterCharacters.length)
  ) {
    name += laterCharacters[(n - 1) % laterCharacters.length];
  }
  return name;
}

/** The page with each class in its `class` attributes that `rename` knows written as its new name. */
function renameClassAttributes(html: string, rename: Rename): string {
  return html.replace(classAttribute, (attribute, raw: string) => {
    const value = raw.replace(/[^\s]+/g, (token) => {
      const name = decoded(token);
      return rename(name) ?? token;
    });
    return `${attribute[0]}class="${value}"`;
  });
}

// Which classes a page carries

const classAttribute = /\sclass="([^"]*)"/g;
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Scripts that are data (JSON-LD, speculation rules): they add no class and build no markup. */
const dataScript = /\stype="(application\/ld\+json|speculationrules)"/;
const entity = /&(amp|quot|#x27|#39|lt|gt);/g;
const entities: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

const elementName = /<([a-zA-Z][a-zA-Z0-9-]*)/g;

/** An attribute's value with the entities React writes undone. */
const decoded = (raw: string) =>
  raw.includes("&") ? raw.replace(entity, (_, name: string) => entities[name] ?? "") : raw;

/**
 * What selectors may ask of the page: the class names in its `class`
 * attributes, its element names (as `<name`), and the words of its inline
 * scripts, as classes and as element names (a script may add a class, build
 * markup from a class string, or create an element). Scripts that are data
 * (JSON-LD, speculation rules) do neither; their words are not read.
 */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(classAttribute)) {
    const raw = match[1] ?? "";
    const value = decoded(raw);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  for (const match of html.matchAll(elementName)) classes.add(`<${match[1]!.toLowerCase()}`);
  for (const word of scriptWordsOf(html)) classes.add(word);
  return classes;
}

/** The words of the page's inline scripts but those that are data, each also as an element name (`<word`). */
function scriptWordsOf(html: string): Set<string> {
  const words = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    if (dataScript.test(match[1] ?? "")) continue;
    for (const word of scriptWords(match[2] ?? "")) words.add(word);
  }
  return words;
}

/**
 * A script's words, as classes and as element names. Every page of a kind
 * carries the same script, so its words are split once and kept (the few
 * scripts the build makes; a bounded map all the same).
 */
const wordsOfScript = new Map<string, readonly string[]>();
function scriptWords(script: string): readonly string[] {
  const known = wordsOfScript.get(script);
  if (known) return known;
  const words: string[] = [];
  for (const word of new Set(script.split(/[\s"'`;,(){}+<>]+/))) {
    if (word) words.push(word, `<${word.toLowerCase()}`);
  }
  if (wordsOfScript.size >= 64) wordsOfScript.clear();
  wordsOfScript.set(script, words);
  return words;
}

// Choosing

function filterRules(rules: Rule[], classes: Set<string>): Rule[] {
  const kept: Rule[] = [];
  for (const rule of rules) {
    if (rule.kind === "style") {
      if (rule.needs?.some((needs) => needs.every((name) => classes.has(name)))) kept.push(rule);
    } else if (rule.kind === "group") {
      const children = filterRules(rule.children ?? [], classes);
      // `@layer a, b;` is a statement; `@layer a { … }` with nothing left in it goes.
      if (children.length > 0) kept.push({ ...rule, children });
    } else {
      kept.push(rule);
    }
  }
  return kept;
}

function forEachDeclaration(rules: Rule[], visit: (declaration: Declaration) => void) {
  for (const rule of rules) {
    if (rule.children) forEachDeclaration(rule.children, visit);
    for (const declaration of rule.declarations ?? []) visit(declaration);
  }
}

/**
 * The custom properties something reads: a kept declaration that is not
 * itself an unread custom property (`--default-font-family: var(--font-sans)`
 * counts once `--default-font-family` is read), or the page itself (an
 * inline style, a script).
 */
function readProperties(rules: Rule[], html: string): Set<string> {
  const read = new Set<string>();
  for (const match of html.matchAll(/--[A-Za-z0-9_-]+/g)) read.add(match[0]);
  const waiting = new Map<string, string[][]>();
  const add = (names: string[]) => {
    const queue = [...names];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (read.has(name) && !waiting.has(name)) continue;
      read.add(name);
      for (const reads of waiting.get(name) ?? []) queue.push(...reads);
      waiting.delete(name);
    }
  };
  forEachDeclaration(rules, (declaration) => {
    if (declaration.reads.length === 0) return;
    if (!declaration.sets || read.has(declaration.sets)) return add(declaration.reads);
    const list = waiting.get(declaration.sets) ?? [];
    list.push(declaration.reads);
    waiting.set(declaration.sets, list);
  });
  return read;
}

/** The kept rules as text, without unread custom properties and keyframes nothing runs. */
function write(rules: Rule[], read: Set<string>, runs: Set<string>, rename?: Rename): string {
  let out = "";
  for (const rule of rules) {
    switch (rule.kind) {
      case "statement":
        out += `${rule.prelude};`;
        break;
      case "group": {
        const inner = write(rule.children ?? [], read, runs, rename);
        if (inner) out += `${rule.prelude}{${inner}}`;
        break;
      }
      case "property":
        if (read.has(rule.name ?? "")) out += `${rule.prelude}{${rule.body}}`;
        break;
      case "keyframes":
        if (runs.has(rule.name ?? "")) out += `${rule.prelude}{${rule.body}}`;
        break;
      case "style": {
        const { declarations } = rule;
        const body =
          declarations?.some((d) => d.sets && !read.has(d.sets)) === true
            ? declarations
                .filter((d) => !d.sets || read.has(d.sets))
                .map((d) => d.text)
                .join(";")
            : rule.body;
        if (body) out += `${rename ? renameClasses(rule.prelude, rename) : rule.prelude}{${body}}`;
        break;
      }
      default:
        out += `${rule.prelude}{${rule.body}}`;
    }
  }
  return out;
}
