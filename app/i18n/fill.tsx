import { Fragment, type ReactNode } from "react";

/**
 * A text with `{name}` placeholders, filled with `values`: strings or
 * elements (a link inside a sentence, where the words around it differ in
 * order from one language to another). A name without a value stays as
 * written, so a mistake shows on the page instead of vanishing.
 */
export function fill(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{[a-zA-Z]+\})/).map((part, i) => {
    const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    return <Fragment key={i}>{value}</Fragment>;
  });
}

/** The same for plain text (an attribute, a title). */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The placeholder names a text uses, sorted: both languages of a message must use the same. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1] ?? "").sort();
