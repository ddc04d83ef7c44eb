import { AlertCircle, MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { contactFormCopy } from "#app/content/contact.ts";
import { siteConfig } from "#app/content/site-config.ts";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  type ContactMessage,
  contactFields,
  contactInquiryOptions,
  contactLimits,
  contactSchema,
} from "#common/schemas/contact.ts";

type Field = (typeof contactFields)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const initialValues: Values = { inquiryType: "general", name: "", email: "", subject: "", message: "" };

const labels: Record<Field, string> = {
  inquiryType: "What is your message about?",
  name: "Your name",
  email: "Your email address",
  subject: "Subject",
  message: "Your message",
};

function validate(values: Values) {
  const result = contactSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

function inquiryLabel(value: string) {
  return contactInquiryOptions.find((option) => option.value === value)?.label ?? value;
}

/** The visitor's own email app does the sending: a mailto: link with the subject and body filled in. */
function mailtoHref(message: ContactMessage) {
  const type = inquiryLabel(message.inquiryType);
  const body = [
    message.message,
    "",
    "--",
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `About: ${type}`,
  ].join("\r\n");
  return `mailto:${siteConfig.email}?subject=${encodeURIComponent(`${type}: ${message.subject}`)}&body=${encodeURIComponent(body)}`;
}

/** Without JavaScript the browser posts the fields to the same address as the body of an email. */
const noScriptAction = `mailto:${siteConfig.email}?subject=${encodeURIComponent("Message from the website")}`;

const control =
  "mt-2 block w-full rounded-md border-2 bg-surface px-3 py-2.5 text-base text-ink aria-invalid:border-danger";

/**
 * Spec §2.13's message form. The spec's form sends nothing; rather than drop
 * what a visitor wrote, sending opens their email app with the message
 * prefilled, then a panel says so and gives the address. The values stay.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [sentHref, setSentHref] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLHeadingElement>(null);

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, recheck it as the visitor fixes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next).errors[field] }));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      setSentHref(null);
      const first = contactFields.find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const href = mailtoHref(data);
    setSentHref(href);
    window.location.href = href;
    requestAnimationFrame(() => panelRef.current?.focus());
  };

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    className: cn(control, errors[field] ? "border-danger" : "border-muted"),
  });

  const label = (field: Field) => (
    <label htmlFor={`contact-${field}`} className="block font-semibold text-ink">
      {labels[field]}
    </label>
  );

  const error = (field: Field) =>
    errors[field] && (
      <p id={`contact-${field}-error`} className="mt-2 flex items-start gap-2 font-medium text-danger">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <span className="sr-only">Error: </span>
          {errors[field]}
        </span>
      </p>
    );

  return (
    <div>
      {sentHref && (
        <div className="mb-6 rounded-lg border-2 border-success bg-success-tint p-5">
          <h3 ref={panelRef} tabIndex={-1} className="flex items-center gap-2 font-bold text-xl outline-none">
            <MailCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
            Your email app should have opened
          </h3>
          <p className="mt-2 text-ink">
            Your message is ready in a new email to {siteConfig.email}. Check it, then press send in your
            email app. We reply within 24 hours.
          </p>
          <p className="mt-2 text-ink">
            Nothing opened? Write to us directly at{" "}
            <a href={`mailto:${siteConfig.email}`} className="break-all font-semibold text-brand underline">
              {siteConfig.email}
            </a>
            . Your message is still in the form below, so you can copy it.
          </p>
          <a
            href={sentHref}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            Open the email again
          </a>
        </div>
      )}

      <form
        ref={formRef}
        action={noScriptAction}
        method="post"
        encType="text/plain"
        noValidate={hydrated}
        onSubmit={onSubmit}
        aria-describedby="contact-form-how"
        className="space-y-6"
      >
        <div id="contact-form-how" className="rounded-md bg-brand-tint px-4 py-3 text-ink">
          <p className="font-semibold">Sending opens your email app</p>
          <p className="mt-1 text-sm">{contactFormCopy.howItWorks}</p>
        </div>
        <p className="text-muted">{contactFormCopy.required}</p>

        <div>
          {label("inquiryType")}
          <select {...fieldProps("inquiryType")} onChange={(e) => update("inquiryType", e.target.value)}>
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
            <input
              {...fieldProps("name")}
              type="text"
              autoComplete="name"
              maxLength={contactLimits.name}
              onChange={(e) => update("name", e.target.value)}
            />
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
              onChange={(e) => update("email", e.target.value)}
            />
            {error("email")}
          </div>
        </div>

        <div>
          {label("subject")}
          <input
            {...fieldProps("subject")}
            type="text"
            maxLength={contactLimits.subject}
            onChange={(e) => update("subject", e.target.value)}
          />
          {error("subject")}
        </div>

        <div>
          {label("message")}
          <p id="contact-message-hint" className="mt-1 text-muted text-sm">
            Up to {contactLimits.message.toLocaleString("en-IN")} characters. Your message travels by ordinary
            email, so share only what you are comfortable sending that way.
          </p>
          <textarea
            {...fieldProps("message")}
            aria-describedby={cn("contact-message-hint", errors.message && "contact-message-error")}
            rows={6}
            maxLength={contactLimits.message}
            onChange={(e) => update("message", e.target.value)}
          />
          {error("message")}
        </div>

        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {contactFormCopy.submit}
        </Button>
      </form>
    </div>
  );
}
