// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlogArticle } from "#app/components/sections/blog-article.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, read } from "#app/lib/dom-hooks.ts";
import { postSummary } from "#tests/fixtures/blog-post.ts";
import { removeListeners, renderPage, trackListeners } from "#tests/utils/dom.ts";
import { enhanceImages } from "./images.ts";

const post = postSummary({
  imageUrl: "/media/abc123-1200.webp",
  imageWidth: 1200,
  imageHeight: 630,
  imageAlt: "A teal wave",
});

const image = () => find<HTMLImageElement>(document, hooks.fallback)!;
const picture = () => document.querySelector<HTMLElement>("picture")!;
const placeholder = () => document.getElementById(read(image(), hooks.fallback) ?? "")!;

/** How far the browser has got with the picture (the test DOM loads none). */
function loading(
  img: HTMLImageElement,
  { complete, naturalWidth }: { complete: boolean; naturalWidth: number },
) {
  Object.defineProperty(img, "complete", { configurable: true, value: complete });
  Object.defineProperty(img, "naturalWidth", { configurable: true, value: naturalWidth });
}

beforeEach(() => {
  trackListeners();
  renderPage(createElement(BlogArticle, { post, html: "<p>Body</p>" }), "/blog/sleep-and-mood");
});
afterEach(removeListeners);

describe("an article's picture that fails (app/enhance/images.ts)", () => {
  it("gives way to its placeholder when it fails to load", () => {
    loading(image(), { complete: false, naturalWidth: 0 });
    enhanceImages();
    expect(placeholder().hidden).toBe(true);
    expect(picture().hidden).toBe(false);
    // "error" does not bubble.
    image().dispatchEvent(new Event("error"));
    expect(placeholder().hidden).toBe(false);
    expect(picture().hidden).toBe(true);
    // Hidden, not removed.
    expect(image().isConnected).toBe(true);
  });

  it("catches a picture that failed before the script ran", () => {
    loading(image(), { complete: true, naturalWidth: 0 });
    enhanceImages();
    expect(placeholder().hidden).toBe(false);
    expect(picture().hidden).toBe(true);
  });

  it("leaves a picture that loaded, and pictures without a placeholder", () => {
    loading(image(), { complete: true, naturalWidth: 1200 });
    document.body.insertAdjacentHTML("beforeend", '<img id="other" src="/logo.svg" alt="">');
    enhanceImages();
    document.getElementById("other")!.dispatchEvent(new Event("error"));
    expect(placeholder().hidden).toBe(true);
    expect(picture().hidden).toBe(false);
  });
});
