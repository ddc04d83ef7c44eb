import { data } from "react-router";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type SettingsAnswer, SettingsForm } from "#app/components/admin/settings/settings-form.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import { settingsInputFrom } from "#common/site-settings.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/settings";
import { loadStaffPage, staffAction, staffHeaders, unknownIntent } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Settings | ${siteOf(matches).name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

const adminsOnly = "Settings are open to administrators only.";

/**
 * The company's details as the public pages show them, behind the leads
 * area's sign-in and for the admin role only (403 otherwise). Read fresh
 * from the store, so the form always starts from the version it will save
 * against.
 */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "leads");
  if (!state.staff) return data({ state, current: null, forbidden: false }, { headers });
  if (state.staff.role !== "admin")
    return data({ state, current: null, forbidden: true }, { status: 403, headers });
  const { settings } = servicesOf(args.context);
  const { version, settings: current } = await settings.refresh();
  return data({ state, current: { version, settings: current }, forbidden: false }, { headers });
}

/**
 * Saves the whole form: a photo a row brought goes through the image
 * pipeline first, then the settings are saved against the version the form
 * was opened at (409 when someone saved in between). Every error comes back
 * under its field, by the names the form gives them.
 */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, "leads", async (actor, intent, form) => {
    if (intent !== "save") return unknownIntent();
    if (actor.role !== "admin") {
      return data<SettingsAnswer>({ ok: false, message: adminsOnly }, { status: 403 });
    }
    const { settings, images } = servicesOf(args.context);
    const { input, photoFiles } = settingsInputFrom(form);
    for (const leader of input.leaders) {
      const file = photoFiles.get(leader.id);
      if (!file) continue;
      const stored = await attempt(async () => images.store(new Uint8Array(await file.arrayBuffer())));
      if (!stored.ok) {
        return data<SettingsAnswer>(
          {
            ok: false,
            message: `Error saving settings: ${stored.error}`,
            fieldErrors: { [`leader.${leader.id}.photo`]: stored.error },
            values: input,
          },
          { status: stored.status },
        );
      }
      const { key, width, height } = stored.value;
      leader.photo = { key, width, height };
    }
    const version = Number(form.get("version"));
    const saved = await attempt(() =>
      settings.update(actor, input, Number.isInteger(version) ? version : -1),
    );
    if (saved.ok) {
      return data<SettingsAnswer>({
        ok: true,
        message: "Settings saved. The public pages show them within a few seconds.",
      });
    }
    // The schema names a leader by its place in the list; the form by its row.
    const fieldErrors = Object.fromEntries(
      Object.entries(saved.fieldErrors ?? {}).map(([path, message]) => {
        const match = /^leaders\.(\d+)\.(.+)$/.exec(path);
        const row = match ? input.leaders[Number(match[1])]?.id : undefined;
        return [row && match ? `leader.${row}.${match[2]}` : path, message];
      }),
    );
    return data<SettingsAnswer>(
      { ok: false, message: `Error saving settings: ${saved.error}`, fieldErrors, values: input },
      { status: saved.status },
    );
  });
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to load the settings" retryHref={leadPaths.settings} />
);

/** The action's answer to this form (not the sign-in gate's). */
const answerOf = (actionData: unknown) =>
  actionData && typeof actionData === "object" && "message" in actionData
    ? (actionData as SettingsAnswer)
    : undefined;

export default function SettingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      {loaderData.forbidden && (
        <>
          <h1 className="font-bold text-3xl">Settings</h1>
          <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
            {adminsOnly}
          </p>
        </>
      )}
      {loaderData.current && (
        <SettingsForm
          key={loaderData.current.version}
          version={loaderData.current.version}
          settings={answerOf(actionData)?.values ?? loaderData.current.settings}
          answer={answerOf(actionData)}
        />
      )}
    </StaffPage>
  );
}
