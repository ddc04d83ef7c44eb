import { data } from "react-router";
import { attempt, type servicesOf } from "#app/lib/services.server.ts";
import type { StaffRole } from "#common/constants.ts";
import type { ReviewAnswer, ReviewIntent, ReviewLists, ReviewPanelData } from "./review-screen.ts";

type Services = ReturnType<typeof servicesOf>;
type Actor = { id: string; username: string; role: StaffRole };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The editor's review panel for `?edit=<id>`: where the post is in review,
 * its steps and revisions, and, with `?from=&to=`, what changed between two
 * revisions. Null when the post cannot be read (the editor says why).
 */
export async function loadReviewPanel(
  services: Services,
  viewer: Actor,
  id: string,
  params: URLSearchParams,
): Promise<ReviewPanelData | null> {
  const [post, panel] = await Promise.all([
    attempt(() => services.blog.get(id, { staff: true })),
    attempt(() => services.blogReview.panel(id)),
  ]);
  if (!post.ok || !panel.ok) return null;
  const from = params.get("from");
  const to = params.get("to");
  const diff = from && to ? await attempt(() => services.blogReview.compare(id, from, to)) : null;
  const { reviewState, stagedChange, review, status, title } = post.value;
  return {
    postId: id,
    title,
    status,
    reviewState,
    stagedChange,
    review,
    steps: panel.value.steps,
    revisions: panel.value.revisions,
    viewer: { role: viewer.role, isAuthor: panel.value.authorIds.includes(viewer.id) },
    diff: diff?.ok ? diff.value : null,
    diffError: diff && !diff.ok ? diff.error : null,
  };
}

/** The Manage list's companions: posts due for review and, with `?trash=1`, the trash. */
export async function loadReviewLists(services: Services, params: URLSearchParams): Promise<ReviewLists> {
  const [due, trash] = await Promise.all([
    attempt(() => services.blogReview.dueForReview()),
    params.get("trash") ? attempt(() => services.blogReview.trash()) : null,
  ]);
  return { due: due.ok ? due.value : [], trash: trash?.ok ? trash.value : null };
}

const answer = (intent: ReviewIntent, ok: boolean, status: number, message: string) =>
  data<ReviewAnswer>({ review: true, intent, ok, status, message }, { status });

/** The review panel's and the trash's changes, through the same services as the API. */
export async function reviewChange(services: Services, actor: Actor, intent: ReviewIntent, form: FormData) {
  const id = textOf(form, "id");
  const review = services.blogReview;
  const run = async (work: () => Promise<unknown>, done: string) => {
    const result = await attempt(work);
    return result.ok ? answer(intent, true, 200, done) : answer(intent, false, result.status, result.error);
  };
  switch (intent) {
    case "submit":
      return run(
        () => review.submit(actor, id, { note: textOf(form, "note") || undefined }),
        "Submitted for review.",
      );
    case "approve":
      return run(
        () =>
          review.approve(actor, id, {
            note: textOf(form, "note") || undefined,
            nextReviewOn: textOf(form, "nextReviewOn") || undefined,
          }),
        "Approved. A publisher can now publish this text.",
      );
    case "return":
      return run(
        () => review.sendBack(actor, id, { comment: textOf(form, "comment") }),
        "Sent back to the writer.",
      );
    case "restore-revision":
      return run(
        () => services.blog.restoreRevision(actor, id, textOf(form, "revisionId")),
        "Revision restored. It is now the text in the editor.",
      );
    case "restore-trash": {
      const result = await attempt(() => review.restoreFromTrash(actor, id));
      return result.ok
        ? answer(intent, true, 200, `Blog "${result.value.title}" restored as a draft.`)
        : answer(intent, false, result.status, result.error);
    }
  }
}
