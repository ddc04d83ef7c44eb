import { Link, useFetcher } from "react-router";
import { type FormAnswer, useKeyedAnswerToast } from "#app/components/admin/form-answer.ts";
import { withParams } from "#app/components/admin/leads/list-params.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatIstDateTime } from "#common/format-date.ts";
import type { DueView, ReviewLists as Lists, TrashedView } from "./review-screen.ts";

const linkClass = "font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2";

/**
 * Beside Manage Blogs (issue 33): the published posts whose clinical review
 * is due within 30 days or overdue (flagged here, never hidden from
 * readers), and the trash with Restore.
 */
export function ReviewLists({ lists, params }: { lists: Lists; params: URLSearchParams }) {
  return (
    <div className="mt-6 grid gap-6">
      <DueForReview due={lists.due} />
      {lists.trash ? (
        <Trash trash={lists.trash} params={params} />
      ) : (
        <p>
          <Link to={withParams(params, { trash: "1" })} className={linkClass}>
            Open the trash
          </Link>
        </p>
      )}
    </div>
  );
}

function DueForReview({ due }: { due: DueView[] }) {
  return (
    <section aria-labelledby="due-title" className="rounded-lg border border-line bg-surface p-5 shadow-sm">
      <h2 id="due-title" className="font-bold text-xl">
        Due for review
      </h2>
      {due.length === 0 ? (
        <p className="mt-2 text-muted">No published post is due for clinical review in the next 30 days.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {due.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {post.overdue && (
                <span className="rounded-full bg-danger-tint px-3 py-0.5 font-semibold text-danger text-sm">
                  Overdue
                </span>
              )}
              <Link to={`?edit=${post.id}`} className={linkClass}>
                {post.title}
              </Link>
              <span className="text-muted text-sm">
                review due {formatIstDateTime(post.nextReviewAt)}
                {post.reviewer ? `, last reviewed by ${post.reviewer}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The rows' one fetcher: a restored post leaves the trash as the page reads
 * its data again, and its row with it, so the answer's toast is shown here,
 * by the section that stays (a row's own fetcher lost it when React drew the
 * answer and the shorter list at once, as a slow device can).
 */
const restoreFetcher = "restore-trash";

function Trash({ trash, params }: { trash: TrashedView[]; params: URLSearchParams }) {
  useKeyedAnswerToast(restoreFetcher, { ok: 4000, failed: 8000 });
  return (
    <section aria-labelledby="trash-title" className="rounded-lg border border-line bg-surface p-5 shadow-sm">
      <h2 id="trash-title" className="font-bold text-xl">
        Trash
      </h2>
      <p className="mt-1 text-muted">
        Deleted posts stay here for 30 days, then they are erased. A restored post comes back as a draft.
      </p>
      {trash.length === 0 ? (
        <p className="mt-2 text-muted">The trash is empty.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {trash.map((post) => (
            <TrashRow key={post.id} post={post} />
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to={withParams(params, { trash: null })} className={linkClass}>
          Close the trash
        </Link>
      </p>
    </section>
  );
}

function TrashRow({ post }: { post: TrashedView }) {
  const fetcher = useFetcher<FormAnswer>({ key: restoreFetcher });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3">
      <p>
        <span className="font-semibold">{post.title}</span>
        <span className="text-muted text-sm">
          {" "}
          · deleted {formatIstDateTime(post.deletedAt)}, erased after {formatIstDateTime(post.erasedAfter)}
        </span>
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="restore-trash" />
        <input type="hidden" name="id" value={post.id} />
        <Button
          type="submit"
          variant="secondary"
          disabled={fetcher.state !== "idle"}
          aria-label={`Restore ${post.title}`}
        >
          Restore
        </Button>
      </fetcher.Form>
    </li>
  );
}
