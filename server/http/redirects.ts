import { choseHindi } from "#common/i18n/language-cookie.ts";
import { hindiHome, linkIn } from "#common/i18n/locale.ts";

/**
 * Old and mistyped links of spec §2.1 that must still land somewhere live.
 * Permanent (301), so search engines move their index to the new address.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/blogs": "/resources/blogs",
  "/blog": "/resources/blogs",
  "/faq": "/faqs",
  "/comingsoon": "/coming-soon",
  "/waitlist": "/coming-soon#waitlist",
  "/watch-demo": "/request-a-demo",
  "/start-practicing": "/request-a-demo",
  "/get-involved": "/contact-us",
};

/**
 * Where a path should permanently go instead, or null. Matches the table
 * case-insensitively, drops a trailing slash (/faqs/ → /faqs; the Hindi home
 * page is /hi/, so /hi goes there) and collapses leading ones, keeping the
 * query string; a legacy path under /hi goes to its target's Hindi version
 * (the English one while it has none). The API is left alone: a 301
 * would turn a POST into a GET. A target is always a path of this site.
 */
export function redirectFor(pathname: string, search = ""): string | null {
  if (pathname.startsWith("/api/")) return null;
  // `//evil.example/` (or `/\evil.example`) must never become a Location
  // that a browser reads as another host.
  const single = pathname.replace(/^[/\\]+/, "/");
  const trimmed = single.length > 1 ? single.replace(/\/+$/, "") || "/" : single;
  // The Hindi home page keeps its slash (/hi/); its other spellings go there.
  if (trimmed.toLowerCase() === "/hi") return single === "/hi/" ? null : withSearch("/hi/", search);
  const target = legacyRedirects[trimmed.toLowerCase()];
  if (target) return withSearch(target, search);
  // An old link under /hi goes to the Hindi address of its English target.
  const hindiTarget = trimmed.toLowerCase().startsWith("/hi/")
    ? legacyRedirects[trimmed.slice(3).toLowerCase()]
    : undefined;
  if (hindiTarget) return withSearch(linkIn("hi", hindiTarget), search);
  if (trimmed !== pathname) return withSearch(trimmed, search);
  return null;
}

/** The query string goes before a fragment (`/coming-soon?utm_source=x#waitlist`). */
function withSearch(target: string, search: string): string {
  if (!search) return target;
  const hash = target.indexOf("#");
  return hash < 0 ? target + search : target.slice(0, hash) + search + target.slice(hash);
}

/**
 * Where a request that reached the site under its other name goes: a host
 * that is SITE_URL's with `www.` added or taken away (any port) is sent to
 * SITE_URL's own address, path and query kept, so the visitor lands where
 * the forms and cookies work. Null for SITE_URL's host or any other one (a
 * health check at 127.0.0.1, a name the company did not choose).
 */
export function otherHostRedirect(
  host: string,
  siteUrl: string,
  pathname: string,
  search = "",
): string | null {
  const site = new URL(siteUrl);
  const name = host.toLowerCase().replace(/:\d+$/, "");
  const siteName = site.hostname.toLowerCase();
  if (host.toLowerCase() === site.host.toLowerCase()) return null;
  const bare = (value: string) => value.replace(/^www\./, "");
  if (name === siteName || bare(name) !== bare(siteName)) return null;
  if (pathname.startsWith("/api/")) return null;
  const path = pathname.replace(/^[/\\]+/, "/");
  return `${site.origin}${path}${search}`;
}

/**
 * Where `/` sends a visitor who chose Hindi with the switcher on an earlier
 * visit (the cookie app/enhance/language.ts sets): the Hindi home page, the
 * query kept. Any other address, or no such choice, stays: a link to an
 * English page opens in English, and no browser language decides.
 */
export function chosenLanguageRedirect(
  method: string,
  pathname: string,
  search: string,
  cookieHeader: string | null | undefined,
): string | null {
  if ((method !== "GET" && method !== "HEAD") || pathname !== "/" || !choseHindi(cookieHeader)) return null;
  return `${hindiHome}${search}`;
}
