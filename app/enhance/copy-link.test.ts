// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BlogShare } from "#app/components/sections/blog-share.tsx";
import * as english from "#app/content/blog-share.ts";
import * as hindi from "#app/content/hi/blog-share.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find } from "#app/lib/dom-hooks.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { removeListeners, renderPage, trackListeners, until } from "#tests/utils/dom.ts";
import { copyLinkWords, enhanceCopyLink } from "./copy-link.ts";

const post = { slug: "sleep-and-stress", title: "Sleep & stress: a short guide" };

function renderShare(language: Locale) {
  const path = language === "hi" ? `/hi/blog/${post.slug}` : `/blog/${post.slug}`;
  renderPage(createElement(BlogShare, { post: { ...post, language } }), path);
}

const link = () => find<HTMLAnchorElement>(document, hooks.copyLink)!;
const status = () => find(document, hooks.copyStatus)!;
const click = (init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  link().dispatchEvent(event);
  return event;
};

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
const giveClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });

beforeEach(() => {
  trackListeners();
  writeText = vi.fn(async () => {});
  giveClipboard({ writeText });
});
afterEach(() => {
  removeListeners();
  if (original) Object.defineProperty(navigator, "clipboard", original);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

describe("Copy link (app/enhance/copy-link.ts)", () => {
  it("is a plain link to the article's own address before the script, beside an empty polite live region", () => {
    renderShare("en");
    expect(link().getAttribute("href")).toBe(`/blog/${post.slug}`);
    expect(status().getAttribute("role")).toBe("status");
    expect(status().textContent).toBe("");
    // The English page carries no words: the script's own English is the page copy's.
    expect(status().hasAttribute("data-words")).toBe(false);
    expect(copyLinkWords).toEqual({
      copied: english.blogShareCopy.copied,
      failed: english.blogShareCopy.failed,
    });
  });

  it("copies the address instead of following it, and says so", async () => {
    renderShare("en");
    enhanceCopyLink();
    expect(click().defaultPrevented).toBe(true);
    expect(writeText).toHaveBeenCalledWith(link().href);
    expect(link().href).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
    await until(() => expect(status().textContent).toBe("Link copied"));
  });

  it("says it in Hindi on a Hindi article, and where to copy from when the browser refuses", async () => {
    renderShare("hi");
    writeText.mockRejectedValueOnce(new Error("denied"));
    enhanceCopyLink();
    click();
    await until(() => expect(status().textContent).toBe(hindi.blogShareCopy.failed));
    click();
    await until(() => expect(status().textContent).toBe("लिंक कॉपी हो गया"));
    expect(writeText).toHaveBeenLastCalledWith(link().href);
    expect(link().getAttribute("href")).toBe(`/hi/blog/${post.slug}`);
  });

  it("stays a link for a click with a modifier key, and where the browser has no clipboard", () => {
    renderShare("en");
    enhanceCopyLink();
    expect(click({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click({ shiftKey: true }).defaultPrevented).toBe(false);
    expect(writeText).not.toHaveBeenCalled();

    removeListeners();
    trackListeners();
    renderShare("en");
    giveClipboard(undefined);
    enhanceCopyLink();
    expect(click().defaultPrevented).toBe(false);
    expect(status().textContent).toBe("");
  });
});
