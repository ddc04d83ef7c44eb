import { BlogManager } from "#app/components/admin/blog/blog-manager.tsx";
import { deletePost, loadBlogScreen, savePost } from "#app/components/admin/blog/blog-page.server.ts";
import { type ChangeResult, isBlogAnswer } from "#app/components/admin/blog/blog-screen.ts";
import { reviewChange } from "#app/components/admin/blog/review-page.server.ts";
import { isReviewAnswer, isReviewIntent } from "#app/components/admin/blog/review-screen.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { staffPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/blog";
import { refused, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Blog Management", matches);

/**
 * Spec §2.19: the blog area, behind its own sign-in gate. What the screen
 * shows is its address: `?manage=1` opens the Manage Blogs list, with its
 * `search`, `status`, `category` and `page`; `?edit=<id>` opens a post in the
 * editor. A reload, Back and a shared link show the same screen.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  const params = new URL(request.url).searchParams;
  return { blog: await loadBlogScreen(servicesOf(context), staff, params) };
}

/**
 * The screen's changes (the staff layout answers the gate's sign-in and
 * Logout before this runs), through the same
 * blog service as the JSON API: `save` (Publish, Update), `draft` (Save
 * Draft), `delete`, and the clinical review's steps. The preview has an
 * address of its own (blog-preview.ts).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = signedIn(context);
  if (!actor) return sessionEnded();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { blog } = servicesOf(context);
  if (intent === "save" || intent === "draft") return savePost(blog, actor, intent, form);
  if (intent === "delete") return deletePost(blog, actor, form);
  if (isReviewIntent(intent)) return reviewChange(servicesOf(context), actor, intent, form);
  return refused("Unknown action.", 400);
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

export const ErrorBoundary = () => <LoadFailed title="Error loading blogs" retryHref={staffPaths.blog} />;

export default function BlogAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ChangeResult | undefined;
  return (
    loaderData && (
      <BlogManager
        {...loaderData.blog}
        posted={isBlogAnswer(answer) ? answer : undefined}
        reviewed={isReviewAnswer(answer) ? answer : undefined}
      />
    )
  );
}
