/**
 * The rules of the stylesheet one page uses (issue 31, "Lighter pages";
 * docs/decisions/006). The whole stylesheet is about 56 KB, and a public page
 * uses a third to a half of it. `pageCss(styles, html)` keeps a rule when one
 * of its selectors could match the page: every class and element that
 * selector needs (outside `:not()`) is one the page's markup carries, or a
 * word of its inline script (app/enhance adds `reveal-pending`, builds a list
 * from a class string, creates elements). Rules that need neither (`*`,
 * attribute and pseudo selectors, `@font-face`) are always kept. Then the
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

type Rule = {
  /** Selector list or at-rule prelude, as written. */
  prelude: string;
  kind: "style" | "group" | "opaque" | "statement" | "property" | "keyframes";
  /** For a style rule: what each of its selectors needs on the page (see `needsOf`). */
  needs?: string[][];
  /** For a group (@media, @supports, @layer with a block, …). */
  children?: Rule[];
  /** The body between the braces, as written (not for groups or statements). */
  body?: string;
  /** `@property --x` and `@keyframes x`: the name. */
  name?: string;
  /** For a style rule: its declarations, split when it sets a custom property, reads one or runs keyframes. */
  declarations?: Declaration[];
};

type Declaration = {
  text: string;
  /** The custom property it sets, if it sets one. */
  sets?: string;
  /** The custom properties its value reads. */
  reads: string[];
  /** The words of its value (a keyframes name among them, if it runs one). */
  words: string[];
};

export type PageStyles = { rules: Rule[]; css: string };

/** Parses the stylesheet once, for `pageCss`. */
export function pageStyles(css: string): PageStyles {
  return { rules: parseBlock(stripComments(css)), css };
}

/** Only the rules of `styles` this page's markup can use, as CSS text. */
export function pageCss(styles: PageStyles, html: string): string {
  const kept = filterRules(styles.rules, classesOf(html));
  const read = readProperties(kept, html);
  const runs = new Set<string>();
  forEachDeclaration(kept, (declaration) => {
    if (!declaration.sets || read.has(declaration.sets)) for (const word of declaration.words) runs.add(word);
  });
  return write(kept, read, runs);
}

// Which classes a page carries

const classAttribute = /\sclass="([^"]*)"/g;
const inlineScript = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const entity = /&(amp|quot|#x27|#39|lt|gt);/g;
const entities: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

const elementName = /<([a-zA-Z][a-zA-Z0-9-]*)/g;

/**
 * What selectors may ask of the page: the class names in its `class`
 * attributes, its element names (as `<name`), and the words of its inline
 * scripts, as classes and as element names (a script may add a class, build
 * markup from a class string, or create an element).
 */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(classAttribute)) {
    const raw = match[1] ?? "";
    const value = raw.includes("&") ? raw.replace(entity, (_, name: string) => entities[name] ?? "") : raw;
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  for (const match of html.matchAll(elementName)) classes.add(`<${match[1]!.toLowerCase()}`);
  for (const match of html.matchAll(inlineScript)) {
    for (const word of (match[1] ?? "").split(/[\s"'`;,(){}+<>]+/)) {
      if (!word) continue;
      classes.add(word);
      classes.add(`<${word.toLowerCase()}`);
    }
  }
  return classes;
}

// Parsing

function stripComments(css: string): string {
  if (!css.includes("/*")) return css;
  let out = "";
  let from = 0;
  let at = 0;
  while (at < css.length) {
    const char = css[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(css, at);
    } else if (char === "/" && css[at + 1] === "*") {
      const end = css.indexOf("*/", at + 2);
      out += css.slice(from, at);
      at = end === -1 ? css.length : end + 2;
      from = at;
    } else {
      at += 1;
    }
  }
  return out + css.slice(from);
}

/** Index just past the string that starts at `start`. */
function endOfString(text: string, start: number): number {
  const quote = text[start];
  let at = start + 1;
  while (at < text.length && text[at] !== quote) at += text[at] === "\\" ? 2 : 1;
  return Math.min(at + 1, text.length);
}

/** Index of the brace that closes the block whose body starts at `start`. */
function endOfBlock(text: string, start: number): number {
  let depth = 1;
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(text, at);
      continue;
    }
    if (char === "\\") at += 1;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return at;
    }
    at += 1;
  }
  return text.length;
}

/** Index of the first `{` or `;` outside strings, brackets and parentheses. */
function endOfPrelude(text: string, start: number): number {
  let depth = 0;
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(text, at);
      continue;
    }
    if (char === "\\") at += 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (depth === 0 && (char === "{" || char === ";")) return at;
    at += 1;
  }
  return text.length;
}

const groupAtRules = /^@(media|supports|layer|container|scope|starting-style|document)\b/i;

function parseBlock(text: string): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < text.length) {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
    if (at >= text.length) break;
    const end = endOfPrelude(text, at);
    const prelude = text.slice(at, end).trim();
    if (end >= text.length || text[end] === ";") {
      if (prelude) rules.push({ prelude, kind: "statement" });
      at = end + 1;
      continue;
    }
    const close = endOfBlock(text, end + 1);
    const body = text.slice(end + 1, close);
    at = close + 1;
    if (!prelude.startsWith("@")) {
      rules.push({
        prelude,
        kind: "style",
        body,
        needs: splitList(prelude).map(needsOf),
        declarations: body.includes("--") || /animation/i.test(body) ? declarationsOf(body) : undefined,
      });
    } else if (groupAtRules.test(prelude)) {
      rules.push({ prelude, kind: "group", children: parseBlock(body) });
    } else if (/^@property\s/i.test(prelude)) {
      rules.push({ prelude, kind: "property", body, name: prelude.slice("@property".length).trim() });
    } else if (/^@(-[a-z]+-)?keyframes\s/i.test(prelude)) {
      rules.push({ prelude, kind: "keyframes", body, name: prelude.replace(/^@\S+\s+/, "").trim() });
    } else {
      rules.push({ prelude, kind: "opaque", body });
    }
  }
  return rules;
}

/** Splits a selector list (or a declaration list, with `;`) at its top-level separators. */
function splitList(text: string, separator = ","): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(text, at);
      continue;
    }
    if (char === "\\") at += 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (depth === 0 && char === separator) {
      parts.push(text.slice(from, at));
      from = at + 1;
    }
    at += 1;
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const identChar = /[A-Za-z0-9_\-\u0080-\uffff]/;
const hexDigit = /[0-9a-fA-F]/;

/**
 * The classes (`name`) and elements (`<name`) a selector needs on the page to match anything. Those inside
 * `:where()`, `:is()` and `:has()` count when the argument is one selector
 * (Tailwind's `space-y-4`, `group-hover:`); those in `:not()` or in a list
 * of alternatives do not, which only ever keeps a rule too many.
 */
function needsOf(selector: string): string[] {
  const needs: string[] = [];
  let at = 0;
  while (at < selector.length) {
    const char = selector[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(selector, at);
    } else if (char === "\\") {
      at += 2;
    } else if (char === "[") {
      at = closing(selector, at, "[", "]") + 1;
    } else if (char === "(") {
      const end = closing(selector, at, "(", ")");
      const pseudo = /:(where|is|has|-webkit-any|matches)$/i.test(selector.slice(0, at));
      const inner = selector.slice(at + 1, end);
      if (pseudo && splitList(inner).length === 1) needs.push(...needsOf(inner));
      at = end + 1;
    } else if (char === ".") {
      const [name, end] = readIdent(selector, at + 1);
      if (name) needs.push(name);
      at = end;
    } else if (/[a-z]/i.test(char) && (at === 0 || /[\s>+~(]/.test(selector[at - 1]!))) {
      // A type selector: the page must have such an element.
      const [name, end] = readIdent(selector, at);
      needs.push(`<${name.toLowerCase()}`);
      at = end;
    } else {
      at += 1;
    }
  }
  return needs;
}

/** Index of the bracket that closes the one at `start`. */
function closing(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(text, at);
      continue;
    }
    if (char === "\\") at += 1;
    else if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return at;
    }
    at += 1;
  }
  return text.length;
}

/** A CSS identifier starting at `start`, its escapes undone, and the index past it. */
function readIdent(text: string, start: number): [string, number] {
  let name = "";
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === "\\") {
      let hex = "";
      let next = at + 1;
      while (hex.length < 6 && next < text.length && hexDigit.test(text[next]!)) hex += text[next++];
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex, 16));
        // One whitespace after a hex escape belongs to it.
        at = next < text.length && /\s/.test(text[next]!) ? next + 1 : next;
      } else {
        name += text[at + 1] ?? "";
        at += 2;
      }
    } else if (identChar.test(char)) {
      name += char;
      at += 1;
    } else {
      break;
    }
  }
  return [name, at];
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

const varUse = /var\(\s*(--[A-Za-z0-9_-]+)/g;
const customDeclaration = /^(--[A-Za-z0-9_-]+)\s*:/;

/** A body's declarations; one with nested rules (development's `@media` inside a rule) stays one piece. */
function declarationsOf(body: string): Declaration[] {
  const parts = body.includes("{") ? [body] : splitList(body, ";");
  return parts.map((text) => ({
    text,
    sets: body.includes("{") ? undefined : customDeclaration.exec(text)?.[1],
    reads: [...text.matchAll(varUse)].map((match) => match[1]!),
    words: text.slice(text.indexOf(":") + 1).split(/[\s,()]+/),
  }));
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
function write(rules: Rule[], read: Set<string>, runs: Set<string>): string {
  let out = "";
  for (const rule of rules) {
    switch (rule.kind) {
      case "statement":
        out += `${rule.prelude};`;
        break;
      case "group": {
        const inner = write(rule.children ?? [], read, runs);
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
        if (body) out += `${rule.prelude}{${body}}`;
        break;
      }
      default:
        out += `${rule.prelude}{${rule.body}}`;
    }
  }
  return out;
}
