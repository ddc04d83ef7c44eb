// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { AttributionFields } from "#app/components/sections/attribution-fields.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { rememberVisit } from "#app/lib/visit.ts";
import { HONEYPOT_FIELD } from "#common/constants.ts";
import {
  jsonAnswer as answer,
  type FormFetch,
  removeListeners,
  sentBody,
  serverMarkup,
  stubFormFetch,
  trackListeners,
  until,
} from "#tests/utils/dom.ts";
import { type FormPost, postForm } from "./post-form.ts";

/** A form as the public ones are rendered: a field, the attribution, the hidden trap, a busy label. */
const markup = serverMarkup(
  createElement(
    "form",
    { method: "post", id: "f" },
    createElement(AttributionFields),
    createElement("input", { name: "name", defaultValue: "" }),
    createElement("input", { name: HONEYPOT_FIELD, defaultValue: "" }),
    createElement(
      "button",
      { type: "submit", ...mark(hooks.busyLabel, "Sending...") },
      createElement("span", mark(hooks.label), "Send"),
    ),
  ),
  "/somewhere",
);

const draftKey = "anvaya:draft:test";
const sendKeyKey = "anvaya:send-key:test";
const form = () => document.getElementById("f") as HTMLFormElement;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const button = () => form().querySelector("button")!;
const submit = () => button().click();
function type(value: string) {
  field("name").value = value;
  field("name").dispatchEvent(new Event("input", { bubbles: true }));
}

let fetchMock: FormFetch;
const sent = (call = 0) => sentBody(fetchMock, call);
type Post = FormPost<{ id: string }>;
/** The form's own parts, recorded: its check (a name is enough), its thanks, its failure, its busy state. */
let post: { [K in "check" | "stored" | "failed"]: Mock<Post[K]> } & { busy: Mock<(on: boolean) => void> };

function page() {
  document.body.innerHTML = markup;
  postForm(form(), { url: "/api/test", draft: "test", fields: ["name"], ...post });
}

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/somewhere");
  fetchMock = stubFormFetch(() => answer(201, { success: true, data: { id: "r1" } }));
  post = {
    check: vi.fn((values) => (values.name ? { name: values.name } : null)),
    stored: vi.fn(() => undefined),
    failed: vi.fn(),
    busy: vi.fn(),
  };
});
afterEach(() => {
  document.documentElement.lang = "";
  removeListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sending a public form (app/enhance/post-form.ts)", () => {
  it("sends nothing the form's own check refuses", () => {
    page();
    submit();
    expect(post.check).toHaveBeenCalledWith({ name: "" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it("posts the checked values as JSON with the attribution, the form's page and the key, busy until the answer", async () => {
    rememberVisit({ pathname: "/pricing", search: "?utm_source=newsletter" });
    let release = (_: Response) => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    page();
    type("Asha");
    submit();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe("Sending...");
    expect(post.busy).toHaveBeenLastCalledWith(true);
    // A second press while sending sends nothing more.
    form().requestSubmit();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, init.headers]).toEqual([
      "/api/test",
      "POST",
      { "Content-Type": "application/json" },
    ]);
    expect(sent()).toEqual({
      name: "Asha",
      sourcePage: "/pricing",
      utmSource: "newsletter",
      formPage: "/somewhere",
      idempotencyKey: sessionStorage.getItem(sendKeyKey),
    });
    release(answer(201, { success: true, data: { id: "r1" } }));
    await until(() => expect(button().disabled).toBe(false));
    expect(button().textContent).toBe("Send");
    expect(post.busy).toHaveBeenLastCalledWith(false);
  });

  it("on a Hindi page, sends the language and opens the Hindi thank-you page", async () => {
    document.documentElement.lang = "hi";
    window.history.replaceState(null, "", "/hi/the-form");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    post.stored.mockReturnValue("/the-form/sent?type=general");
    page();
    type("आशा");
    submit();
    await until(() => expect(assign).toHaveBeenCalledWith("/hi/the-form/sent?type=general"));
    expect(sent()).toMatchObject({ name: "आशा", language: "hi", formPage: "/hi/the-form" });
  });

  it("on an English page, leaves the language out (English is the API's default)", async () => {
    document.documentElement.lang = "en-IN";
    page();
    type("Asha");
    submit();
    await until(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sent()).not.toHaveProperty("language");
  });

  it("sends the hidden field only when a bot filled it in", async () => {
    page();
    type("Asha");
    field(HONEYPOT_FIELD).value = "spam.example";
    submit();
    await until(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sent()[HONEYPOT_FIELD]).toBe("spam.example");
  });

  it("once stored, drops the draft and the key and hands the answer's data to the form", async () => {
    page();
    type("Asha");
    expect(sessionStorage.getItem(draftKey)).not.toBeNull();
    submit();
    await until(() => expect(post.stored).toHaveBeenCalledWith({ id: "r1" }));
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
    expect(post.failed).not.toHaveBeenCalled();
  });

  it("opens the thank-you page the form names, busy until then, and is fresh again on Back", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    post.stored.mockReturnValue("/the-form/sent");
    page();
    type("Asha");
    submit();
    await until(() => expect(assign).toHaveBeenCalledWith("/the-form/sent"));
    expect(button().disabled).toBe(true);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(button().disabled).toBe(false);
    expect(field("name").value).toBe("");
  });

  it("drops the key, not the draft, when the server refuses it for good", async () => {
    const refusal = { success: false, error: "Enter your name.", fieldErrors: { name: "Enter your name." } };
    fetchMock.mockResolvedValueOnce(answer(400, refusal));
    page();
    type("Asha");
    submit();
    await until(() => expect(post.failed).toHaveBeenCalledWith({ answer: refusal, error: undefined }));
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
    expect(sessionStorage.getItem(draftKey)).not.toBeNull();
    expect(button().disabled).toBe(false);
  });

  it("keeps the key after a 5xx, an answer that is not ours, or none, so the retry is stored once", async () => {
    const unavailable = { success: false, error: "The service is unavailable." };
    fetchMock
      .mockResolvedValueOnce(answer(503, unavailable))
      .mockResolvedValueOnce(new Response("<h1>Bad gateway</h1>", { status: 502 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    page();
    type("Asha");
    submit();
    await until(() => expect(post.failed).toHaveBeenCalledTimes(1));
    expect(post.failed).toHaveBeenLastCalledWith({ answer: unavailable, error: undefined });
    submit();
    await until(() => expect(post.failed).toHaveBeenCalledTimes(2));
    expect(post.failed).toHaveBeenLastCalledWith({ answer: {}, error: expect.any(SyntaxError) });
    submit();
    await until(() => expect(post.failed).toHaveBeenCalledTimes(3));
    expect(post.failed).toHaveBeenLastCalledWith({ error: new TypeError("Failed to fetch") });
    const key = sent(0).idempotencyKey;
    expect([sent(1).idempotencyKey, sent(2).idempotencyKey]).toEqual([key, key]);
    expect(sessionStorage.getItem(sendKeyKey)).toBe(key);
    expect(post.stored).not.toHaveBeenCalled();
  });
});
