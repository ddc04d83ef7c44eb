// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DemoForm } from "#app/components/sections/demo-form.tsx";
import { Toasts } from "#app/components/ui/toasts.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, findAll, read, selector } from "#app/lib/dom-hooks.ts";
import { rememberVisit } from "#app/lib/visit.ts";
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
import { enhanceDemoForm } from "./demo-form.ts";

const draftKey = "anvaya:draft:demo-request";
const sendKeyKey = "anvaya:send-key:demo-request";

const markup = serverMarkup(
  createElement(Fragment, null, createElement(DemoForm), createElement(Toasts)),
  "/request-a-demo",
);

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const form = () => $<HTMLFormElement>(selector(hooks.demoForm));
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const submitButton = () => $<HTMLButtonElement>(`${selector(hooks.demoForm)} button[type="submit"]`);
/** The error under a field, as a visitor reads it (null when there is none). */
function errorUnder(name: string) {
  const error = document.getElementById(`demo-${name}-error`)!;
  return error.hidden ? null : find(error, hooks.errorText)?.textContent;
}
const toasts = () =>
  findAll(find(document, hooks.toasts)!, hooks.toast).map(
    (item) => `${read(item, hooks.kind)}: ${find(item, hooks.toastMessage)?.textContent}`,
  );

function type(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
}
function choose(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("change", { bubbles: true }));
}
function fillIn() {
  type("fullName", "Asha Rao");
  type("workEmail", "asha@clinic.example");
  type("organization", "Calm Clinic");
  type("roleTitle", "Clinical Psychologist");
  type("phone", "+91 80 1234 5678");
  choose("inquiryFor", "mental-health-platform");
  type("message", "Session notes and assessments, for about 12 people.");
  field("agreeToContact").click();
}
const submit = () => submitButton().click();

let fetchMock: FormFetch;
const sent = (call = 0) => sentBody(fetchMock, call);

function page() {
  document.body.innerHTML = markup;
  enhanceDemoForm();
}

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/request-a-demo");
  fetchMock = stubFormFetch(() => answer(201, { success: true, data: { id: "r1" } }));
});
afterEach(() => {
  removeListeners();
  vi.unstubAllGlobals();
});

describe("the demo request form (app/enhance/demo-form.ts)", () => {
  it("shows the schema's messages under the fields and sends nothing", () => {
    page();
    submit();
    expect(errorUnder("fullName")).toBe("Enter your full name.");
    expect(errorUnder("workEmail")).toBe("Enter your work email address.");
    expect(errorUnder("phone")).toBe("Enter your phone number.");
    expect(errorUnder("inquiryFor")).toBe("Select the product you would like to see.");
    expect(errorUnder("message")).toBe("Tell us what you would like to see in the demo.");
    expect(errorUnder("agreeToContact")).toBe("Tick the box so that we can contact you about your demo.");
    expect(field("fullName").getAttribute("aria-invalid")).toBe("true");
    expect(field("fullName").getAttribute("aria-describedby")).toBe("demo-fullName-error");
    expect(field("message").getAttribute("aria-describedby")).toBe("demo-message-hint demo-message-error");
    expect(document.activeElement).toBe(field("fullName"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(form().noValidate).toBe(true);
  });

  it("clears a field's error as it is fixed, and says what is still wrong", () => {
    page();
    submit();
    type("fullName", "Asha Rao");
    expect(errorUnder("fullName")).toBeNull();
    expect(field("fullName").hasAttribute("aria-invalid")).toBe(false);
    type("workEmail", "asha@");
    expect(errorUnder("workEmail")).toBe("Enter an email address in the right format, like name@clinic.in.");
    type("workEmail", "asha@clinic.example");
    expect(errorUnder("workEmail")).toBeNull();
    field("agreeToContact").click();
    expect(errorUnder("agreeToContact")).toBeNull();
    expect(errorUnder("organization")).toBe("Enter the name of your organisation.");
  });

  it("sends the request as JSON with the visit's attribution and a key, busy until the answer", async () => {
    rememberVisit({ pathname: "/solutions/therasim", search: "?utm_source=newsletter" });
    rememberVisit({ pathname: "/request-a-demo", search: "" });
    let release = (_: Response) => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    page();
    fillIn();
    submit();
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe("Submitting...");
    expect(form().getAttribute("aria-busy")).toBe("true");
    // A second press while sending sends nothing more.
    form().requestSubmit();
    expect(fetchMock).toHaveBeenCalledOnce();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/request-demo");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(sent()).toEqual({
      fullName: "Asha Rao",
      workEmail: "asha@clinic.example",
      organization: "Calm Clinic",
      roleTitle: "Clinical Psychologist",
      phone: "+91 80 1234 5678",
      inquiryFor: "mental-health-platform",
      message: "Session notes and assessments, for about 12 people.",
      agreeToContact: true,
      sourcePage: "/solutions/therasim",
      utmSource: "newsletter",
      formPage: "/request-a-demo",
      idempotencyKey: sessionStorage.getItem(sendKeyKey),
    });

    release(answer(201, { success: true, data: { id: "r1" } }));
    await until(() => expect(submitButton().disabled).toBe(false));
    expect(submitButton().textContent).toBe("Request a Demo");
    expect(form().hasAttribute("aria-busy")).toBe(false);
  });

  it('says "submitted" once stored, clears the form, the draft and the key', async () => {
    page();
    fillIn();
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({ fullName: "Asha Rao" });
    submit();
    await until(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual(["success: Demo request submitted successfully! We'll get back to you soon."]);
    expect(field("fullName").value).toBe("");
    expect(field("inquiryFor").value).toBe("");
    expect(field("agreeToContact").checked).toBe(false);
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
  });

  it("keeps the values and the key after a 5xx, so the retry is stored once", async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { success: false, error: "The service is unavailable." }));
    page();
    fillIn();
    submit();
    await until(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual(["error: Submission failed: The service is unavailable."]);
    expect(field("fullName").value).toBe("Asha Rao");
    const key = sent(0).idempotencyKey;
    expect(sessionStorage.getItem(sendKeyKey)).toBe(key);

    submit();
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).idempotencyKey).toBe(key);
  });

  it("keeps the key when no answer comes", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    page();
    fillIn();
    submit();
    await until(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual(["error: Error submitting form: Failed to fetch"]);
    expect(sessionStorage.getItem(sendKeyKey)).toBe(sent(0).idempotencyKey);
    expect(submitButton().disabled).toBe(false);
  });

  it("drops the key (not the values) when the server refuses it for good", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: "Enter your phone number." }));
    page();
    fillIn();
    submit();
    await until(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual(["error: Submission failed: Enter your phone number."]);
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
    expect(field("organization").value).toBe("Calm Clinic");
    submit();
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).idempotencyKey).not.toBe(sent(0).idempotencyKey);
  });

  it("brings back the tab's draft when the page loads again", () => {
    page();
    fillIn();
    page();
    expect(field("fullName").value).toBe("Asha Rao");
    expect(field("inquiryFor").value).toBe("mental-health-platform");
    expect(field("agreeToContact").checked).toBe(true);
  });

  it("sends the hidden field a bot filled in, for the server to refuse", async () => {
    page();
    fillIn();
    field("website").value = "spam.example";
    submit();
    await until(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sent().website).toBe("spam.example");
  });
});
