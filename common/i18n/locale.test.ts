import { describe, expect, it } from "vitest";
import { englishPathOf, hasHindi, linkIn, localeOfPath, pathIn } from "./locale.ts";

describe("the language of an address", () => {
  it("is Hindi under /hi only", () => {
    expect(["/hi", "/hi/", "/hi/faqs"].map(localeOfPath)).toEqual(["hi", "hi", "hi"]);
    expect(["/", "/faqs", "/hindi", "/history"].map(localeOfPath)).toEqual(["en", "en", "en", "en"]);
  });

  it("maps a page between its two addresses", () => {
    expect(pathIn("hi", "/")).toBe("/hi/");
    expect(pathIn("hi", "/faqs")).toBe("/hi/faqs");
    expect(pathIn("hi", "/?utm=x")).toBe("/hi/?utm=x");
    expect(pathIn("en", "/faqs")).toBe("/faqs");
    expect(englishPathOf("/hi/")).toBe("/");
    expect(englishPathOf("/hi")).toBe("/");
    expect(englishPathOf("/hi/get-help")).toBe("/get-help");
    expect(englishPathOf("/history")).toBe("/history");
  });

  it("links a Hindi page to Hindi versions where they exist, and to English ones where not", () => {
    expect(hasHindi("/faqs#general")).toBe(true);
    expect(linkIn("hi", "/faqs#general")).toBe("/hi/faqs#general");
    expect(linkIn("hi", "/admin-only-upload-blog")).toBe("/admin-only-upload-blog");
    expect(linkIn("hi", "https://telemanas.mohfw.gov.in/")).toBe("https://telemanas.mohfw.gov.in/");
    expect(linkIn("en", "/faqs")).toBe("/faqs");
  });
});
