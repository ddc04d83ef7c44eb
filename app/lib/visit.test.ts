import { describe, expect, it } from "vitest";
import { currentAttribution, rememberVisit, type VisitStorage, visitKey } from "./visit.ts";

/** A tab's session storage, in memory. */
function tabStorage(): VisitStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** Shows the pages in order, as each page (and each in-place swap) records itself. */
function visit(storage: VisitStorage, ...addresses: string[]) {
  for (const address of addresses) {
    const url = new URL(address, "https://site.example");
    rememberVisit({ pathname: url.pathname, search: url.search }, storage);
  }
}

const campaign = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "nov" };

describe("rememberVisit and currentAttribution", () => {
  it("keeps the landing page's campaign across later pages without one", () => {
    const storage = tabStorage();
    visit(storage, "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov", "/about", "/request-a-demo");
    expect(currentAttribution("/request-a-demo", storage)).toEqual({ sourcePage: "/about", ...campaign });
  });

  it("replaces the whole campaign when a later page brings a new one", () => {
    const storage = tabStorage();
    visit(storage, "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov", "/faqs?utm_source=ads");
    visit(storage, "/contact-us");
    expect(currentAttribution("/contact-us", storage)).toEqual({
      sourcePage: "/faqs",
      utmSource: "ads",
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it("names the page before the form as the source", () => {
    const storage = tabStorage();
    visit(storage, "/", "/solutions/therasim", "/request-a-demo");
    expect(currentAttribution("/request-a-demo", storage).sourcePage).toBe("/solutions/therasim");
  });

  it("names the form's own page when the visit began there", () => {
    const storage = tabStorage();
    visit(storage, "/contact-us?utm_source=ads&utm_medium=cpc&utm_campaign=x");
    expect(currentAttribution("/contact-us", storage)).toEqual({
      sourcePage: "/contact-us",
      utmSource: "ads",
      utmMedium: "cpc",
      utmCampaign: "x",
    });
  });

  it("does not count a reload or a new query on the same page as a new page", () => {
    const storage = tabStorage();
    visit(storage, "/solutions/therasim", "/request-a-demo", "/request-a-demo", "/request-a-demo?x=1");
    expect(currentAttribution("/request-a-demo", storage).sourcePage).toBe("/solutions/therasim");
  });

  it("takes the last page recorded as the source while the form's page is not yet recorded", () => {
    const storage = tabStorage();
    visit(storage, "/", "/solutions/therasim");
    expect(currentAttribution("/request-a-demo", storage).sourcePage).toBe("/solutions/therasim");
  });

  it("knows only the form's page, without a stored visit or without storage", () => {
    const expected = { sourcePage: "/coming-soon", utmSource: null, utmMedium: null, utmCampaign: null };
    expect(currentAttribution("/coming-soon", tabStorage())).toEqual(expected);
    expect(currentAttribution("/coming-soon", null)).toEqual(expected);
    expect(() => rememberVisit({ pathname: "/", search: "?utm_source=a" }, null)).not.toThrow();
  });

  it("carries on when the browser refuses the storage", () => {
    const refusing: VisitStorage = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => visit(refusing, "/?utm_source=newsletter", "/request-a-demo")).not.toThrow();
    expect(currentAttribution("/request-a-demo", refusing)).toEqual({
      sourcePage: "/request-a-demo",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it("drops campaign values that are too long or hold control characters", () => {
    const storage = tabStorage();
    const long = "a".repeat(101);
    visit(storage, `/?utm_source=${long}&utm_medium=e%0Amail&utm_campaign=%7F`);
    expect(currentAttribution("/", storage)).toEqual({
      sourcePage: "/",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it("keeps the landing campaign when a later one is made only of unusable values", () => {
    const storage = tabStorage();
    visit(storage, "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov", `/faqs?utm_source=%00`);
    expect(currentAttribution("/faqs", storage)).toMatchObject(campaign);
  });

  it("never records another site's address or an overlong path as a page", () => {
    const storage = tabStorage();
    visit(storage, "/solutions/therasim");
    rememberVisit({ pathname: "//evil.example", search: "" }, storage);
    rememberVisit({ pathname: `/${"a".repeat(400)}`, search: "" }, storage);
    rememberVisit({ pathname: "/bad\u0000path", search: "" }, storage);
    expect(currentAttribution("/request-a-demo", storage).sourcePage).toBe("/solutions/therasim");
  });

  it("checks what it reads back: a tampered store gives nothing odd", () => {
    const storage = tabStorage();
    storage.setItem(
      visitKey,
      JSON.stringify({
        utmSource: "x".repeat(500),
        utmMedium: 42,
        utmCampaign: "ok\u0007",
        page: "//evil.example",
        previousPage: "https://evil.example/",
      }),
    );
    expect(currentAttribution("/contact-us", storage)).toEqual({
      sourcePage: "/contact-us",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    storage.setItem(visitKey, "not json {");
    expect(currentAttribution("/contact-us", storage).sourcePage).toBe("/contact-us");
    storage.setItem(visitKey, "null");
    expect(currentAttribution("/contact-us", storage).sourcePage).toBe("/contact-us");
  });
});
