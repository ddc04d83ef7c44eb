// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ListFilters } from "./list-filters.tsx";

/** Every address the list's loader was asked for, and the answer it holds back, if any. */
const asked: string[] = [];
let held: (() => void) | null = null;
let holding = false;

function Screen() {
  const [params] = useSearchParams();
  return <ListFilters params={params} />;
}

const Stub = createRoutesStub([
  {
    path: "/list",
    Component: Screen,
    HydrateFallback: () => null,
    loader: ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      if (!holding) return null;
      return new Promise<null>((answer) => {
        held = () => answer(null);
      });
    },
  },
]);

const pause = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

/** Types into a field as the browser does: React reads the value the element's own setter wrote. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

afterEach(() => {
  asked.length = 0;
  held = null;
  holding = false;
  document.body.innerHTML = "";
});

describe("ListFilters", () => {
  it("keeps a change not yet sent when the answer to an earlier one arrives", async () => {
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    await act(async () => root.render(<Stub initialEntries={["/list?manage=1"]} />));
    await pause(0);
    const search = document.querySelector<HTMLInputElement>("input[name=search]");
    const category = document.querySelector<HTMLSelectElement>("select[name=category]");
    if (!search || !category) throw new Error("the filters did not render");

    // A category chosen: its list is asked for, and its answer is slow.
    holding = true;
    await act(async () => choose(category, "research"));
    await pause(10);
    expect(asked.at(-1)).toBe("/list?manage=1&search=&status=&category=research");

    // A search typed while it loads, not yet sent (it waits for typing to pause).
    holding = false;
    await act(async () => type(search, "SOAP"));
    // The category's answer arrives: the address now says research, with no search.
    await act(async () => held?.());
    await pause(0);
    expect(search.value).toBe("SOAP");
    expect(category.value).toBe("research");

    // Typing paused: the search is sent with the category.
    await pause(400);
    expect(asked.at(-1)).toBe("/list?manage=1&search=SOAP&status=&category=research");
    expect(search.value).toBe("SOAP");
    await act(async () => root.unmount());
  });
});
