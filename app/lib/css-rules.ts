/**
 * The stylesheet parser behind `pageCss` (app/lib/page-css.ts): a stylesheet
 * as a tree of rules, each style rule with what its selectors need on the
 * page and, where it sets or reads custom properties or runs keyframes, its
 * declarations.
 */

export type Rule = {
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

export type Declaration = {
  text: string;
  /** The custom property it sets, if it sets one. */
  sets?: string;
  /** The custom properties its value reads. */
  reads: string[];
  /** The words of its value (a keyframes name among them, if it runs one). */
  words: string[];
};

// Parsing

export function stripComments(css: string): string {
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

export function parseBlock(text: string): Rule[] {
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

/** Pseudo-elements of `<input>` alone (not `::placeholder`, which a textarea has too). */
const inputPseudoElement =
  /^(file-selector-button|-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|search-decoration|inner-spin-button|outer-spin-button)\b)/i;

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
    const past = pastOpaque(selector, at);
    if (past !== undefined) {
      at = past;
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
    } else if (char === ":") {
      // A pseudo-element only an <input> has (the preflight's date, file,
      // search and number parts): the page must have an input.
      const from = selector[at + 1] === ":" ? at + 2 : at + 1;
      const [name, end] = readIdent(selector, from);
      if (inputPseudoElement.test(name)) needs.push("<input");
      at = Math.max(end, at + 1);
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

/**
 * A selector list with each class name `rename` knows written as its new
 * name (`.md\:flex` → `.B`): class selectors anywhere in it, inside
 * `:where()`, `:is()`, `:has()` and `:not()` too; strings and attribute
 * selectors are copied as they are.
 */
export function renameClasses(selector: string, rename: (name: string) => string | undefined): string {
  let out = "";
  let from = 0;
  let at = 0;
  while (at < selector.length) {
    const char = selector[at]!;
    const past = pastOpaque(selector, at);
    if (past !== undefined) {
      at = past;
    } else if (char === "." && at + 1 < selector.length && !/[0-9]/.test(selector[at + 1]!)) {
      const [name, end] = readIdent(selector, at + 1);
      const renamed = name ? rename(name) : undefined;
      if (renamed !== undefined) {
        out += `${selector.slice(from, at)}.${renamed}`;
        from = end;
      }
      at = Math.max(end, at + 1);
    } else {
      at += 1;
    }
  }
  return out + selector.slice(from);
}

/** The class names a selector list names, in the order it names them. */
export function classNamesIn(selector: string): string[] {
  const names: string[] = [];
  renameClasses(selector, (name) => {
    names.push(name);
    return undefined;
  });
  return names;
}

/**
 * Where a selector's scan goes on when what starts at `at` names no class or
 * element of the page: past a string, an escaped character or an attribute
 * selector; undefined for anything else.
 */
function pastOpaque(selector: string, at: number): number | undefined {
  const char = selector[at];
  if (char === '"' || char === "'") return endOfString(selector, at);
  if (char === "\\") return at + 2;
  if (char === "[") return closing(selector, at, "[", "]") + 1;
  return undefined;
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
