import { hindiPaths, pathIn } from "./i18n/locale.ts";
import { formPages } from "./lead-kinds.ts";

/**
 * Every public page of spec §2.1. The list of pages rendered ahead, the sitemap, the
 * screenshots, the Lighthouse bench and the browser tests all read this one list.
 */
export const comingSoonAliases = [
  "/all-resources",
  "/case-studies",
  "/research-guides",
  "/webinars",
  "/careers",
] as const;

export const publicPages = [
  "/",
  "/solutions/practitioners",
  "/solutions/therasim",
  "/try-therasim",
  "/solutions/assessments",
  "/approach",
  "/our-mission",
  "/our-team",
  "/how-it-works",
  "/get-help",
  "/faqs",
  "/resources/whitepapers",
  "/trust",
  "/accessibility",
  "/privacy",
  // Each form's own page (common/lead-kinds.ts)
  ...formPages,
] as const;

/**
 * Public pages not rendered ahead: the privacy notice is built from the
 * server's settings, the sample session renders the step its `?picks=` names,
 * the team page lists the clinicians live articles name, and the blog's
 * listing its posts (those two kept by the page cache, renewed with the blog).
 */
const renderedPerRequest: readonly string[] = ["/privacy", "/try-therasim", "/our-team", "/resources/blogs"];

/**
 * Pages the server renders ahead of requests, at start and again when Settings
 * change, and answers from memory (the blog lists posts from the store, so it is not).
 */
export const prerenderedPaths = [
  ...publicPages.filter((path) => !renderedPerRequest.includes(path)),
  // The spec's header links the capitalised path; both spellings are served.
  "/resources/Whitepapers",
  ...comingSoonAliases,
  // Where the demo form lands after a post without JavaScript (not in the sitemap).
  "/request-a-demo/sent",
  // The Hindi versions of those that have one (issue 36).
  ...hindiPaths.filter((path) => !renderedPerRequest.includes(path)).map((path) => pathIn("hi", path)),
  "/hi/request-a-demo/sent",
] as const;

export type PublicPath = (typeof publicPages)[number];
