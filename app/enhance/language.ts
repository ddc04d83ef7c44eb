import { languageCookie } from "#common/i18n/language-cookie.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { closest, read } from "../lib/dom-hooks.ts";

/**
 * Remembers the language a visitor chose with the switcher (issue 36), for
 * the next visit: a first-party cookie the server reads only at `/`, where
 * a visitor who chose Hindi is sent to `/hi/` (server/http/app.ts). Only a
 * click on the switcher sets it, never the browser's language; choosing
 * English again sets it back. Without JavaScript nothing is remembered.
 */
export function enhanceLanguageChoice() {
  document.addEventListener("click", (event) => {
    const link = closest(event.target, hooks.languageSwitch);
    const chosen = link && read(link, hooks.languageSwitch);
    if (!chosen) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${languageCookie.name}=${chosen}; Path=/; Max-Age=${languageCookie.maxAgeSeconds}; SameSite=Lax${secure}`;
  });
}
