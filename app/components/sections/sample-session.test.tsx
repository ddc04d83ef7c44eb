// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import * as hindi from "#app/content/hi/try-therasim.ts";
import * as english from "#app/content/try-therasim.ts";
import { serverMarkup } from "#tests/utils/dom.ts";
import { SampleSession, type SessionContent } from "./sample-session.tsx";

/** The session as the server renders it at `path`. */
function render(content: SessionContent, picks: english.ReplyId[], path: string) {
  document.body.innerHTML = serverMarkup(<SampleSession picks={picks} content={content} />, path);
  return document.body;
}

const actions = (page: HTMLElement) =>
  [...page.querySelectorAll("form")].map((form) => form.getAttribute("action"));
/** Words in Latin letters, but for the names Hindi pages keep as they are (docs/hindi-glossary.md). */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !["TheraSim", "AI", "CAT"].includes(word));

describe("SampleSession", () => {
  it("sends an English reply to the English page", () => {
    const page = render(english, ["a"], "/try-therasim?picks=a");
    expect(actions(page)).toEqual(["/try-therasim#feedback-2"]);
    expect(page.querySelector("#turn-2-title")?.textContent).toBe("Turn 2 of 4");
  });

  it("speaks Hindi on the Hindi page, and every reply stays under /hi/try-therasim", () => {
    const midway = render(hindi, ["a", "b"], "/hi/try-therasim?picks=ab");
    expect(actions(midway)).toEqual(["/hi/try-therasim#feedback-3"]);
    expect(midway.querySelector("#turn-3-title")?.textContent).toBe("बारी 3, कुल 4 में से");
    expect(midway.querySelector("#feedback-2")?.textContent).toContain("सहानुभूति स्कोर");
    expect(latinWords(midway.textContent ?? "")).toEqual([]);
    expect(
      latinWords(midway.querySelector("[data-swap-announce]")?.getAttribute("data-swap-announce") ?? ""),
    ).toEqual([]);

    const strongest = hindi.sessionTurns.map((turn) => turn.stronger);
    const ended = render(hindi, strongest, `/hi/try-therasim?picks=${strongest.join("")}`);
    expect(actions(ended)).toEqual(["/hi/try-therasim#session"]);
    expect(latinWords(ended.textContent ?? "")).toEqual([]);
    expect(ended.textContent).toContain("आपने 4 में से 4 बारी में बेहतर जवाब चुना।");
  });
});
