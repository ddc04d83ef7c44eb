import { AlertCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { contactFormCopy } from "#app/content/contact.ts";
import { cn } from "#app/lib/cn.ts";
import { useFormDraft } from "#app/lib/form-draft.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CONSENT_FIELD, FORM_PAGE_FIELD } from "#common/consent.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#common/constants.ts";
import {
  type ContactInquiryType,
  contactFields,
  contactInquiryOptions,
  contactLimits,
  contactSchema,
} from "#common/schemas/contact.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { AttributionFields, attributionOfForm } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";

type Field = (typeof contactFields)[number];
type TextField = Exclude<Field, typeof CONSENT_FIELD>;
type Values = Record<TextField, string> & { agreeToContact: boolean };
type Errors = Partial<Record<Field, string>>;

const emptyValues: Values = {
  inquiryType: "general",
  name: "",
  email: "",
  subject: "",
  message: "",
  agreeToContact: false,
};

const labels: Record<TextField, string> = {
  inquiryType: "What is your message about?",
  name: "Your name",
  email: "Your email address",
  subject: "Subject",
  message: "Your message",
};

function validate(values: Values) {
  const result = contactSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as Errors };
  return { data: null, errors: fieldErrorsOf(result.error) as Errors };
}

/** The thank-you page, which repeats the reply time promised for this kind of message. */
export function contactSentPath(type: ContactInquiryType, urgent: boolean): string {
  return `/contact-us/sent?type=${type}${urgent ? "&urgent=1" : ""}`;
}

const control =
  "mt-2 block w-full rounded-md border-2 bg-surface px-3 py-2.5 text-base text-ink aria-invalid:border-danger";

type ContactFormProps = {
  /** After a post without JavaScript that did not pass: what was sent, and why not. */
  initialValues?: Partial<Values>;
  initialErrors?: Errors;
  formError?: string;
};

type ApiAnswer = {
  success?: boolean;
  error?: string;
  fieldErrors?: Errors;
  data?: { inquiryType: ContactInquiryType; urgent: boolean };
};

/**
 * Spec §2.13's message form. The message is sent to our own server and
 * stored (`POST /api/contact`), then the visitor lands on a thank-you page
 * that repeats the reply time. Without JavaScript it is a plain post to the
 * page's own action, with the same rules. On any failure the values stay.
 */
export function ContactForm({ initialValues, initialErrors, formError }: ContactFormProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ ...emptyValues, ...initialValues });
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  const [failure, setFailure] = useState<string | undefined>(formError);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const draft = useFormDraft(
    "contact",
    values,
    (saved) => setValues((current) => ({ ...current, ...saved })),
    {
      skipRestore: initialValues !== undefined,
    },
  );

  const update = <F extends Field>(field: F, value: Values[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, recheck it as the visitor fixes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next).errors[field] }));
  };

  const focusFirstError = (found: Errors) => {
    const first = contactFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const { data, errors: found } = validate(values);
    setErrors(found);
    setFailure(undefined);
    if (!data) return focusFirstError(found);
    const trap = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    const attribution = attributionOfForm(event.currentTarget);
    setSending(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...data,
          ...attribution,
          [FORM_PAGE_FIELD]: "/contact-us",
          [IDEMPOTENCY_FIELD]: draft.sendKey(),
          [HONEYPOT_FIELD]: trap instanceof HTMLInputElement ? trap.value : "",
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
      // Thanked only once the server has stored it; a 5xx keeps the key for the retry.
      if (response.ok && answer.data) {
        draft.settle(true);
        navigate(contactSentPath(answer.data.inquiryType, answer.data.urgent));
        return;
      }
      if (response.status < 500 && answer.error) draft.settle(false);
      setErrors(answer.fieldErrors ?? {});
      setFailure(answer.error ?? contactFormCopy.failed);
      if (answer.fieldErrors) focusFirstError(answer.fieldErrors);
    } catch {
      setFailure(contactFormCopy.offline);
    } finally {
      setSending(false);
    }
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const fieldProps = (field: TextField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    className: cn(control, errors[field] ? "border-danger" : "border-muted"),
  });

  const label = (field: TextField) => (
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
      <form
        ref={formRef}
        action="/contact-us"
        method="post"
        noValidate={hydrated}
        onSubmit={onSubmit}
        aria-describedby="contact-form-how"
        className="space-y-6"
      >
        <p id="contact-form-how" className="rounded-md bg-brand-tint px-4 py-3 text-ink">
          {contactFormCopy.howItWorks}
        </p>
        {failure && (
          <div
            ref={failureRef}
            tabIndex={-1}
            role="alert"
            className="rounded-md border-2 border-danger bg-danger-tint px-4 py-3 text-ink outline-none"
          >
            <p className="font-semibold text-danger">Your message was not sent</p>
            <p className="mt-1">{failure}</p>
          </div>
        )}
        <p className="text-muted">{contactFormCopy.required}</p>

        {/* A field people never see; bots that fill it in are refused. */}
        <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <AttributionFields />

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
            Up to {contactLimits.message.toLocaleString("en-IN")} characters. Share only what you are
            comfortable sharing; our team reads it to reply.
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

        <ConsentField
          idPrefix="contact"
          kind="contact_message"
          checked={values.agreeToContact}
          onChange={(checked) => update(CONSENT_FIELD, checked)}
          error={errors.agreeToContact}
        />

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? contactFormCopy.sending : contactFormCopy.submit}
        </Button>
      </form>
    </div>
  );
}
