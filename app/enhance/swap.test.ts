// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleSession } from "#app/components/sections/sample-session.tsx";
import * as sessionContent from "#app/content/try-therasim.ts";
import { type ReplyId, sampleClient, tryTherasimHero } from "#app/content/try-therasim.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, selector } from "#app/lib/dom-hooks.ts";
import { announcement, parsePicks, sessionState } from "#app/lib/sample-session.ts";
import {
  htmlAnswer,
  later,
  listingAnswer,
  listingFetch,
  listingMarkup,
  listingPath,
  openListing,
  origin,
} from "#tests/utils/blog-listing.ts";
import { removeListeners, serverDocument, serverMarkup, trackListeners } from "#tests/utils/dom.ts";

type FetchMock = Mock<(input: string, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;
let assign: Mock<(url: string | URL) => void>;
let reload: Mock<() => void>;
/** Events the page left to the browser (which, here, goes nowhere). */
let leftToBrowser: Event[];

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const region = () => $("#blog-listing");
const heading = () => $("#articles-title");
const status = () => region().querySelector<HTMLElement>('[role="status"]')!;
const searchBox = () => $<HTMLInputElement>("#blog-search");
const articles = () =>
  [...region().querySelectorAll('section[aria-labelledby="articles-title"] article h3')].map(
    (h) => h.textContent,
  );
const categoryLink = (label: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Filter by category"] a')].find(
    (a) => a.textContent === label,
  )!;
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
/** Waits until every region has settled (no longer aria-busy). */
const settled = () =>
  vi.waitFor(
    () => expect(document.querySelectorAll(`${selector(hooks.swap)}[aria-busy="true"]`)).toHaveLength(0),
    {
      interval: 1,
      timeout: 1000,
    },
  );
const until = (check: () => void) => vi.waitFor(check, { interval: 1, timeout: 1000 });
/** The region as the server renders it for `search`. */
function serverRegion(search: string): Element {
  const holder = document.createElement("div");
  holder.innerHTML = listingMarkup(search);
  return holder.querySelector("#blog-listing")!;
}

/** The page as it arrives, with swap.ts fresh (its idea of the address shown is read when it loads). */
async function start(open: () => void) {
  open();
  vi.resetModules();
  const { enhanceSwap } = await import("./swap.ts");
  enhanceSwap();
  // The browser's default actions (following a link, sending a form), last in line.
  for (const type of ["click", "submit"])
    document.addEventListener(type, (event) => {
      if (event.defaultPrevented || (type === "click" && !(event.target as Element).closest("a[href]")))
        return;
      leftToBrowser.push(event);
      event.preventDefault();
    });
}

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  leftToBrowser = [];
  fetchMock = listingFetch();
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
});
afterEach(() => {
  removeListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("swapping the blog listing in place (app/enhance/swap.ts)", () => {
  beforeEach(() => start(() => openListing()));

  it("fetches a link's address and brings the listing up to date, keeping the nodes that stay", async () => {
    const before = { heading: heading(), status: status(), box: searchBox(), length: window.history.length };
    click(categoryLink("Research"));
    expect(region().getAttribute("aria-busy")).toBe("true");
    expect(fetchMock).toHaveBeenCalledWith(`${origin}${listingPath}?category=research`, {
      headers: { Accept: "text/html" },
      signal: expect.any(AbortSignal),
    });
    await settled();

    expect(window.location.search).toBe("?category=research");
    expect(window.history.length).toBe(before.length + 1);
    expect(document.title).toBe("Research | Blogs");
    expect(heading().textContent).toBe("Research");
    expect(articles()).toEqual(["Sleep and mood"]);
    expect(status().textContent).toBe("1 article");
    expect(categoryLink("Research").getAttribute("aria-current")).toBe("page");
    // The same nodes: a live region whose text changes is read out; focus has somewhere to go.
    expect(heading()).toBe(before.heading);
    expect(status()).toBe(before.status);
    expect(searchBox()).toBe(before.box);
    expect(document.activeElement).toBe(heading());
    // Exactly the server's markup for the new address (attributes in any order).
    expect(region().isEqualNode(serverRegion("?category=research"))).toBe(true);
    expect(region().isEqualNode(serverRegion(""))).toBe(false);
    expect(leftToBrowser).toEqual([]);
  });

  it('sends the search form the same way, and says "No articles found" when nothing matches', async () => {
    searchBox().value = "zebra";
    $<HTMLButtonElement>("#blog-listing form button[type=submit]").click();
    await settled();
    expect(window.location.search).toBe("?q=zebra");
    expect(status().textContent).toBe("0 articles matching “zebra”");
    expect(region().querySelector("h3")?.textContent).toBe("No articles found");
    expect(articles()).toEqual([]);
    expect(document.activeElement).toBe(heading());

    // Enter on the search already shown (the browser clicks the form's button) adds no step.
    const length = window.history.length;
    $<HTMLButtonElement>("#blog-listing form button[type=submit]").click();
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settled();
    expect(window.history.length).toBe(length);
  });

  it("takes the new page's stylesheet, which carries the rules of its copy of the listing", async () => {
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = ".a{color:red}";
    const url = `${origin}${listingPath}?q=zebra`;
    fetchMock.mockImplementationOnce(async () =>
      htmlAnswer(
        url,
        `<!DOCTYPE html><html lang="en"><head><title>t</title><style>.a{color:red}.b{color:blue}</style></head><body>${listingMarkup("?q=zebra")}</body></html>`,
      ),
    );
    searchBox().value = "zebra";
    $<HTMLButtonElement>("#blog-listing form button[type=submit]").click();
    await settled();
    expect(region().querySelector("h3")?.textContent).toBe("No articles found");
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
    expect(style.textContent).toBe(".a{color:red}.b{color:blue}");
    style.remove();
  });

  it("ignores an older answer once a newer choice was made", async () => {
    const first = later<Response>();
    fetchMock.mockImplementationOnce(() => first.promise);
    click(categoryLink("Research"));
    click(categoryLink("Wellness"));
    await settled();
    expect(window.location.search).toBe("?category=wellness");
    expect(articles()).toEqual(["Burnout at work"]);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);

    // The older answer arrives after all.
    first.resolve(listingAnswer(`${listingPath}?category=research`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe("?category=wellness");
    expect(articles()).toEqual(["Burnout at work"]);
    expect(document.title).toBe("Wellness | Blogs");
  });

  it("swaps back on Back and forward on Forward, adding no step", async () => {
    click(categoryLink("Relationships"));
    await settled();
    const length = window.history.length;
    heading().blur();

    window.history.back();
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settled();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`${origin}${listingPath}`);
    expect(window.location.search).toBe("");
    expect(articles()).toEqual(["Sleep and mood", "Talking to teenagers", "Burnout at work"]);
    expect(document.title).toBe("Blogs");
    expect(document.activeElement).toBe(heading());

    window.history.forward();
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await settled();
    expect(articles()).toEqual(["Talking to teenagers"]);
    expect(window.history.length).toBe(length);
  });

  it("leaves to the browser a modified click, another button, a link elsewhere, a new window or a download", async () => {
    click(categoryLink("Research"), { ctrlKey: true });
    click(categoryLink("Research"), { metaKey: true });
    click(categoryLink("Research"), { shiftKey: true });
    click(categoryLink("Research"), { button: 1 });
    click(region().querySelector('article a[href^="/blog/"]')!);
    region().insertAdjacentHTML(
      "beforeend",
      `<a id="new-window" href="${listingPath}?category=research" target="_blank">New window</a>
       <a id="download" href="${listingPath}?category=research" download>Download</a>
       <a id="part" href="#articles-title">Articles</a>`,
    );
    for (const id of ["new-window", "download", "part"]) click($(`#${id}`));
    document.body.insertAdjacentHTML(
      "beforeend",
      `<a id="outside" href="${listingPath}?category=research">Out</a>`,
    );
    click($("#outside"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(leftToBrowser).toHaveLength(9);
    expect(region().hasAttribute("aria-busy")).toBe(false);
  });

  it("leaves to the browser a form that posts", () => {
    region().insertAdjacentHTML("beforeend", `<form id="post" method="post" action="${listingPath}"></form>`);
    $<HTMLFormElement>("#post").requestSubmit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(leftToBrowser.map((event) => event.type)).toEqual(["submit"]);
  });

  it.each([
    [
      "another status than 200",
      () => Promise.resolve(htmlAnswer(`${origin}${listingPath}?category=research`, "<h1>Busy</h1>", 503)),
    ],
    ["no answer", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "an answer without the region",
      () => Promise.resolve(htmlAnswer(`${origin}${listingPath}?category=research`, "<h1>Sign in</h1>")),
    ],
    [
      "an answer from another site",
      () => Promise.resolve(listingAnswer("https://elsewhere.example/resources/blogs")),
    ],
  ])("loads the address as the browser would after %s", async (_, answer) => {
    fetchMock.mockImplementationOnce(answer);
    click(categoryLink("Research"));
    await settled();
    expect(assign).toHaveBeenCalledWith(`${origin}${listingPath}?category=research`);
    expect(window.location.search).toBe("");
    expect(articles()).toHaveLength(3);
  });

  it("reloads when Back cannot be swapped", async () => {
    click(categoryLink("Research"));
    await settled();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    window.history.back();
    await until(() => expect(reload).toHaveBeenCalledOnce());
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves a change of the hash alone to the browser", async () => {
    window.history.pushState(null, "", "#articles-title");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("swapping the sample session in place (app/enhance/swap.ts)", () => {
  /** /try-therasim as the route renders it: the hero's region and the session's. */
  const sessionPage = (picks: ReplyId[]) =>
    createElement(
      Fragment,
      null,
      createElement(
        "div",
        { id: "try-therasim-hero", ...mark(hooks.swap) },
        createElement(PageHero, {
          title: tryTherasimHero.title,
          actions: {
            primary: {
              to: tryTherasimHero.action.to,
              label: picks.length > 0 ? tryTherasimHero.action.resume : tryTherasimHero.action.start,
            },
          },
        }),
      ),
      createElement(SampleSession, { picks, content: sessionContent }),
    );

  beforeEach(() =>
    start(() => {
      window.history.replaceState(null, "", "/try-therasim");
      document.body.innerHTML = serverMarkup(sessionPage([]), "/try-therasim");
      fetchMock.mockImplementation(async (input) => {
        const url = new URL(input);
        const picks = parsePicks(url.searchParams.get("picks"));
        return htmlAnswer(
          url.href,
          serverDocument(sessionPage(picks), { path: "/try-therasim", title: "Try" }),
        );
      });
    }),
  );

  const live = () => $("#sample-session [aria-live]");
  const replies = () => [
    ...document.querySelectorAll<HTMLButtonElement>('#sample-session button[name="picks"]'),
  ];

  it("sends the chosen reply, reads out the feedback and moves focus to the next turn", async () => {
    const liveRegion = live();
    expect(liveRegion.textContent).toBe("");
    replies()[0]!.click();
    await settled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${origin}/try-therasim?picks=a#feedback-1`);
    expect(window.location.href).toBe(`${origin}/try-therasim?picks=a#feedback-1`);
    expect(live()).toBe(liveRegion);
    expect(live().textContent).toBe(announcement(sessionState(["a"]), sampleClient.shortName));
    expect(document.activeElement).toBe($("#turn-2-title"));
    // Every region of the page follows: the hero's button now leads back to the session.
    expect($("#try-therasim-hero").textContent).toContain(tryTherasimHero.action.resume);

    replies()[1]!.click();
    await settled();
    expect(window.location.search).toBe("?picks=ab");
    expect(live().textContent).toBe(announcement(sessionState(["a", "b"]), sampleClient.shortName));
    expect(document.activeElement).toBe($("#turn-3-title"));
  });
});
