/**
 * What the public site's filtered lists say and draw both as the server
 * renders them and as their scripts bring them up to date: the FAQ's
 * status line (FaqBrowser, app/enhance/faq.ts) and the catalogue's list
 * (the catalogue's counts are written by the server in the page's
 * language, each plural form as data for app/enhance/assessments.ts).
 * Written once, so the two cannot drift apart. No React: it is bundled
 * into those pages' scripts.
 */

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * The FAQ's status line: "3 questions", or "1 question matching “trial”"
 * while searching; in Hindi ("hi", the page's `<html lang>`) "3 सवाल",
 * "“ट्रायल” से मिलता 1 सवाल", "“ट्रायल” से मिलते 3 सवाल" (सवाल is the same
 * word for one and many; the participle agrees: मिलता for one, मिलते else).
 */
export const faqStatus = (shown: number, query = "", lang = "en") =>
  lang === "hi"
    ? `${query ? `“${query}” से ${shown === 1 ? "मिलता" : "मिलते"} ` : ""}${shown} सवाल`
    : `${plural(shown, "question")}${query ? ` matching “${query}”` : ""}`;

/** The list of cards when no featured one is shown (with one, each group has its own list). */
export const plainListClass = "mt-6 grid gap-6 md:grid-cols-2";
