import { Form, useFetcher } from "react-router";
import { type FormAnswer, useKeyedAnswerToast } from "#app/components/admin/form-answer.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { FieldDiffView, ReviewPanelData, RevisionView } from "./review-screen.ts";

/** The words for where a post is in review, as the panel's status line says them. */
const stateWords: Record<ReviewPanelData["reviewState"], string> = {
  none: "Not submitted for review.",
  submitted: "Waiting for a clinician's review.",
  returned: "Sent back for changes.",
  approved: "Approved. A publisher can now publish this text.",
};

const actionWords = { submit: "Submitted for review", approve: "Approved", return: "Sent back" } as const;

const fieldNames: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  content: "Content",
  author: "Author",
  author_role: "Author's role",
  category: "Category",
  tags: "Tags",
  featured: "Featured",
  image_key: "Image",
  image_alt: "Image description",
};

const fieldName = (field: string) => fieldNames[field] ?? field;

/** The review's steps, each posted by its own keyed fetcher. */
const stepIntents = ["submit", "approve", "return", "restore-revision"] as const;
type StepIntent = (typeof stepIntents)[number];

const stepFetcher = (postId: string, intent: StepIntent) => `review ${intent} ${postId}`;

/** A step's answer as a toast, shown by the panel: an approved or submitted post loses the form that sent it. */
function StepToast({ postId, intent }: { postId: string; intent: StepIntent }) {
  useKeyedAnswerToast(stepFetcher(postId, intent), { ok: 4000, failed: 8000 });
  return null;
}

/** One step of the review (submit, approve, return, restore), posted by its step's fetcher. */
function StepForm({
  postId,
  intent,
  children,
  className,
}: {
  postId: string;
  intent: StepIntent;
  children: (busy: boolean, answer: FormAnswer | undefined) => React.ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher<FormAnswer>({ key: stepFetcher(postId, intent) });
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={postId} />
      {children(fetcher.state !== "idle", fetcher.data)}
    </fetcher.Form>
  );
}

/**
 * The editor's review panel (issue 33): where the post is in clinical review,
 * the live review line, the steps so far, what a clinician may do (approve
 * with a note and the next review date, or send back with a comment), and
 * the revisions with a comparison of any two and Restore. Every form posts to
 * the page's action, so it works without JavaScript too.
 */
export function ReviewPanel({ panel }: { panel: ReviewPanelData }) {
  const headingId = useHtmlId();
  const { postId, reviewState, viewer } = panel;
  const clinician = viewer.role === "clinician";
  const canSubmit = reviewState !== "submitted" && reviewState !== "approved";
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 max-w-3xl rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id={headingId} className="font-bold text-2xl">
        Clinical review
      </h2>
      {stepIntents.map((intent) => (
        <StepToast key={intent} postId={postId} intent={intent} />
      ))}
      <p className="mt-2 font-semibold" data-review-state={reviewState}>
        {stateWords[reviewState]}
      </p>
      {panel.stagedChange && (
        <p className="mt-2 rounded-md bg-accent-tint px-4 py-3">
          This post is live. Readers see the published version until this change is approved and published.
        </p>
      )}
      {panel.review ? (
        <p className="mt-2 text-muted">
          Live text medically reviewed by {panel.review.name}
          {panel.review.credential ? `, ${panel.review.credential}` : ""}, on{" "}
          {formatIstDateTime(panel.review.reviewedAt)}
          {panel.review.nextReviewAt
            ? `. Next review due ${formatIstDateTime(panel.review.nextReviewAt)}.`
            : "."}
        </p>
      ) : (
        panel.status === "published" && (
          <p className="mt-2 text-muted">The live text has not been reviewed.</p>
        )
      )}

      {canSubmit && (
        <StepForm postId={postId} intent="submit" className="mt-4 grid gap-3">
          {(busy) => (
            <>
              <Field
                kind="textarea"
                id={`submit-note-${postId}`}
                name="note"
                label="Note for the reviewer (optional)"
                rows={2}
                maxLength={2000}
              />
              <div>
                <Button type="submit" disabled={busy}>
                  {busy ? "Submitting…" : "Submit for review"}
                </Button>
              </div>
            </>
          )}
        </StepForm>
      )}

      {reviewState === "submitted" && clinician && viewer.isAuthor && (
        <p className="mt-4 rounded-md bg-accent-tint px-4 py-3">
          You wrote part of this post, so another clinician reviews it. Nobody approves their own writing.
        </p>
      )}
      {reviewState === "submitted" && clinician && !viewer.isAuthor && (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <StepForm postId={postId} intent="approve" className="grid content-start gap-3">
            {(busy, answer) => (
              <>
                <Field
                  kind="textarea"
                  id={`approve-note-${postId}`}
                  name="note"
                  label="Approval note (optional)"
                  rows={2}
                  maxLength={2000}
                />
                <Field
                  id={`approve-next-${postId}`}
                  name="nextReviewOn"
                  type="date"
                  label="Next review on (optional)"
                  hint="12 months from today unless you choose a date."
                  error={answer && !answer.ok ? answer.fieldErrors?.nextReviewOn : undefined}
                />
                <div>
                  <Button type="submit" disabled={busy}>
                    {busy ? "Approving…" : "Approve"}
                  </Button>
                </div>
              </>
            )}
          </StepForm>
          <StepForm postId={postId} intent="return" className="grid content-start gap-3">
            {(busy, answer) => (
              <>
                <Field
                  kind="textarea"
                  id={`return-comment-${postId}`}
                  name="comment"
                  label="What should change"
                  rows={4}
                  maxLength={2000}
                  required
                  error={answer && !answer.ok ? answer.fieldErrors?.comment : undefined}
                />
                <div>
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {busy ? "Sending back…" : "Send back"}
                  </Button>
                </div>
              </>
            )}
          </StepForm>
        </div>
      )}

      {panel.steps.length > 0 && (
        <>
          <h3 className="mt-6 font-bold text-lg">Review history</h3>
          <ol className="mt-2 space-y-2">
            {panel.steps.map((step) => (
              <li key={step.id} className="rounded-md border border-line p-3">
                <p className="text-muted text-sm">
                  {actionWords[step.action]} by {step.by}, {formatIstDateTime(step.at)}
                </p>
                {step.comment && <p className="mt-1 whitespace-pre-line break-words">{step.comment}</p>}
              </li>
            ))}
          </ol>
        </>
      )}

      <Revisions panel={panel} />
    </section>
  );
}

/** Every save, newest first, with a comparison of two and Restore. */
function Revisions({ panel }: { panel: ReviewPanelData }) {
  const { revisions, postId } = panel;
  const newest = revisions[0];
  const older = revisions[1];
  return (
    <>
      <h3 className="mt-6 font-bold text-lg">Revisions</h3>
      <ol className="mt-2 space-y-2">
        {revisions.map((revision) => (
          <RevisionRow key={revision.id} revision={revision} postId={postId} latest={revision === newest} />
        ))}
      </ol>
      {newest && older && (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" preventScrollReset>
          <input type="hidden" name="edit" value={postId} />
          <RevisionSelect
            name="from"
            label="Compare"
            revisions={revisions}
            chosen={panel.diff?.from.id ?? older.id}
          />
          <RevisionSelect
            name="to"
            label="with"
            revisions={revisions}
            chosen={panel.diff?.to.id ?? newest.id}
          />
          <Button type="submit" variant="secondary">
            Show changes
          </Button>
        </Form>
      )}
      {panel.diffError && (
        <p role="alert" className="mt-3 text-danger">
          {panel.diffError}
        </p>
      )}
      {panel.diff && <Comparison diff={panel.diff} />}
    </>
  );
}

function RevisionRow({
  revision,
  postId,
  latest,
}: {
  revision: RevisionView;
  postId: string;
  latest: boolean;
}) {
  const what =
    revision.kind === "create"
      ? "Created"
      : revision.kind === "restore"
        ? "Restored an earlier revision"
        : `Changed ${revision.changed.map(fieldName).join(", ").toLowerCase() || "nothing"}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3">
      <p>
        <span className="font-semibold">Revision {revision.number}</span>
        <span className="text-muted">
          {" "}
          · {revision.by}, {formatIstDateTime(revision.at)} · {what}
        </span>
      </p>
      {!latest && (
        <StepForm postId={postId} intent="restore-revision">
          {(busy) => (
            <>
              <input type="hidden" name="revisionId" value={revision.id} />
              <Button
                type="submit"
                variant="secondary"
                disabled={busy}
                aria-label={`Restore revision ${revision.number}`}
              >
                Restore
              </Button>
            </>
          )}
        </StepForm>
      )}
    </li>
  );
}

function RevisionSelect({
  name,
  label,
  revisions,
  chosen,
}: {
  name: string;
  label: string;
  revisions: RevisionView[];
  chosen: string;
}) {
  return (
    <Field
      kind="select"
      id={`revision-${name}`}
      name={name}
      label={label}
      defaultValue={chosen}
      options={revisions.map((revision) => ({ value: revision.id, label: `Revision ${revision.number}` }))}
      look="block min-h-11 rounded-md border border-line bg-surface px-3"
    />
  );
}

/** What changed between two revisions: removed words struck through, added ones underlined. */
function Comparison({ diff }: { diff: NonNullable<ReviewPanelData["diff"]> }) {
  return (
    <section aria-label={`Changes from revision ${diff.from.number} to ${diff.to.number}`} className="mt-4">
      <p className="font-semibold">
        Changes from revision {diff.from.number} to revision {diff.to.number}
      </p>
      {diff.fields.length === 0 ? (
        <p className="mt-2 text-muted">The two revisions are the same.</p>
      ) : (
        <dl className="mt-2 space-y-3">
          {diff.fields.map((field) => (
            <div key={field.field} className="rounded-md border border-line p-3">
              <dt className="font-semibold">{fieldName(field.field)}</dt>
              <dd className="mt-1 whitespace-pre-line break-words">
                <FieldChange field={field} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function FieldChange({ field }: { field: FieldDiffView }) {
  if (!("parts" in field)) {
    return (
      <>
        <del className="bg-danger-tint text-danger">{field.before}</del> →{" "}
        <ins className="bg-brand-tint text-brand-deep">{field.after}</ins>
      </>
    );
  }
  return field.parts.map((part, index) =>
    part.change === "added" ? (
      <ins key={index} className="bg-brand-tint text-brand-deep">
        {part.text}
      </ins>
    ) : part.change === "removed" ? (
      <del key={index} className="bg-danger-tint text-danger">
        {part.text}
      </del>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
