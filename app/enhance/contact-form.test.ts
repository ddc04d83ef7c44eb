// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { ContactForm } from "#app/components/sections/contact-form.tsx";
import { contactFormCopy } from "#app/content/contact.ts";
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
import { enhanceContactForm } from "./contact-form.ts";

const draftKey = "anvaya:draft:contact";
const sendKeyKey = "anvaya:send-key:contact";
const markup = serverMarkup(createElement(ContactForm), "/contact-us");

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const form = () => $<HTMLFormElement>(selector(hooks.contactForm));
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const submitButton = () => $<HTMLButtonElement>(`${selector(hooks.contactForm)} button[type="submit"]`);
const failure = () => $(selector(hooks.failure));
/** The reason above the form, as a visitor reads it (null when there is none). */
const failureShown = () => (failure().hidden ? null : $(selector(hooks.failureText)).textContent);
function errorUnder(name: string) {
  const error = document.getElementById(`contact-${name}-error`)!;
  return error.hidden ? null : find(error, hooks.errorText)?.textContent;
}

function type(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
}
function fillIn() {
  field("inquiryType").value = "therapy";
  field("inquiryType").dispatchEvent(new Event("change", { bubbles: true }));
  answerAge("yes");
  type("name", "Asha Rao");
  type("email", "asha@example.in");
  type("subject", "Starting therapy");
  type("message", "I would like to talk to someone this week.");
  field("agreeToContact").click();
}
/** "Are you 18 or over?" on the therapy path (issue 33). */
const answerAge = (value: "yes" | "no") =>
  $<HTMLInputElement>(`input[name="adult"][value="${value}"]`).click();
const under18Panel = () => $(selector(hooks.under18));
const submit = () => submitButton().click();

let fetchMock: FormFetch;
let assign: Mock<(url: string | URL) => void>;
const sent = (call = 0) => sentBody(fetchMock, call);

function page() {
  document.body.innerHTML = markup;
  enhanceContactForm();
}

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/contact-us");
  fetchMock = stubFormFetch(() =>
    answer(201, { success: true, data: { inquiryType: "therapy", urgent: false } }),
  );
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  removeListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the contact form (app/enhance/contact-form.ts)", () => {
  it("shows the schema's messages under the fields, focuses the first, and sends nothing", () => {
    page();
    submit();
    expect(errorUnder("inquiryType")).toBeNull();
    expect(errorUnder("name")).toBe("Enter your name.");
    expect(errorUnder("email")).toBe("Enter your email address.");
    expect(errorUnder("subject")).toBe("Enter a subject for your message.");
    expect(errorUnder("message")).toBe("Enter your message.");
    expect(errorUnder("agreeToContact")).toBe("Tick the box so that we can answer your message.");
    expect(field("email").getAttribute("aria-invalid")).toBe("true");
    expect(field("email").getAttribute("aria-describedby")).toBe("contact-email-error");
    expect(document.activeElement).toBe(field("name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error as it is fixed", () => {
    page();
    submit();
    type("email", "asha");
    expect(errorUnder("email")).toBe("Enter an email address in the right format, like name@example.com.");
    type("email", "asha@example.in");
    expect(errorUnder("email")).toBeNull();
    expect(field("email").hasAttribute("aria-describedby")).toBe(false);
    expect(errorUnder("name")).toBe("Enter your name.");
  });

  it("sends it to our server with the key and the attribution, busy until it is stored", async () => {
    let release = (_: Response) => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    page();
    fillIn();
    submit();
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe("Sending...");
    form().requestSubmit();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method]).toEqual(["/api/contact", "POST"]);
    expect(sent()).toEqual({
      inquiryType: "therapy",
      adult: "yes",
      name: "Asha Rao",
      email: "asha@example.in",
      subject: "Starting therapy",
      message: "I would like to talk to someone this week.",
      agreeToContact: true,
      sourcePage: "/contact-us",
      formPage: "/contact-us",
      idempotencyKey: sessionStorage.getItem(sendKeyKey),
    });
    release(answer(201, { success: true, data: { inquiryType: "therapy", urgent: true } }));
    await until(() => expect(assign).toHaveBeenCalled());
  });

  it("once stored (201), opens the thank-you page, clears the draft and the key, and stays busy", async () => {
    page();
    fillIn();
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({ name: "Asha Rao" });
    submit();
    await until(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign).toHaveBeenCalledWith("/contact-us/sent?type=therapy");
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
    // A second press before the thank-you page opens would send the message again.
    expect(submitButton().disabled).toBe(true);
  });

  it("comes back from the thank-you page as a fresh form", async () => {
    page();
    fillIn();
    submit();
    await until(() => expect(assign).toHaveBeenCalledOnce());
    // Shown again from the back-forward cache (the test DOM's PageTransitionEvent is a plain Event).
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(field("name").value).toBe("");
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe("Send message");
  });

  it("shows the server's reasons, keeps the values, focuses the reason, and drops the key when refused", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        success: false,
        error: "Some details need another look.",
        fieldErrors: { subject: "The subject must be 150 characters or fewer." },
      }),
    );
    page();
    fillIn();
    submit();
    await until(() => expect(failureShown()).toBe("Some details need another look."));
    expect(errorUnder("subject")).toBe("The subject must be 150 characters or fewer.");
    expect(field("message").value).toBe("I would like to talk to someone this week.");
    expect(sessionStorage.getItem(sendKeyKey)).toBeNull();
    expect(submitButton().disabled).toBe(false);
    await until(() => expect(document.activeElement).toBe(failure()));
  });

  it("keeps the key after a 5xx, saying what to do when the answer is not ours", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    page();
    fillIn();
    submit();
    await until(() => expect(failureShown()).toBe(contactFormCopy.failed));
    const key = sent(0).idempotencyKey;
    expect(sessionStorage.getItem(sendKeyKey)).toBe(key);
    submit();
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).idempotencyKey).toBe(key);
    await until(() => expect(assign).toHaveBeenCalled());
    expect(failureShown()).toBeNull();
  });

  it("says it could not reach us when no answer comes, keeping the key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    page();
    fillIn();
    submit();
    await until(() => expect(failureShown()).toBe(contactFormCopy.offline));
    expect(sessionStorage.getItem(sendKeyKey)).toBe(sent(0).idempotencyKey);
  });

  it("brings back the tab's draft when the page loads again", () => {
    page();
    fillIn();
    page();
    expect(field("inquiryType").value).toBe("therapy");
    expect(field("subject").value).toBe("Starting therapy");
    expect(field("agreeToContact").checked).toBe(true);
    expect($<HTMLInputElement>('input[name="adult"][value="yes"]').checked).toBe(true);
  });

  it("asks the age question on the therapy path, and says so when it is not answered", () => {
    page();
    fillIn();
    $<HTMLInputElement>('input[name="adult"][value="yes"]').checked = false;
    submit();
    expect(errorUnder("adult")).toBe("Tell us whether you are 18 or over.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends nothing for someone under 18 on the therapy path, and shows the Tele-MANAS path instead", async () => {
    page();
    fillIn();
    answerAge("no");
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(under18Panel().classList.contains("hidden")).toBe(false);
    expect(under18Panel().getAttribute("role")).toBe("alert");
    expect(under18Panel().textContent).toContain("Tele-MANAS");
    await until(() => expect(document.activeElement).toBe(under18Panel()));
    expect(failureShown()).toBeNull();
  });

  it("shows the Tele-MANAS path when the server refers the message (422 under-18)", async () => {
    fetchMock.mockImplementationOnce(async () =>
      answer(422, { success: false, code: "under-18", stored: false, error: "Nothing was stored." }),
    );
    page();
    fillIn();
    submit();
    await until(() => expect(document.activeElement).toBe(under18Panel()));
    expect(failureShown()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
