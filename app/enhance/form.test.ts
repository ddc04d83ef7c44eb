// @vitest-environment happy-dom
import { createElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { ContactForm } from "#app/components/sections/contact-form.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find } from "#app/lib/dom-hooks.ts";
import { rememberVisit } from "#app/lib/visit.ts";
import { contactFields, contactSchema } from "#common/schemas/contact.ts";
import { renderPage, serverMarkup } from "#tests/utils/dom.ts";
import {
  attributionOf,
  control,
  fillAttribution,
  keepDraft,
  readValues,
  recheckFields,
  setFieldError,
  showErrors,
  submitButton,
  writeValues,
} from "./form.ts";

const markup = serverMarkup(createElement(ContactForm), "/contact-us");
const form = () => find<HTMLFormElement>(document, hooks.contactForm)!;
const field = (name: string) => control(form(), name)!;
const errorOf = (name: string) => document.getElementById(`contact-${name}-error`)!;
/** What a visitor sees under a field, and what a screen reader is told about it. */
const errorShown = (name: string) => ({
  text: errorOf(name).hidden ? null : find(errorOf(name), hooks.errorText)?.textContent,
  invalid: field(name).getAttribute("aria-invalid"),
  describedBy: field(name).getAttribute("aria-describedby"),
});

function type(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/contact-us");
  document.body.innerHTML = markup;
});

describe("the public forms' shared parts (app/enhance/form.ts)", () => {
  it("reads and writes the named fields, a checkbox as true or false", () => {
    expect(readValues(form(), ["inquiryType", "name", "agreeToContact"])).toEqual({
      inquiryType: "general",
      name: "",
      agreeToContact: false,
    });
    writeValues(form(), { name: "Asha", agreeToContact: true, inquiryType: "therapy", nosuch: "x" });
    expect((field("agreeToContact") as HTMLInputElement).checked).toBe(true);
    expect(readValues(form(), ["inquiryType", "name", "agreeToContact"])).toEqual({
      inquiryType: "therapy",
      name: "Asha",
      agreeToContact: true,
    });
  });

  it("keeps the fields as the tab's draft, saved as they change and restored on the next load", () => {
    keepDraft(form(), "contact", contactFields);
    type("name", "Asha");
    field("agreeToContact").click();
    expect(JSON.parse(sessionStorage.getItem("anvaya:draft:contact")!)).toMatchObject({
      name: "Asha",
      agreeToContact: true,
    });

    // The page again (a reload, or back from the privacy notice).
    document.body.innerHTML = markup;
    keepDraft(form(), "contact", contactFields);
    expect(field("name").value).toBe("Asha");
    expect((field("agreeToContact") as HTMLInputElement).checked).toBe(true);
  });

  it("does not restore the draft over values the server filled in", () => {
    sessionStorage.setItem("anvaya:draft:contact", JSON.stringify({ name: "Old draft", subject: "Old" }));
    renderPage(createElement(ContactForm, { initialValues: { name: "Sent", subject: "" } }), "/contact-us");
    keepDraft(form(), "contact", contactFields);
    expect(field("name").value).toBe("Sent");
    expect(JSON.parse(sessionStorage.getItem("anvaya:draft:contact")!)).toMatchObject({ name: "Sent" });
  });

  it("fills the hidden attribution fields from the tab's visit", () => {
    expect(attributionOf(form())).toEqual({});
    rememberVisit({ pathname: "/faqs", search: "?utm_source=newsletter&utm_campaign=launch" });
    rememberVisit({ pathname: "/contact-us", search: "" });
    fillAttribution(form());
    expect(attributionOf(form())).toEqual({
      sourcePage: "/faqs",
      utmSource: "newsletter",
      utmCampaign: "launch",
    });
  });

  it("shows a field's error under it, invalid and described by it, and clears it", () => {
    setFieldError(form(), "email", "Enter your email address.");
    expect(errorShown("email")).toEqual({
      text: "Enter your email address.",
      invalid: "true",
      describedBy: "contact-email-error",
    });
    setFieldError(form(), "email");
    expect(errorShown("email")).toEqual({ text: null, invalid: null, describedBy: null });
  });

  it("keeps a field's hint in its description beside the error", () => {
    setFieldError(form(), "message", "Enter your message.");
    expect(field("message").getAttribute("aria-describedby")).toBe(
      "contact-message-hint contact-message-error",
    );
    setFieldError(form(), "message");
    expect(field("message").getAttribute("aria-describedby")).toBe("contact-message-hint");
  });

  it("shows the errors under their fields, clears the rest, and focuses the first", () => {
    setFieldError(form(), "inquiryType", "Stale");
    showErrors(form(), contactFields, { email: "Enter your email address.", subject: "Enter a subject." });
    expect(errorShown("inquiryType").text).toBeNull();
    expect(errorShown("email").text).toBe("Enter your email address.");
    expect(errorShown("subject").text).toBe("Enter a subject.");
    expect(document.activeElement).toBe(field("email"));
  });

  it("checks a field in error again as it is fixed, and leaves the others until the next submit", () => {
    recheckFields(form(), contactSchema.shape);
    setFieldError(form(), "email", "Enter your email address.");
    type("email", "asha@");
    expect(errorShown("email").text).toBe(
      "Enter an email address in the right format, like name@example.com.",
    );
    type("email", "asha@example.in");
    expect(errorShown("email")).toEqual({ text: null, invalid: null, describedBy: null });
    type("name", "");
    expect(errorShown("name").text).toBeNull();
  });

  it("makes the submit button busy while sending, then as it was", () => {
    const setBusy = submitButton(form());
    const button = form().querySelector<HTMLButtonElement>('button[type="submit"]')!;
    setBusy(true);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Sending...");
    setBusy(false);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Send message");
  });
});
