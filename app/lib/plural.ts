// No React here: the server's components and the pages' scripts (app/enhance/) both count with it.

/** A word in the forms a language's plural rules choose between (`Intl.PluralRules`: "one", or any other). */
export type PluralForms = { one: string; other: string };

/**
 * The form of `forms` that `language`'s plural rules give `count`. English
 * and Hindi know only "one" and "other", and differ on 0: English says
 * "0 hours", Hindi "0 घंटा".
 */
export const pluralOf = (language: string, count: number, forms: PluralForms): string =>
  new Intl.PluralRules(language).select(count) === "one" ? forms.one : forms.other;
