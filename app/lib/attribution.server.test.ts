import { describe, expect, it } from "vitest";
import { postedAttribution } from "./attribution.server.ts";

function post(fields: Record<string, string>, referer?: string, url = "http://site.example/contact-us") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers = referer === undefined ? undefined : { referer };
  return { form, request: new Request(url, { method: "POST", headers }) };
}

const empty = { sourcePage: "", utmSource: "", utmMedium: "", utmCampaign: "" };

describe("postedAttribution", () => {
  it("reads the form page's path and campaign from a same-site Referer", () => {
    const { form, request } = post(
      empty,
      "http://site.example/contact-us?utm_source=ads&utm_medium=cpc&utm_campaign=x#message",
    );
    expect(postedAttribution(form, request)).toEqual({
      sourcePage: "/contact-us",
      utmSource: "ads",
      utmMedium: "cpc",
      utmCampaign: "x",
    });
  });

  it("fills only what the form left empty", () => {
    const { form, request } = post(
      { ...empty, sourcePage: "/solutions/therasim", utmSource: "newsletter" },
      "http://site.example/request-a-demo?utm_source=ads&utm_campaign=x",
    );
    expect(postedAttribution(form, request)).toEqual({
      sourcePage: "/solutions/therasim",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "x",
    });
  });

  it("accepts the site's own host behind a proxy that ends TLS", () => {
    const { form, request } = post(empty, "https://site.example/coming-soon?utm_source=ads");
    expect(postedAttribution(form, request)).toMatchObject({ sourcePage: "/coming-soon", utmSource: "ads" });
  });

  it("ignores a Referer from another site, a missing one and a broken one", () => {
    const none = { sourcePage: null, utmSource: null, utmMedium: null, utmCampaign: null };
    for (const referer of [
      "https://evil.example/contact-us?utm_source=spam",
      "http://site.example.evil.example/x",
      "not a url",
      undefined,
    ]) {
      const { form, request } = post(empty, referer);
      expect(postedAttribution(form, request), String(referer)).toEqual(none);
    }
  });

  it("drops odd values, whether posted or in the Referer", () => {
    const { form, request } = post(
      { sourcePage: "//evil.example", utmSource: "a".repeat(101), utmMedium: "e\u0000", utmCampaign: "" },
      `http://site.example//evil.example?utm_campaign=${"c".repeat(101)}`,
    );
    expect(postedAttribution(form, request)).toEqual({
      sourcePage: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });
});
