// Apart from locale.ts: every page's script imports this, and nothing else of the languages.
/**
 * The cookie that remembers the language a visitor chose with the switcher
 * (app/enhance/language.ts): read only at `/`, which sends a visitor who
 * chose Hindi to `/hi/`. A year, as a preference should last.
 */
export const languageCookie = { name: "lang", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/** Whether a request's Cookie header says its visitor chose Hindi with the switcher. */
export function choseHindi(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim() === `${languageCookie.name}=hi`);
}
