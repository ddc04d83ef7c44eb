// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import * as hooks from "#app/lib/dom-hooks.ts";
import { selector } from "#app/lib/dom-hooks.ts";
import {
  later,
  listingAnswer,
  listingFetch,
  listingPath,
  openListing,
  origin,
} from "#tests/utils/blog-listing.ts";
import { removeListeners, trackListeners } from "#tests/utils/dom.ts";

const pause = 300;
type FetchMock = Mock<(input: string, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;
let assign: Mock<(url: string | URL) => void>;

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const region = () => $("#blog-listing");
const box = () => $<HTMLInputElement>("#blog-search");
const status = () => region().querySelector('[role="status"]')!.textContent;
const articles = () =>
  [...region().querySelectorAll('section[aria-labelledby="articles-title"] article h3')].map(
    (h) => h.textContent,
  );
const fetched = () => fetchMock.mock.calls.map(([input]) => input.replace(origin, ""));
const settled = () =>
  vi.waitFor(
    () => expect(document.querySelectorAll(`${selector(hooks.swap)}[aria-busy="true"]`)).toHaveLength(0),
    {
      interval: 1,
      timeout: 1000,
    },
  );

/** Types `words` into the box (as the browser reports it: one input event). */
function type(words: string, init: InputEventInit = {}) {
  box().value = words;
  box().setSelectionRange(words.length, words.length);
  box().dispatchEvent(new InputEvent("input", { bubbles: true, ...init }));
}

/** The blog listing's page script: the swap and the live search, on fresh modules. */
async function start(search = "") {
  openListing(search);
  vi.resetModules();
  const { enhanceSwap } = await import("./swap.ts");
  const { enhanceLiveSearch } = await import("./live-search.ts");
  enhanceSwap();
  enhanceLiveSearch();
  box().focus();
}

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fetchMock = listingFetch();
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  removeListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the blog's search as it is typed (app/enhance/live-search.ts)", () => {
  it("swaps once typing pauses for 300 ms, not on every key", async () => {
    await start();
    type("s");
    vi.advanceTimersByTime(200);
    type("sl");
    vi.advanceTimersByTime(200);
    type("sle");
    vi.advanceTimersByTime(pause - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetched()).toEqual([`${listingPath}?q=sle`]);
    await settled();
    expect(window.location.search).toBe("?q=sle");
    expect(status()).toBe("1 article matching “sle”");
    expect(articles()).toEqual(["Sleep and mood"]);
  });

  it("leaves focus, the words and the caret in the box", async () => {
    await start();
    const field = box();
    type("burn");
    field.setSelectionRange(2, 2);
    vi.advanceTimersByTime(pause);
    await settled();
    expect(box()).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe("burn");
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
  });

  it("keeps what is typed while an answer is on its way", async () => {
    await start();
    const first = later<Response>();
    fetchMock.mockImplementationOnce(() => first.promise);
    type("sle");
    vi.advanceTimersByTime(pause);
    type("sleep an");
    first.resolve(listingAnswer(`${listingPath}?q=sle`));
    await settled();
    expect(box().value).toBe("sleep an");
    expect(window.location.search).toBe("?q=sle");
  });

  it('says "No articles found" when nothing matches', async () => {
    await start();
    type("zebra");
    vi.advanceTimersByTime(pause);
    await settled();
    expect(status()).toBe("0 articles matching “zebra”");
    expect(region().querySelector("h3")?.textContent).toBe("No articles found");
  });

  it("takes one step of the history for one search typed, so Back returns to the listing as it was", async () => {
    await start();
    const length = window.history.length;
    type("sle");
    vi.advanceTimersByTime(pause);
    await settled();
    expect(window.history.length).toBe(length + 1);
    type("sleep");
    vi.advanceTimersByTime(pause);
    await settled();
    type("burnout");
    vi.advanceTimersByTime(pause);
    await settled();
    expect(window.location.search).toBe("?q=burnout");
    expect(window.history.length).toBe(length + 1);

    vi.useRealTimers();
    window.history.back();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4), { interval: 1 });
    await settled();
    expect(window.location.search).toBe("");
    expect(articles()).toHaveLength(3);
    expect(box().value).toBe("");
  });

  it("drops a search still on its way when a newer one starts, so results never arrive out of order", async () => {
    await start();
    const first = later<Response>();
    fetchMock.mockImplementationOnce(() => first.promise);
    type("sle");
    vi.advanceTimersByTime(pause);
    type("burn");
    vi.advanceTimersByTime(pause);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await settled();
    // The older answer arrives after all.
    first.resolve(listingAnswer(`${listingPath}?q=sle`));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe("?q=burn");
    expect(articles()).toEqual(["Burnout at work"]);
  });

  it("asks for the plain address when the box is cleared", async () => {
    await start("?q=sleep");
    type("");
    vi.advanceTimersByTime(pause);
    await settled();
    expect(fetched()).toEqual([listingPath]);
    expect(window.location.search).toBe("");
  });

  it("shows nothing when a fetch fails while typing; Enter still works", async () => {
    await start();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    type("sle");
    vi.advanceTimersByTime(pause);
    await settled();
    expect(assign).not.toHaveBeenCalled();
    expect(window.location.search).toBe("");
    expect(box().value).toBe("sle");
    expect(document.activeElement).toBe(box());

    $<HTMLButtonElement>("#blog-listing form button[type=submit]").click();
    await settled();
    expect(window.location.search).toBe("?q=sle");
  });

  it("gives way to Enter, a link or Back chosen before the pause is over", async () => {
    await start();
    type("sle");
    vi.advanceTimersByTime(100);
    $<HTMLButtonElement>("#blog-listing form button[type=submit]").click();
    vi.advanceTimersByTime(pause);
    expect(fetched()).toEqual([`${listingPath}?q=sle`]);
    await settled();

    type("sleep");
    $<HTMLAnchorElement>(`#blog-listing nav a[href="${listingPath}?q=sle&category=wellness"]`).click();
    vi.advanceTimersByTime(pause);
    expect(fetched()).toEqual([`${listingPath}?q=sle`, `${listingPath}?q=sle&category=wellness`]);
    await settled();

    type("work");
    window.dispatchEvent(new PopStateEvent("popstate"));
    vi.advanceTimersByTime(pause);
    expect(fetched().filter((address) => address.includes("work"))).toEqual([]);
  });

  it("waits for letters still being composed, and ignores other fields", async () => {
    await start();
    type("すい", { isComposing: true });
    region().insertAdjacentHTML("beforeend", '<form method="get"><input id="other" name="x"></form>');
    const other = $<HTMLInputElement>("#other");
    other.value = "y";
    other.dispatchEvent(new InputEvent("input", { bubbles: true }));
    vi.advanceTimersByTime(pause * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
