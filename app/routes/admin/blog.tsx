import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { BlogManager } from "#app/components/admin/blog/blog-manager.tsx";
import { deletePost, loadBlogScreen, savePost } from "#app/components/admin/blog/blog-page.server.ts";
import { type ChangeResult, isBlogAnswer } from "#app/components/admin/blog/blog-screen.ts";
import { previewPost } from "#app/components/admin/blog/preview-post.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { renderMarkdown, servicesOf } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import { staffPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/blog";
import { loadStaffPage, staffAction, staffHeaders, unknownIntent } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Blog Management | ${siteOf(matches).name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

/**
 * Spec §2.19: the blog area, behind its own sign-in gate. What the screen
 * shows is its address: `?manage=1` opens the Manage Blogs list, with its
 * `search`, `status`, `category` and `page`; `?edit=<id>` opens a post in the
 * editor. A reload, Back and a shared link show the same screen.
 */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "blog");
  if (!state.staff) return data({ state, blog: null }, { headers });
  const params = new URL(args.request.url).searchParams;
  const blog = await loadBlogScreen(servicesOf(args.context).blog, params);
  return data({ state, blog }, { headers });
}

/**
 * The gate's sign-in and logout, then the screen's changes, through the same
 * blog service as the JSON API: `save` (Publish, Update), `draft` (Save
 * Draft), `delete`; and `preview`, the form's fields rendered by the article
 * page's Markdown renderer (spec §4's read-only preview), which changes nothing.
 */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, "blog", async (actor, intent, form) => {
    const { blog } = servicesOf(args.context);
    if (intent === "save" || intent === "draft") return savePost(blog, actor, intent, form);
    if (intent === "delete") return deletePost(blog, actor, form);
    if (intent === "preview") {
      const { post, content } = previewPost(form, new Date());
      return { preview: { post, html: renderMarkdown(content) } };
    }
    return unknownIntent();
  });
}

/**
 * With JavaScript, a change that cannot reach the server is answered here, so
 * the screen says so and keeps what was typed instead of giving way to the
 * error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // fetch() rejects with a TypeError when there is no answer at all.
    if (error instanceof TypeError) return { ok: false, message: "", unreachable: true } as const;
    throw error;
  }
}

/** A preview changes nothing: the screen need not be read again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export const ErrorBoundary = () => <LoadFailed title="Error loading blogs" retryHref={staffPaths.blog} />;

export default function BlogAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ChangeResult | undefined;
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      {loaderData.blog && (
        <BlogManager {...loaderData.blog} posted={isBlogAnswer(answer) ? answer : undefined} />
      )}
    </StaffPage>
  );
}
