import { AlertCircle } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { contactFormCopy } from "#app/content/contact.ts";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import type { CONSENT_FIELD } from "#common/consent.ts";
import { HONEYPOT_FIELD } from "#common/constants.ts";
import { type contactFields, contactInquiryOptions, contactLimits } from "#common/schemas/contact.ts";
import { AttributionFields } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";

type Field = (typeof contactFields)[number];
type TextField = Exclude<Field, typeof CONSENT_FIELD>;
type Values = Record<TextField, string> & { agreeToContact: boolean };
type Errors = Partial<Record<Field, string>>;

const labels: Record<TextField, string> = {
  inquiryType: "What is your message about?",
  name: "Your name",
  email: "Your email address",
  subject: "Subject",
  message: "Your message",
};

const control =
  "mt-2 block w-full rounded-md border-2 border-muted bg-surface px-3 py-2.5 text-base text-ink aria-invalid:border-danger";

type ContactFormProps = {
  /** After a post without JavaScript that did not pass (or a preset from the address): what to show. */
  initialValues?: Partial<Values>;
  initialErrors?: Errors;
  formError?: string;
};

/**
 * Spec §2.13's message form, as the server renders it. The page's script
 * (app/enhance/contact-form.ts) checks it with the shared schema, sends it
 * to our own server (`POST /api/contact`) and, once stored, opens the
 * thank-you page that repeats the reply time. Without JavaScript it is a
 * plain post to the page's own action, with the same rules. On any failure
 * the values stay.
 */
export function ContactForm({ initialValues, initialErrors, formError }: ContactFormProps) {
  const values: Values = {
    inquiryType: "general",
    name: "",
    email: "",
    subject: "",
    message: "",
    agreeToContact: false,
    ...initialValues,
  };
  const errors = initialErrors ?? {};

  const fieldProps = (field: TextField) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: values[field],
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    className: control,
  });

  const label = (field: TextField) => (
    <label htmlFor={`contact-${field}`} className="block font-semibold text-ink">
      {labels[field]}
    </label>
  );

  // Rendered hidden when there is none: the script shows it in the same markup.
  const error = (field: Field) => (
    <p
      id={`contact-${field}-error`}
      hidden={!errors[field]}
      className="mt-2 flex items-start gap-2 font-medium text-danger"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <span className="sr-only">Error: </span>
        <span {...mark(hooks.errorText)}>{errors[field]}</span>
      </span>
    </p>
  );

  return (
    <div>
      <form
        action="/contact-us"
        method="post"
        {...mark(hooks.contactForm)}
        {...mark(hooks.serverValues, Boolean(initialValues))}
        {...mark(hooks.failed, contactFormCopy.failed)}
        {...mark(hooks.offline, contactFormCopy.offline)}
        aria-describedby="contact-form-how"
        className="space-y-6"
      >
        <p id="contact-form-how" className="rounded-md bg-brand-tint px-4 py-3 text-ink">
          {contactFormCopy.howItWorks}
        </p>
        <div
          tabIndex={-1}
          role="alert"
          hidden={!formError}
          {...mark(hooks.failure)}
          className="rounded-md border-2 border-danger bg-danger-tint px-4 py-3 text-ink outline-none"
        >
          <p className="font-semibold text-danger">Your message was not sent</p>
          <p className="mt-1" {...mark(hooks.failureText)}>
            {formError}
          </p>
        </div>
        <p className="text-muted">{contactFormCopy.required}</p>

        {/* A field people never see; bots that fill it in are refused. */}
        <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <AttributionFields />

        <div>
          {label("inquiryType")}
          <select {...fieldProps("inquiryType")}>
            {contactInquiryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error("inquiryType")}
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            {label("name")}
            <input {...fieldProps("name")} type="text" autoComplete="name" maxLength={contactLimits.name} />
            {error("name")}
          </div>
          <div>
            {label("email")}
            <input
              {...fieldProps("email")}
              type="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={contactLimits.email}
            />
            {error("email")}
          </div>
        </div>

        <div>
          {label("subject")}
          <input {...fieldProps("subject")} type="text" maxLength={contactLimits.subject} />
          {error("subject")}
        </div>

        <div>
          {label("message")}
          <p id="contact-message-hint" className="mt-1 text-muted text-sm">
            Up to {contactLimits.message.toLocaleString("en-IN")} characters. Share only what you are
            comfortable sharing; our team reads it to reply.
          </p>
          <textarea
            {...fieldProps("message")}
            aria-describedby={cn("contact-message-hint", errors.message && "contact-message-error")}
            rows={6}
            maxLength={contactLimits.message}
          />
          {error("message")}
        </div>

        <ConsentField
          idPrefix="contact"
          kind="contact_message"
          checked={values.agreeToContact}
          error={errors.agreeToContact}
        />

        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          {...mark(hooks.busyLabel, contactFormCopy.sending)}
        >
          {contactFormCopy.submit}
        </Button>
      </form>
    </div>
  );
}
