import { ChevronDown } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
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
import { DemoField, demoInputClass, describedBy } from "./demo-field.tsx";
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
        {textFields.map((field) => {
          const id = fieldId(field.name);
          const error = errors[field.name];
          return (
            <DemoField key={field.name} id={id} label={t(field.label)} error={error}>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required
                defaultValue={text(field.name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                className={demoInputClass()}
              />
            </DemoField>
          );
        })}

        <DemoField id={fieldId("inquiryFor")} label={t("Product of interest")} error={errors.inquiryFor}>
          <div className="relative">
            <select
              id={fieldId("inquiryFor")}
              name="inquiryFor"
              required
              defaultValue={text("inquiryFor")}
              aria-invalid={errors.inquiryFor ? true : undefined}
              aria-describedby={describedBy(fieldId("inquiryFor"), { error: errors.inquiryFor })}
              className={demoInputClass("appearance-none pr-10")}
            >
              <option value="">{t("Select a product")}</option>
              {inquiryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-5 text-muted"
            />
          </div>
        </DemoField>

        <DemoField
          id={fieldId("message")}
          label={t("Message")}
          hint={t("What would you like to see, and roughly how many people would use it?")}
          error={errors.message}
          className="sm:col-span-2"
        >
          <textarea
            id={fieldId("message")}
            name="message"
            required
            rows={5}
            maxLength={limits.message}
            defaultValue={text("message")}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(fieldId("message"), { hint: true, error: errors.message })}
            className={demoInputClass("resize-y")}
          />
        </DemoField>

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
            {slotFields.map((name) => {
              const id = fieldId(name);
              const error = errors[name];
              return (
                <DemoField key={name} id={id} label={t(slotLabels[name])} error={error}>
                  <input
                    id={id}
                    name={name}
                    type="datetime-local"
                    step={1800}
                    defaultValue={text(name)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(id, { error })}
                    className={demoInputClass()}
                  />
                </DemoField>
              );
            })}
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
