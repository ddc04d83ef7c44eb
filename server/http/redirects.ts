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
  "/try-therasim": "/request-a-demo",
  "/watch-demo": "/request-a-demo",
  "/start-practicing": "/request-a-demo",
  "/get-involved": "/contact-us",
};

/**
 * Where a path should permanently go instead, or null. Matches the table
 * case-insensitively and drops a trailing slash (/faqs/ → /faqs), keeping the
 * query string.
 */
export function redirectFor(pathname: string, search = ""): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = legacyRedirects[trimmed.toLowerCase()];
  if (target) return target;
  if (trimmed !== pathname) return `${trimmed || "/"}${search}`;
  return null;
}
