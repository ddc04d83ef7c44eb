// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { serverMarkup } from "#tests/utils/dom.ts";
import { AttributionFields } from "./attribution-fields.tsx";

/** The hidden fields a public form posts without JavaScript, by name and value, from the page at `path`. */
function postedAt(path: string) {
  document.body.innerHTML = `<form>${serverMarkup(<AttributionFields />, path)}</form>`;
  const form = document.querySelector("form") as HTMLFormElement;
  return Object.fromEntries(new FormData(form));
}

describe("a public form's hidden fields (AttributionFields)", () => {
  it("carry the attribution, empty until the script fills them in, and no language on an English page", () => {
    expect(postedAt("/contact-us")).toEqual({
      sourcePage: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
    });
  });

  it("carry the form's language on a Hindi page, so a post without JavaScript is answered in Hindi", () => {
    expect(postedAt("/hi/contact-us")).toMatchObject({ sourcePage: "", language: "hi" });
  });
});
