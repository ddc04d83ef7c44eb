/**
 * For the DOM unit tests of app/enhance (run with `// @vitest-environment
 * happy-dom`): the page as the server renders it, and a clean page for each
 * test.
 *
 * - `serverMarkup` renders a React element with react-dom/server inside a
 *   router (components use Link and the root's data), as a page rendered on
 *   the server is; `renderPage` puts that markup in the body. The script
 *   under test then reads exactly what the component writes. (A file that
 *   opens the same page in every test renders it once and reuses the text.)
 * - `trackListeners` records what the module under test adds to `document`
 *   and `window`; `removeListeners` takes it all away again. The page
 *   scripts listen by delegation on the document, so without it a second
 *   test's init would leave the first one's listeners running too.
 */
import type { Window as HappyWindow } from "happy-dom";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { type Mock, vi } from "vitest";

/** What the stub's one route renders: set just before each (synchronous) render. */
let rendering: ReactElement | null = null;
const Stub = createRoutesStub([{ path: "*", Component: () => rendering }]);

/** The markup the server sends for `element` at `path` (useLocation reads `path`). */
export function serverMarkup(element: ReactElement, path = "/"): string {
  rendering = element;
  try {
    return renderToString(createElement(Stub, { initialEntries: [path] }));
  } finally {
    rendering = null;
  }
}

/** A whole document, as a fetch for the page at `path` would answer it. */
export function serverDocument(element: ReactElement, { path = "/", title = "" } = {}): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body>${serverMarkup(
    element,
    path,
  )}</body></html>`;
}

/** The test DOM's own controls: the viewport, the device's settings (reduced motion). */
export const happyDOM = () => (window as unknown as { happyDOM: HappyWindow["happyDOM"] }).happyDOM;

/** Puts the server's markup for `element` in the body, as the page arrives. */
export function renderPage(element: ReactElement, path = "/"): void {
  document.body.innerHTML = serverMarkup(element, path);
}

type Added = [
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options: unknown,
];
const added: Added[] = [];
const replaced = new Map<EventTarget, PropertyDescriptor | undefined>();
const targets = () => [document, window] as EventTarget[];

/** Records every listener added to the document or the window from now on. */
export function trackListeners(): void {
  for (const target of targets()) {
    if (replaced.has(target)) continue;
    replaced.set(target, Object.getOwnPropertyDescriptor(target, "addEventListener"));
    const add = target.addEventListener.bind(target);
    Object.defineProperty(target, "addEventListener", {
      configurable: true,
      writable: true,
      value(type: string, listener: EventListenerOrEventListenerObject, options?: unknown) {
        added.push([target, type, listener, options]);
        add(type, listener, options as AddEventListenerOptions);
      },
    });
  }
}

/** Removes the listeners recorded since `trackListeners`, and stops recording. */
export function removeListeners(): void {
  for (const [target, type, listener, options] of added.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions);
  }
  for (const [target, own] of replaced) {
    // The window's own property (the test environment's) goes back as it was; the document's goes.
    if (own) Object.defineProperty(target, "addEventListener", own);
    else delete (target as { addEventListener?: unknown }).addEventListener;
  }
  replaced.clear();
}

/** The forms' `fetch`, stubbed: each call is recorded and answered by `respond`. */
export type FormFetch = Mock<(url: string, init: RequestInit) => Promise<Response>>;

/** A JSON answer as the API gives one. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Replaces `fetch` for this test (`vi.unstubAllGlobals()` puts it back) and answers with `respond`. */
export function stubFormFetch(respond: () => Response): FormFetch {
  const fetchMock: FormFetch = vi.fn(async () => respond());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the `call`-th request a form sent. */
export function sentBody(fetchMock: FormFetch, call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as Record<string, unknown>;
}

/** Waits for an answer to be handled (a few turns of the event loop). */
export const until = (check: () => void) => vi.waitFor(check, { interval: 1, timeout: 1000 });
