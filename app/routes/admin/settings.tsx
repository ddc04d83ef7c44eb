import { data } from "react-router";
import { formAnswerOf, useAnswerToast } from "#app/components/admin/form-answer.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type SettingsAnswer, SettingsForm } from "#app/components/admin/settings/settings-form.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import {
  type SiteSettingsInput,
  settingsFieldErrors,
  settingsInputFrom,
  siteSettingsSchema,
} from "#common/site-settings.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/settings";
import { parseForm, refused, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Settings", matches);

const adminsOnly = "Settings are open to administrators only.";

/**
 * The company's details as the public pages show them, behind the leads
 * area's sign-in and for the admin role only (403 otherwise). Read fresh
 * from the store, so the form always starts from the version it will save
 * against.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  if (staff.role !== "admin") return data({ current: null, forbidden: true }, { status: 403 });
  const { version, settings } = await servicesOf(context).settings.refresh();
  return { current: { version, settings }, forbidden: false };
}

/** The schema names a leader by its place in the list; the form names it by its row. */
function byRow(fieldErrors: Record<string, string>, input: SiteSettingsInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => {
      const match = /^leaders\.(\d+)\.(.+)$/.exec(path);
      const row = match ? input.leaders[Number(match[1])]?.id : undefined;
      return [row && match ? `leader.${row}.${match[2]}` : path, message];
    }),
  );
}

/**
 * Saves the whole form: parsed by the settings' schema first (nothing is
 * stored when a field is wrong), then a photo a row brought goes through the
 * image pipeline, then the settings are saved against the version the form
 * was opened at (409 when someone saved in between). Every error comes back
 * under its field, by the names the form gives them, with what was sent.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  if (staff.role !== "admin") return refused(adminsOnly, 403);
  const form = await request.formData();
  if (form.get("intent") !== "save") return refused("Unknown action.", 400);
  const { input, photoFiles } = settingsInputFrom(form);
  const failed = (error: string, status: number, fieldErrors?: Record<string, string>) =>
    refused<SiteSettingsInput>(`Error saving settings: ${error}`, status, {
      fieldErrors: fieldErrors && byRow(fieldErrors, input),
      values: input,
    });

  const parsed = parseForm(siteSettingsSchema, input, settingsFieldErrors);
  if (!parsed.ok)
    return failed(
      Object.values(parsed.fieldErrors)[0] ?? "Please check the settings.",
      400,
      parsed.fieldErrors,
    );

  const { settings, images } = servicesOf(context);
  for (const leader of input.leaders) {
    const file = photoFiles.get(leader.id);
    if (!file) continue;
    const stored = await attempt(async () => images.store(new Uint8Array(await file.arrayBuffer())));
    if (!stored.ok) {
      return failed(stored.error, stored.status, { [`leader.${leader.id}.photo`]: stored.error });
    }
    const { key, width, height } = stored.value;
    leader.photo = { key, width, height };
  }
  const version = Number(form.get("version"));
  const saved = await attempt(() => settings.update(staff, input, Number.isInteger(version) ? version : -1));
  if (!saved.ok) return failed(saved.error, saved.status, saved.fieldErrors);
  return data<SettingsAnswer>({
    ok: true,
    message: "Settings saved. The public pages show them within a few seconds.",
  });
}

export default function SettingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const answer = formAnswerOf<SiteSettingsInput>(actionData);
  useAnswerToast(answer, { ok: 4000, failed: 8000 });
  if (!loaderData) return null;
  if (loaderData.forbidden) {
    return (
      <>
        <h1 className="font-bold text-3xl">Settings</h1>
        <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
          {adminsOnly}
        </p>
      </>
    );
  }
  return (
    loaderData.current && (
      <SettingsForm
        key={loaderData.current.version}
        version={loaderData.current.version}
        settings={answer?.values ?? loaderData.current.settings}
        answer={answer}
      />
    )
  );
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to load the settings" retryHref={leadPaths.settings} />
);
