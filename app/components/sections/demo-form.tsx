import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { formMessages } from "#app/i18n/form-messages.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";
import { describeWeekHours, weekHoursOf } from "#common/business-hours.ts";
import { HONEYPOT_FIELD, inquiryOptions, demoRequestLimits as limits } from "#common/constants.ts";
import { translateWith } from "#common/i18n/translate.ts";
import {
  type DemoRequest,
  type DemoRequestErrors,
  demoRequestErrorTexts,
  demoRequestFields,
  slotFields,
} from "#common/schemas/demo-request.ts";
import { AttributionFields } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";
import { NotEmergencyNotice } from "./not-emergency-notice.tsx";

type TextField = Exclude<keyof DemoRequest, "agreeToContact" | "inquiryFor" | (typeof slotFields)[number]>;

const slotLabels = { slot1: "First choice", slot2: "Second choice", slot3: "Third choice" } as const;

/** The one-line fields, in form order, with what the browser needs to fill them in. */
const textFields: {
  name: TextField;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: "fullName", label: "Full name", type: "text", autoComplete: "name", maxLength: limits.fullName },
  {
    name: "workEmail",
    label: "Work email",
    type: "email",
    autoComplete: "email",
    maxLength: limits.workEmail,
  },
  {
    name: "organization",
    label: "Organisation",
    type: "text",
    autoComplete: "organization",
    maxLength: limits.organization,
  },
  {
    name: "roleTitle",
    label: "Role / title",
    type: "text",
    autoComplete: "organization-title",
    maxLength: limits.roleTitle,
  },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", maxLength: limits.phoneMax },
];

const fieldId = (name: keyof DemoRequest) => `demo-${name}`;

/**
 * The look of every text box on the demo form; the border keeps 3:1 against
 * white, and turns to the danger colour while the field is aria-invalid
 * (set by the server after a refused post, or by the page's script).
 */
const look =
  "block min-h-11 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger";

/** What the form's script says besides the schema's errors (app/enhance/demo-form.ts). */
export const demoFormSays = [
  "Demo request submitted successfully! We'll get back to you soon.",
  "Submission failed: {error}",
  "Unknown error",
  "Error submitting form: {error}",
] as const;

type DemoFormProps = {
  /** After a refused post without JavaScript: what was sent, and what was wrong with it. */
  initialValues?: Record<string, string | boolean>;
  initialErrors?: DemoRequestErrors;
  formError?: string;
};

/**
 * Spec §2.10, §4 and §5: the demo request form, as the server renders it.
 * Every field carries `required`, so without JavaScript the browser checks
 * it and the page's action stores it; the page's script
 * (app/enhance/demo-form.ts) checks it with the shared zod schema instead,
 * shows our own messages under the fields and sends it as JSON.
 */
export function DemoForm({ initialValues, initialErrors, formError }: DemoFormProps) {
  const { locale, link } = useLanguage();
  const t = useT();
  const errors = initialErrors ?? {};
  const hours = describeWeekHours(weekHoursOf(useSite().supportHours).hours, locale);
  const summaryErrors = demoRequestFields.filter((name) => errors[name]);
  const text = (name: string) => {
    const value = initialValues?.[name];
    return typeof value === "string" ? value : "";
  };
  /** What every field of the form has alike: checked by the page's script, its error, its look. */
  const shared = (name: keyof DemoRequest) =>
    ({ scripted: true, errorLead: t("Error: "), error: errors[name], look }) as const;

  return (
    <form
      action={link("/request-a-demo")}
      method="post"
      {...mark(hooks.demoForm)}
      {...mark(hooks.serverValues, Boolean(initialValues))}
      aria-labelledby="demo-form-title"
      // On a Hindi page: what its script may say, in Hindi (the English is the script's own).
      {...markWords(hooks.formWords, formMessages(locale, [...demoRequestErrorTexts, ...demoFormSays]))}
      className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8"
    >
      <h2 id="demo-form-title" className="font-bold text-2xl">
        {t("Tell us about your organisation")}
      </h2>
      <p className="mt-2 text-muted">{t("All fields are required except the preferred demo times.")}</p>

      {formError && (
        <div role="alert" className="mt-6 rounded-md border-2 border-danger bg-danger-tint p-4">
          <h3 className="font-semibold text-danger">{t("There is a problem")}</h3>
          <p className="mt-1 text-ink">{formError}</p>
          {summaryErrors.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {summaryErrors.map((name) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} className="text-danger underline">
                    {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {/* A field people never see; bots that fill it in are refused. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="demo-website">Leave this field empty</label>
        <input id="demo-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <AttributionFields />

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {textFields.map((field) => (
          <Field
            key={field.name}
            kind={field.type}
            id={fieldId(field.name)}
            name={field.name}
            label={t(field.label)}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            required
            defaultValue={text(field.name)}
            {...shared(field.name)}
          />
        ))}

        <Field
          kind="select"
          id={fieldId("inquiryFor")}
          name="inquiryFor"
          label={t("Product of interest")}
          options={[
            { value: "", label: t("Select a product") },
            ...inquiryOptions.map((option) => ({ value: option.value, label: t(option.label) })),
          ]}
          arrow
          required
          defaultValue={text("inquiryFor")}
          {...shared("inquiryFor")}
          look={`${look} appearance-none pr-10`}
        />

        <Field
          kind="textarea"
          id={fieldId("message")}
          name="message"
          label={t("Message")}
          hint={t("What would you like to see, and roughly how many people would use it?")}
          required
          rows={5}
          maxLength={limits.message}
          defaultValue={text("message")}
          {...shared("message")}
          look={`${look} resize-y`}
          className="sm:col-span-2"
        />

        <fieldset className="sm:col-span-2" aria-describedby="demo-slots-hint">
          <legend className="font-semibold text-ink">{t("Preferred demo times (optional)")}</legend>
          <p id="demo-slots-hint" className="mt-1 text-muted text-sm">
            {translateWith(
              locale,
              "Up to three, in India time (IST), within our hours: {hours}. We confirm one by email.",
              { hours },
            )}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-3">
            {slotFields.map((name) => (
              <Field
                key={name}
                id={fieldId(name)}
                name={name}
                label={t(slotLabels[name])}
                type="datetime-local"
                step={1800}
                defaultValue={text(name)}
                {...shared(name)}
              />
            ))}
          </div>
        </fieldset>

        <div className="sm:col-span-2">
          <ConsentField
            idPrefix="demo"
            kind="demo_request"
            checked={initialValues?.agreeToContact === true}
            error={errors.agreeToContact}
          />
        </div>
      </div>

      <NotEmergencyNotice className="mt-8" />
      <Button
        type="submit"
        size="lg"
        {...mark(hooks.busyLabel, t("Submitting..."))}
        className="mt-6 w-full sm:w-auto"
      >
        {t("Request a Demo")}
      </Button>
    </form>
  );
}
