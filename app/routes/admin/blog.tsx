import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { BlogManager } from "#app/components/admin/blog/blog-manager.tsx";
import { previewPost } from "#app/components/admin/blog/preview-post.ts";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { renderMarkdown } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import type { Route } from "./+types/blog";
import { loadStaffPage, staffAction, staffHeaders, unknownIntent } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Blog Management | ${siteOf(matches).name}` },
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
  return staffAction(args, "blog", async (_staff, intent, form) => {
    if (intent !== "preview") return unknownIntent();
    const { post, content } = previewPost(form, new Date());
    return { preview: { post, html: renderMarkdown(content) } };
  });
}

/** A preview changes nothing: the signed-in state need not be read again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export default function BlogAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      <BlogManager />
    </StaffPage>
  );
}
