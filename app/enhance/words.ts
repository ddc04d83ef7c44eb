import { read, type WordsHook } from "../lib/dom-hooks.ts";

/**
 * The words the server wrote on `element` for its script, as `hook` types
 * them (`markWords`, app/lib/dom-hooks.ts); null where it wrote none,
 * and the script's own English serves.
 */
export const readWords = <W>(element: Element, hook: WordsHook<W>): W | null =>
  JSON.parse(read(element, hook) || "null");
