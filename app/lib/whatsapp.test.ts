import { describe, expect, it } from "vitest";
import { siteConfigFrom } from "#common/site-config.ts";
import { defaultSiteSettings } from "#common/site-details.ts";
import { whatsAppChat, whatsAppShare } from "./whatsapp.ts";

describe("WhatsApp links", () => {
  it("open a chat with the company's number, the first line encoded whole (Hindi too)", () => {
    const site = siteConfigFrom({ ...defaultSiteSettings, whatsapp: "+919876543210" });
    expect(site.whatsapp).toEqual({ display: "+91 98765 43210", href: "https://wa.me/919876543210" });
    const href = whatsAppChat(site.whatsapp?.href ?? "", "Hello, I'm writing from your contact page.");
    expect(href).toBe(
      "https://wa.me/919876543210?text=Hello%2C%20I'm%20writing%20from%20your%20contact%20page.",
    );
    const hindi = new URL(whatsAppChat("https://wa.me/442079460958", "नमस्ते, यह संदेश आपके संपर्क पेज से है। & ?"));
    expect(hindi.pathname).toBe("/442079460958");
    expect([...hindi.searchParams.keys()]).toEqual(["text"]);
    expect(hindi.searchParams.get("text")).toBe("नमस्ते, यह संदेश आपके संपर्क पेज से है। & ?");
  });

  it("share a title and an address without any number", () => {
    const href = new URL(whatsAppShare("Sleep & stress: a guide https://anvaya.example/blog/sleep?x=1#top"));
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(
      "Sleep & stress: a guide https://anvaya.example/blog/sleep?x=1#top",
    );
  });

  it("are not offered without a number", () => {
    expect(siteConfigFrom(defaultSiteSettings).whatsapp).toBeNull();
  });
});
