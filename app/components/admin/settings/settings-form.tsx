import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import type { FormAnswer } from "#app/components/admin/form-answer.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { blogLimits, imageTooLargeMessage, postCategories } from "#common/constants.ts";
import type { SiteSettingsInput } from "#common/site-settings.ts";
import { LeadersEditor } from "./leaders-editor.tsx";
import { Lines, Text } from "./settings-fields.tsx";

/**
 * What the Settings action answers: a line for the toast and, on failure,
 * the errors by field name and the values sent (so a page rendered without
 * JavaScript shows them again, not the stored ones).
 */
export type SettingsAnswer = FormAnswer<SiteSettingsInput>;

/** Settings' choices for who must sign in with a second factor (issue 34). */
const twoFactorChoices = [
  ["off", "Nobody: each person chooses"],
  ["admins", "Administrators"],
  ["everyone", "Every staff account"],
] as const;

function Group({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  const id = useHtmlId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6">
      <h2 id={id} className="font-bold text-xl">
        {title}
      </h2>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-5 grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The Settings screen: the company's details, its support hours in IST, its
 * profiles, the grievance contact, the leadership team in the order staff
 * choose (with photos through the image pipeline) and the basis of each of
 * its own figures. One form, one save, against the version it was opened
 * at. Without JavaScript it still saves, with one spare row for a new
 * leader; with it, rows can be added, moved and removed.
 */
export function SettingsForm({
  version,
  settings,
  answer,
}: {
  version: number;
  settings: SiteSettingsInput;
  answer: SettingsAnswer | undefined;
}) {
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const errors = { ...(answer && !answer.ok ? (answer.fieldErrors ?? {}) : {}), ...localErrors };

  /** Photos are checked here before anything is sent: 5 MB each, and 5 MB in one save. */
  function checkPhotos(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    let total = 0;
    for (const [name, value] of form.entries()) {
      if (!(value instanceof File) || value.size === 0) continue;
      total += value.size;
      const field = name.replace(/\.photoFile$/, ".photo");
      if (value.size > blogLimits.imageBytes) found[field] = imageTooLargeMessage;
      else if (total > blogLimits.imageBytes)
        found[field] = "Add one photo at a time: save, then add the next.";
    }
    setLocalErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      toast.error("Error saving settings: please check the photos.", { duration: 8000 });
    }
  }

  return (
    <div>
      <h1 className="font-bold text-3xl">Settings</h1>
      <p className="mt-2 max-w-3xl text-muted">
        The company's details as every public page shows them. A detail left empty is not shown anywhere: no
        button, link or line stands in for it. Saved changes reach the public pages within a few seconds.
      </p>
      {answer && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={
            answer.ok
              ? "mt-4 rounded-md bg-success-tint px-4 py-3 text-success"
              : "mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger"
          }
        >
          {answer.message}
        </p>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={checkPhotos}
        className="mt-6 space-y-6"
        aria-label="Site settings"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={version} />

        <Group title="Company">
          <Text name="name" label="Company name" value={settings.name} errors={errors} required />
          <Text
            name="shortName"
            label="Short name"
            hint="Shown beside the logo."
            value={settings.shortName}
            errors={errors}
            required
          />
        </Group>

        <Group title="Contact details" intro="Leave a detail empty to hide it everywhere.">
          <Text name="email" label="Contact email" type="email" value={settings.email} errors={errors} />
          <Text
            name="phone"
            label="Phone number"
            hint="With its country code, e.g. +91 80412 34567."
            type="tel"
            value={settings.phone}
            errors={errors}
          />
          <Text
            name="whatsapp"
            label="WhatsApp number"
            hint="With its country code, e.g. +91 98765 43210."
            type="tel"
            value={settings.whatsapp}
            errors={errors}
          />
          <Lines
            name="address"
            label="Office address"
            hint="One line per row, at most 6."
            lines={settings.address}
            errors={errors}
          />
        </Group>

        <Group
          title="Support hours (IST)"
          intro="Shown on the contact page, the FAQ and in the footer. Say IST in each line."
        >
          {[0, 1, 2, 3].map((i) => {
            const line = settings.supportHours[i];
            return (
              <fieldset key={i} className="grid gap-3 sm:grid-cols-2 md:col-span-2">
                <legend className="sr-only">Support hours, line {i + 1}</legend>
                <Text
                  name={`supportHours.${i}.days`}
                  label={`Days (line ${i + 1})`}
                  value={line?.days}
                  errors={errors}
                  required={i === 0}
                />
                <Text
                  name={`supportHours.${i}.hours`}
                  label={`Hours (line ${i + 1})`}
                  hint={i === 0 ? "e.g. 9 am to 6 pm IST" : undefined}
                  value={line?.hours}
                  errors={errors}
                  required={i === 0}
                />
              </fieldset>
            );
          })}
        </Group>

        <Group title="Profiles">
          <Text
            name="social.linkedin"
            label="LinkedIn page"
            hint="https://www.linkedin.com/company/…"
            type="url"
            value={settings.social.linkedin}
            errors={errors}
          />
          <Text
            name="social.twitter"
            label="X (Twitter) profile"
            hint="https://x.com/…"
            type="url"
            value={settings.social.twitter}
            errors={errors}
          />
        </Group>

        <Group title="Grievance Officer" intro="Named in the privacy notice (DPDP Act 2023).">
          <Text
            name="grievance.name"
            label="Name or title"
            value={settings.grievance.name}
            errors={errors}
            required
          />
          <Text
            name="grievance.email"
            label="Grievance email"
            hint="Without one, the notice points to the contact form."
            type="email"
            value={settings.grievance.email}
            errors={errors}
          />
        </Group>

        <LeadersEditor version={version} leaders={settings.leaders} errors={errors} />

        <Group
          title="Sources of the company's own figures"
          intro="Shown in the small source line under each figure. Until one is given, the line says it is the company's own figure."
        >
          <Text
            name="figureBasis.practitionersValidated"
            label="“150+ practitioners have helped validate our tools”"
            hint="e.g. Validation studies 2023–2025, internal records"
            value={settings.figureBasis.practitionersValidated}
            errors={errors}
          />
          <Text
            name="figureBasis.satisfaction"
            label="“98% satisfaction”"
            hint="e.g. Client survey, January–June 2026, 1,240 responses"
            value={settings.figureBasis.satisfaction}
            errors={errors}
          />
        </Group>

        <Group
          title="Attestations"
          intro="Listed on the trust page. Only what an independent assessor has issued."
        >
          <Lines
            name="attestations"
            label="Attestations"
            hint="One per line, with its scope, e.g. ISO/IEC 27001:2022 certificate for the practice CRM, issued by …"
            lines={settings.attestations}
            errors={errors}
            rows={3}
          />
        </Group>

        <Group
          title="Clinical review"
          intro="When on, a post in the chosen categories goes live only after a clinician who did not write it approves it. Writers always need approval."
        >
          <div className="md:col-span-2">
            <Field
              kind="checkbox"
              id="settings-clinicalReview-required"
              name="clinicalReview.required"
              label="Require clinical review before publishing"
              defaultChecked={settings.clinicalReview?.required ?? false}
            />
            <Field
              kind="checkboxes"
              id="settings-clinicalReview-categories"
              name="clinicalReview.categories"
              label="Categories that need review"
              options={postCategories.map((category) => ({ value: category.id, label: category.label }))}
              defaultValue={settings.clinicalReview?.categories ?? []}
              error={errors["clinicalReview.categories"]}
              choicesClassName="grid gap-1 sm:grid-cols-2"
              className="mt-4"
            />
          </div>
        </Group>

        <Group
          title="Two-step sign-in for staff"
          intro="When required, an account without an authenticator app signs in with its password, then sets one up before it can use the back office."
        >
          <Field
            kind="radios"
            id="settings-staffTwoFactor"
            name="staffTwoFactor"
            label="Who needs two-step sign-in"
            options={twoFactorChoices.map(([value, label]) => ({ value, label }))}
            defaultValue={settings.staffTwoFactor ?? "off"}
            error={errors.staffTwoFactor}
            className="md:col-span-2"
          />
        </Group>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save settings"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
