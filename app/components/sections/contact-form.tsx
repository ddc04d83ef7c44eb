import { withCrisisLinks } from "#app/components/layout/crisis-line.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import * as english from "#app/content/contact.ts";
import * as hindi from "#app/content/hi/contact.ts";
import { formMessages } from "#app/i18n/form-messages.ts";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { useT } from "#app/lib/use-t.ts";
import type { CONSENT_FIELD } from "#common/consent.ts";
import { HONEYPOT_FIELD } from "#common/constants.ts";
import { translateWith } from "#common/i18n/translate.ts";
import {
  contactErrorTexts,
  type contactFields,
  contactInquiryOptions,
  contactLimits,
} from "#common/schemas/contact.ts";
import { AttributionFields } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";
import { NotEmergencyNotice } from "./not-emergency-notice.tsx";

type Name = (typeof contactFields)[number];
type TextField = Exclude<Name, typeof CONSENT_FIELD | "adult">;
type Values = Record<TextField | "adult", string> & { agreeToContact: boolean };
type Errors = Partial<Record<Name, string>>;

const labels: Record<TextField, string> = {
  inquiryType: "What is your message about?",
  name: "Your name",
  email: "Your email address",
  subject: "Subject",
  message: "Your message",
};

/** The look of the form's boxes; the border turns to the danger colour while a field is aria-invalid. */
const look =
  "block w-full rounded-md border-2 border-muted bg-surface px-3 py-2.5 text-base text-ink aria-invalid:border-danger";

type ContactFormProps = {
  /** After a post without JavaScript that did not pass (or a preset from the address): what to show. */
  initialValues?: Partial<Values>;
  initialErrors?: Errors;
  formError?: string;
  /** After a post without JavaScript from someone under 18 on the therapy path: nothing was stored. */
  under18?: boolean;
};

/**
 * Spec §2.13's message form, as the server renders it. The page's script
 * (app/enhance/contact-form.ts) checks it with the shared schema, sends it
 * to our own server (`POST /api/contact`) and, once stored, opens the
 * thank-you page that repeats the reply time. Without JavaScript it is a
 * plain post to the page's own action, with the same rules. On any failure
 * the values stay.
 */
export function ContactForm({ initialValues, initialErrors, formError, under18 = false }: ContactFormProps) {
  const { locale, link } = useLanguage();
  const t = useT();
  const { contactFormCopy } = useContent(english, hindi);
  const values: Values = {
    inquiryType: "general",
    adult: "",
    name: "",
    email: "",
    subject: "",
    message: "",
    agreeToContact: false,
    ...initialValues,
  };
  const errors = initialErrors ?? {};

  /** What each field has alike: its id and name, its value, its error, checked by the page's script. */
  const fieldProps = (field: TextField) =>
    ({
      id: `contact-${field}`,
      name: field,
      label: t(labels[field]),
      defaultValue: values[field],
      required: true,
      scripted: true,
      errorLead: t("Error: "),
      error: errors[field],
      look,
    }) as const;

  return (
    <div>
      <form
        action={link("/contact-us")}
        method="post"
        {...mark(hooks.contactForm)}
        {...mark(hooks.serverValues, Boolean(initialValues))}
        {...mark(hooks.failed, contactFormCopy.failed)}
        {...mark(hooks.offline, contactFormCopy.offline)}
        aria-describedby="contact-form-how"
        // On a Hindi page: the errors its script may show, in Hindi (the English ones are the script's own).
        {...markWords(hooks.formWords, formMessages(locale, contactErrorTexts))}
        className="group/contact space-y-6"
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
          <p className="font-semibold text-danger">{t("Your message was not sent")}</p>
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

        <Field
          kind="select"
          {...fieldProps("inquiryType")}
          options={contactInquiryOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
        />

        <AdultQuestion
          answer={values.adult}
          error={errors.adult}
          shown={values.inquiryType === "therapy"}
          under18={under18}
        />

        <div className="grid gap-6 sm:grid-cols-2">
          <Field {...fieldProps("name")} autoComplete="name" maxLength={contactLimits.name} />
          <Field
            kind="email"
            {...fieldProps("email")}
            autoComplete="email"
            spellCheck={false}
            maxLength={contactLimits.email}
          />
        </div>

        <Field {...fieldProps("subject")} maxLength={contactLimits.subject} />

        <Field
          kind="textarea"
          {...fieldProps("message")}
          hint={translateWith(
            locale,
            "Up to {max} characters. Share only what you are comfortable sharing; our team reads it to reply.",
            { max: contactLimits.message.toLocaleString("en-IN") },
          )}
          rows={6}
          maxLength={contactLimits.message}
        />

        <ConsentField
          idPrefix="contact"
          kind="contact_message"
          checked={values.agreeToContact}
          error={errors.agreeToContact}
        />

        <NotEmergencyNotice />

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

const adultShown = "group-has-[option[value=therapy]:checked]/contact:block";
const under18Shown = "group-has-[input[name=adult][value=no]:checked]/contact:block";

/**
 * "Are you 18 or over?", on the therapy path only (issue 33). The stylesheet
 * shows it while "Starting therapy" is chosen, and the Tele-MANAS path while
 * "No" is, with or without JavaScript (`:has()`); the server shows both when
 * it knows (a preset type, a post without JavaScript). No `required`
 * attribute: hidden, it must not stop other messages; the schema asks for it
 * on the therapy path.
 */
function AdultQuestion({
  answer,
  error,
  shown,
  under18,
}: {
  answer: string;
  error?: string;
  shown: boolean;
  under18: boolean;
}) {
  const { link } = useLanguage();
  const t = useT();
  const { adultQuestion, under18Copy } = useContent(english, hindi);
  return (
    <div className={cn("space-y-4", !shown && !under18 && cn("hidden", adultShown))}>
      <Field
        kind="radios"
        id="contact-adult"
        name="adult"
        label={adultQuestion.legend}
        hint={adultQuestion.hint}
        options={(["yes", "no"] as const).map((value) => ({ value, label: adultQuestion[value] }))}
        defaultValue={answer}
        error={error}
        scripted
        errorLead={t("Error: ")}
        look="size-6 accent-brand"
        choicesClassName="flex gap-6"
      />

      <div
        id="contact-under-18"
        tabIndex={-1}
        role={under18 ? "alert" : undefined}
        {...mark(hooks.under18)}
        className={cn(
          "rounded-lg border-2 border-danger bg-surface p-5 outline-none",
          !under18 && cn("hidden", under18Shown),
        )}
      >
        <h3 className="font-bold text-danger text-xl">{under18Copy.title}</h3>
        <p className="mt-2 text-ink">{under18Copy.intro}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-ink">
          {under18Copy.steps.map((step) => (
            <li key={step}>{withCrisisLinks(step)}</li>
          ))}
        </ul>
        <p className="mt-3">
          <a
            href={link("/get-help")}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
          >
            {under18Copy.more}
          </a>
        </p>
      </div>
    </div>
  );
}
