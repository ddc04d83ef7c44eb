/**
 * The headers of a page whose address carries a mailed link's secret
 * (`?token=…`: the withdrawal of consent, an invitation to the staff, a new
 * staff password): never kept by a cache, never indexed (the data requests
 * of the page too), and never sent on as a Referer, not even to this site's
 * own pages and files, whose log lines may record it (the origin alone is:
 * server/http/middleware/security-headers.ts says why not none).
 */
export const secretLinkHeaders = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "strict-origin",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
