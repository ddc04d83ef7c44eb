// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ComingSoonWaitlist } from "#app/components/sections/coming-soon-waitlist.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, selector } from "#app/lib/dom-hooks.ts";
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
import { enhanceWaitlist } from "./waitlist.ts";

const draftKey = "anvaya:draft:waitlist";
const sendKeyKey = "anvaya:send-key:waitlist";
const markup = serverMarkup(createElement(ComingSoonWaitlist), "/careers");

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const form = () => $<HTMLFormElement>(selector(hooks.waitlist));
const email = () => $<HTMLInputElement>("#waitlist-email");
const consent = () => $<HTMLInputElement>("#waitlist-agreeToContact");
const submitButton = () => $<HTMLButtonElement>(`${selector(hooks.waitlist)} button[type=submit]`);
const emailError = () => ($("#waitlist-email-error").hidden ? null : $("#waitlist-email-error").textContent);
const consentError = () =>
  $("#waitlist-agreeToContact-error").hidden
    ? null
    : find($("#waitlist-agreeToContact-error"), hooks.errorText)?.textContent;
/** What the live region says. */
const statusRegion = () => $(selector(hooks.waitlistStatus));
const status = () => statusRegion().textContent;

function type(value: string) {
  email().value = value;
  email().dispatchEvent(new Event("input", { bubbles: true }));
}
/** Submits as the browser does once its own check of the address (required, type=email) passes. */
const submit = () => form().dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));

let fetchMock: FormFetch;
const sent = (call = 0) => sentBody(fetchMock, call);

function page() {
  document.body.innerHTML = markup;
  enhanceWaitlist();
}

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/careers");
  fetchMock = stubFormFetch(() => answer(201, { success: true, data: { id: "w1" } }));
});
afterEach(() => {
  removeListeners();
  vi.unstubAllGlobals();
});

describe("the coming-soon waitlist (app/enhance/waitlist.ts)", () => {
  it("leaves the address to the browser's own check", () => {
    page();
    expect(email().required).toBe(true);
    expect(email().type).toBe("email");
    expect(form().noValidate).toBe(false);
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the consent under its box, and sends nothing", () => {
    page();
    type("asha@example.in");
    submit();
    expect(consentError()).toBe("Tick the box so that we can email you at launch.");
    expect(consent().getAttribute("aria-invalid")).toBe("true");
    expect(consent().getAttribute("aria-describedby")).toBe(
      "waitlist-agreeToContact-hint waitlist-agreeToContact-error",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stores the address, then thanks in the live region and clears the box and the draft", async () => {
    let release = (_: Response) => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    page();
    type("asha@example.in");
    consent().click();
    submit();
    expect(consentError()).toBeNull();
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe("Submitting...");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method]).toEqual(["/api/waitlist", "POST"]);
    expect(sent()).toEqual({
      email: "asha@example.in",
      agreeToContact: true,
      sourcePage: "/careers",
      formPage: "/careers",
      idempotencyKey: sessionStorage.getItem(sendKeyKey),
    });
    expect(status()).toBe("");

    release(answer(201, { success: true, data: { id: "w1" } }));
    await until(() =>
      expect(status()).toBe("Thank you for subscribing!We'll notify you as soon as we launch."),
    );
    expect(email().value).toBe("");
    expect(consent().checked).toBe(false);
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe("Join the Waitlist");
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
  });

  it("thanks once however often an address is added", async () => {
    page();
    for (const address of ["asha@example.in", "ravi@example.in"]) {
      type(address);
      consent().click();
      submit();
      await until(() => expect(email().value).toBe(""));
    }
    expect(statusRegion().childElementCount).toBe(1);
  });

  it("shows the server's reason under the box, keeps the address, and drops the key", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: "Enter a valid email address." }));
    page();
    type("asha@example");
    consent().click();
    submit();
    await until(() => expect(emailError()).toBe("Enter a valid email address."));
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(email().getAttribute("aria-describedby")).toBe("waitlist-email-hint waitlist-email-error");
    expect(email().value).toBe("asha@example");
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
    expect(status()).toBe("");
  });

  it("keeps the key after a 5xx, so the retry is stored once", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Bad gateway", { status: 502 }));
    page();
    type("asha@example.in");
    consent().click();
    submit();
    await until(() => expect(emailError()).toBe("Something went wrong. Please try again."));
    const key = sent(0).idempotencyKey;
    expect(sessionStorage.getItem(sendKeyKey)).toBe(key);
    submit();
    await until(() => expect(email().value).toBe(""));
    expect(sent(1).idempotencyKey).toBe(key);
    expect(emailError()).toBeNull();
  });

  it("says it could not reach us when no answer comes", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    page();
    type("asha@example.in");
    consent().click();
    submit();
    await until(() =>
      expect(emailError()).toBe("We could not reach the server. Please check your connection and try again."),
    );
    expect(email().value).toBe("asha@example.in");
  });

  it("brings back the tab's draft when the page loads again", () => {
    page();
    type("asha@example.in");
    consent().click();
    page();
    expect(email().value).toBe("asha@example.in");
    expect(consent().checked).toBe(true);
  });
});
