import type { Page } from "@playwright/test";
import { type ReplyId, sessionTurns } from "#app/content/try-therasim.ts";

/*
 * The sample session (/try-therasim and /hi/try-therasim) as its browser
 * tests walk it. Both languages have the same turns, replies and ids.
 */

/** One run through the session: the stronger reply, then the weaker, and so on. */
export const route: ReplyId[] = sessionTurns.map((turn, index) =>
  index % 2 === 0 ? turn.stronger : turn.stronger === "a" ? "b" : "a",
);

/** The `picks` of the first `count` turns of `route`. */
export const picksUpTo = (count: number) => route.slice(0, count).join("");

/** The start, midway and the end, by address under the page's path. */
export const sessionStates = (path: string) =>
  [
    ["at the start", path],
    ["midway", `${path}?picks=${picksUpTo(2)}`],
    ["at the end", `${path}?picks=${picksUpTo(route.length)}`],
  ] as const;

export const session = (page: Page) => page.locator("#session");

/** The two replies of the turn on screen, in the group named `choose` ("Choose your reply"). */
export const replies = (page: Page, choose: string) =>
  session(page).getByRole("group", { name: choose }).getByRole("button");
