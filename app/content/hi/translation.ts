/**
 * The shape a Hindi version of an English content value must fill: the same
 * keys and nesting, with every text widened to `string` (the English values
 * are literal types). Addresses, ids and numbers keep their English type, so
 * a Hindi page links where the English one does; components (icons) stay.
 */
export type Translation<T> = T extends string
  ? string
  : // A component (an icon) is the same in every language.
    T extends { readonly $$typeof: symbol }
    ? T
    : T extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : T extends (...args: infer Args) => infer Result
        ? (...args: Args) => Translation<Result>
        : T extends object
          ? { readonly [Key in keyof T]: Translation<T[Key]> }
          : T;
