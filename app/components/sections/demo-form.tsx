import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useFormDraft } from "#app/lib/form-draft.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { HONEYPOT_FIELD, inquiryOptions, demoRequestLimits as limits } from "#common/constants.ts";
import {
  type DemoRequest,
  type DemoRequestErrors,
  demoRequestErrors,
  demoRequestFields,
  demoRequestSchema,
} from "#common/schemas/demo-request.ts";
import { AttributionFields, attributionOfForm, type FormAttribution } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";
import { DemoField, demoInputClass, describedBy } from "./demo-field.tsx";

type TextField = Exclude<keyof DemoRequest, "agreeToContact" | "inquiryFor">;
type FormValues = Record<TextField | "inquiryFor", string> & { agreeToContact: boolean };

const emptyValues: FormValues = {
  fullName: "",
  workEmail: "",
  organization: "",
  roleTitle: "",
  phone: "",
  inquiryFor: "",
  message: "",
  agreeToContact: false,
};

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

type DemoFormProps = {
  /**
   * Sends a checked request (with the hidden trap field's value, which only a
   * bot fills in, where the lead came from, and the draft's idempotency key);
   * resolves "stored" when the server stored it (the form then clears),
   * "refused" when it answered no, "unreachable" when no answer came.
   */
  onSubmit: (
    request: DemoRequest,
    trap: string,
    attribution: FormAttribution,
    idempotencyKey: string,
  ) => Promise<SendOutcome>;
  /** After a refused post without JavaScript: what was sent, and what was wrong with it. */
  initialValues?: Record<string, string | boolean>;
  initialErrors?: DemoRequestErrors;
  formError?: string;
};

/** How a submission ended: stored, refused by the server, or not answered (the key is kept for a retry). */
export type SendOutcome = "stored" | "refused" | "unreachable";

function toFormValues(sent: Record<string, string | boolean> | undefined): FormValues {
  if (!sent) return emptyValues;
  const text = (key: keyof FormValues) => (typeof sent[key] === "string" ? (sent[key] as string) : "");
  return {
    fullName: text("fullName"),
    workEmail: text("workEmail"),
    organization: text("organization"),
    roleTitle: text("roleTitle"),
    phone: text("phone"),
    inquiryFor: text("inquiryFor"),
    message: text("message"),
    agreeToContact: sent.agreeToContact === true,
  };
}

/**
 * Spec §2.10, §4 and §5: the demo request form. Every field carries `required`
 * so the browser checks it without JavaScript; once hydrated, the shared zod
 * schema checks it instead, with our own messages under the fields.
 */
export function DemoForm({ onSubmit, initialValues, initialErrors, formError }: DemoFormProps) {
  const [values, setValues] = useState<FormValues>(() => toFormValues(initialValues));
  const [errors, setErrors] = useState<DemoRequestErrors>(initialErrors ?? {});
  const summaryErrors = demoRequestFields.filter((name) => initialErrors?.[name]);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const draft = useFormDraft(
    "demo-request",
    values,
    (saved) => setValues((current) => ({ ...current, ...saved })),
    {
      skipRestore: initialValues !== undefined,
    },
  );

  function update<K extends keyof FormValues>(name: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // An error goes away as soon as the field is right; new ones wait for the next submit.
    if (errors[name] && demoRequestSchema.shape[name].safeParse(value).success) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = demoRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = demoRequestErrors(parsed.error);
      setErrors(found);
      const first = demoRequestFields.find((name) => found[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const trap = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
      const trapValue = trap instanceof HTMLInputElement ? trap.value : "";
      const attribution = attributionOfForm(event.currentTarget);
      const outcome = await onSubmit(parsed.data, trapValue, attribution, draft.sendKey());
      if (outcome !== "unreachable") draft.settle(outcome === "stored");
      if (outcome === "stored") setValues(emptyValues);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      noValidate={hydrated}
      onSubmit={handleSubmit}
      aria-busy={submitting}
      aria-labelledby="demo-form-title"
      className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8"
    >
      <h2 id="demo-form-title" className="font-bold text-2xl">
        Tell us about your organisation
      </h2>
      <p className="mt-2 text-muted">All fields are required.</p>

      {formError && (
        <div role="alert" className="mt-6 rounded-md border-2 border-danger bg-danger-tint p-4">
          <h3 className="font-semibold text-danger">There is a problem</h3>
          <p className="mt-1 text-ink">{formError}</p>
          {summaryErrors.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {summaryErrors.map((name) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} className="text-danger underline">
                    {initialErrors?.[name]}
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
            <DemoField key={field.name} id={id} label={field.label} error={error}>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required
                value={values[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                className={demoInputClass(Boolean(error))}
              />
            </DemoField>
          );
        })}

        <DemoField id={fieldId("inquiryFor")} label="Product of interest" error={errors.inquiryFor}>
          <div className="relative">
            <select
              id={fieldId("inquiryFor")}
              name="inquiryFor"
              required
              value={values.inquiryFor}
              onChange={(event) => update("inquiryFor", event.target.value)}
              aria-invalid={errors.inquiryFor ? true : undefined}
              aria-describedby={describedBy(fieldId("inquiryFor"), { error: errors.inquiryFor })}
              className={demoInputClass(Boolean(errors.inquiryFor), "appearance-none pr-10")}
            >
              <option value="">Select a product</option>
              {inquiryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
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
          label="Message"
          hint="What would you like to see, and roughly how many people would use it?"
          error={errors.message}
          className="sm:col-span-2"
        >
          <textarea
            id={fieldId("message")}
            name="message"
            required
            rows={5}
            maxLength={limits.message}
            value={values.message}
            onChange={(event) => update("message", event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(fieldId("message"), { hint: true, error: errors.message })}
            className={demoInputClass(Boolean(errors.message), "resize-y")}
          />
        </DemoField>

        <div className="sm:col-span-2">
          <ConsentField
            idPrefix="demo"
            kind="demo_request"
            checked={values.agreeToContact}
            onChange={(checked) => update("agreeToContact", checked)}
            error={errors.agreeToContact}
          />
        </div>
      </div>

      <Button type="submit" size="lg" disabled={submitting} className="mt-8 w-full sm:w-auto">
        {submitting ? "Submitting..." : "Request a Demo"}
      </Button>
    </form>
  );
}
