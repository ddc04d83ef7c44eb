// @vitest-environment happy-dom
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { formMessages } from "#app/i18n/form-messages.ts";
import { englishCountdownWords } from "#app/lib/countdown.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { markWords } from "#app/lib/dom-hooks.ts";
import { hindiOf } from "#common/i18n/hi-strings.ts";
import { serverMarkup } from "#tests/utils/dom.ts";
import { readWords } from "./words.ts";

/** An element as the server renders it with `marks`, in the page. */
function rendered(marks: Record<string, string>) {
  document.body.innerHTML = serverMarkup(createElement("div", { id: "spoken", ...marks }));
  return document.getElementById("spoken") as HTMLElement;
}

describe("the words a page's script says (markWords → readWords)", () => {
  it("come back as the server wrote them, whatever characters they hold", () => {
    const words = { ...englishCountdownWords, left: 'लॉन्च में {days} "बाक़ी" हैं।' };
    expect(readWords(rendered(markWords(hooks.countdownWords, words)), hooks.countdownWords)).toEqual(words);
    expect(readWords(rendered(markWords(hooks.retryWords, "फिर से…")), hooks.retryWords)).toBe("फिर से…");
  });

  it("are not written, and read as null, where the script's own English serves", () => {
    const element = rendered(markWords(hooks.retryWords, undefined));
    expect(element.hasAttribute("data-words")).toBe(false);
    expect(readWords(element, hooks.retryWords)).toBeNull();
  });

  it("give a script that says English texts their Hindi on a Hindi page, and nothing on an English one", () => {
    const texts = ["Enter your name.", "Not a text of this site."];
    expect(formMessages("en", texts)).toBeUndefined();
    expect(formMessages("hi", texts)).toEqual({
      "Enter your name.": hindiOf["Enter your name."],
      "Not a text of this site.": "Not a text of this site.",
    });
  });
});
