import { createContext } from "react-router";
import type { Services } from "#server/services/index.ts";
import type { RenderNotes } from "./page-cache.ts";

/**
 * The router-context keys the HTTP layer sets for every request
 * (server/http/app.ts, `getLoadContext`) and loaders and actions read through
 * app/lib/services.server.ts, which re-exports them: the server defines
 * them, so it never imports app/. The server and the routes are one module
 * graph (server/entry.ts is the build's entry), so the keys are the same
 * objects on both sides.
 */
export const servicesContext = createContext<Services>();

/** The client's address as the HTTP layer sees it (for rate limits). */
export const clientAddressContext = createContext<string>("unknown");

/** Whether cookies set for this request must be Secure (HTTPS, or a SITE_URL on https). */
export const secureCookiesContext = createContext<boolean>(false);

/** The site's address (SITE_URL, read at run time), for canonical links, feeds and the sitemap. */
export const siteUrlContext = createContext<string>("http://localhost:3000");

/**
 * Set when the page cache renders a page (server/http/page-cache.ts): the
 * article's loader notes the post it shows, so the cache counts each
 * reader's view without asking the store. Unset for a visitor's own render.
 */
export const renderNotesContext = createContext<RenderNotes | null>(null);
