import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { BlogManager } from "#app/components/admin/blog/blog-manager.tsx";
import { previewPost } from "#app/components/admin/blog/preview-post.ts";
import { GateFrame } from "#app/components/admin/gate-frame.tsx";
import { SignInGate, signInFailureOf } from "#app/components/admin/sign-in-gate.tsx";
import { siteConfig } from "#app/content/site-config.ts";
import { renderMarkdown } from "#app/lib/services.server.ts";
import type { Route } from "./+types/blog";
import { gateAction, loadStaffPage, staffHeaders } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = () => [
  { title: `Blog Management | ${siteConfig.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

/** Spec §2.19: the blog area, behind its own sign-in gate. */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "blog");
  return data({ state }, { headers });
}

/**
 * The gate's sign-in and logout, and `preview`: the form's fields rendered
 * by the same Markdown renderer as the article page (spec §4's read-only
 * preview). Saving goes to the JSON API (spec §7), not here.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const handled = await gateAction(args, form, "blog");
  if (handled) return handled;
  if (form.get("intent") === "preview") {
    const { state } = await loadStaffPage(args, "blog");
    // Answered, not thrown: the editor keeps its form and says the session ended.
    if (!state.staff) {
      return data({ previewError: "Your session has ended. Please sign in again." }, { status: 401 });
    }
    const { post, content } = previewPost(form, new Date());
    return { preview: { post, html: renderMarkdown(content) } };
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

/** A preview changes nothing: the signed-in state need not be read again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export default function BlogAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = loaderData;
  if (!state.staff) {
    return (
      <GateFrame>
        <SignInGate state={state} failure={signInFailureOf(actionData)} />
      </GateFrame>
    );
  }
  return (
    <AdminShell state={state}>
      <BlogManager />
    </AdminShell>
  );
}
