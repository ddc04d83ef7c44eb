// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotFoundScreen } from "#app/components/sections/not-found-screen.tsx";
import { frameIn } from "#app/i18n/frame.server.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, read } from "#app/lib/dom-hooks.ts";
import { removeListeners, renderPage, trackListeners } from "#tests/utils/dom.ts";
import { enhanceRetry, retryDelayMs } from "./retry.ts";

const retry = () => find<HTMLButtonElement>(document, hooks.retry)!;

beforeEach(() => {
  trackListeners();
  vi.useFakeTimers();
  renderPage(createElement(NotFoundScreen), "/no-such-page");
  enhanceRetry();
});
afterEach(() => {
  removeListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the not-found screen's buttons (app/enhance/retry.ts)", () => {
  it("Go Back goes back", () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    find(document, hooks.goBack)!.click();
    expect(back).toHaveBeenCalledOnce();
  });

  it('Try Again says "Retrying...", then loads the page again a moment later, once', () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    expect(retry().textContent).toBe("Try Again");
    retry().click();
    expect(retry().textContent).toBe("Retrying...");
    expect(retry().disabled).toBe(true);
    expect(read(retry(), hooks.retrying)).toBe("true");
    expect(reload).not.toHaveBeenCalled();

    // A second press while retrying changes nothing.
    retry().dispatchEvent(new MouseEvent("click", { bubbles: true }));
    vi.advanceTimersByTime(retryDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(retryDelayMs * 2);
    expect(reload).toHaveBeenCalledOnce();
    // An English page hands the script no words: "Retrying..." is its own.
    expect(retry().hasAttribute(hooks.retryWords)).toBe(false);
  });

  it("says it in Hindi on a Hindi page, with the word the screen gives it from the root's words", () => {
    vi.spyOn(window.location, "reload").mockImplementation(() => {});
    // The page as the root renders it: its loader gives the frame's words in the page's language.
    const Page = createRoutesStub([{ id: "root", path: "*", Component: NotFoundScreen }]);
    document.body.innerHTML = renderToString(
      createElement(Page, {
        initialEntries: ["/hi/no-such-page"],
        hydrationData: { loaderData: { root: frameIn("hi") } },
      }),
    );
    retry().click();
    expect(find(retry(), hooks.retryLabel)?.textContent).toBe(frameIn("hi").text.retrying);
    expect(retry().disabled).toBe(true);
  });
});
