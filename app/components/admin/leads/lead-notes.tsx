import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type FormAnswer, useAnswerToast } from "#app/components/admin/form-answer.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { LeadNote } from "#app/lib/services.server.ts";
import { leadNoteMax } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";

/**
 * Staff's internal notes on a lead, oldest first, and a form to add one: a
 * phone call's summary, who is following up. Posted (`intent=note`) to the
 * page's action like the lead's other actions; with JavaScript it goes by a
 * fetcher (the page stays, a toast says "Note added" and the box empties),
 * without it the form posts and the page comes back with the note. Never
 * mailed to the visitor.
 */
export function LeadNotes({ leadId, notes }: { leadId: string; notes: LeadNote[] }) {
  const fetcher = useFetcher<FormAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  useAnswerToast(answer, { ok: 3000, failed: 6000 });
  useEffect(() => {
    if (fetcher.state === "idle" && answer?.ok) form.current?.reset();
  }, [fetcher.state, answer]);

  return (
    <section aria-labelledby={`notes-${leadId}`}>
      <h3 id={`notes-${leadId}`} className="mt-5 font-bold">
        Notes
      </h3>
      <p className="mt-1 text-sm text-muted">Seen by staff only, never sent to the person who wrote.</p>
      {notes.length === 0 ? (
        <p className="mt-2 text-muted">No notes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-line bg-surface p-3">
              <p className="text-sm text-muted">
                {note.by}, {formatIstDateTime(note.at)}
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <fetcher.Form ref={form} method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="id" value={leadId} />
        <Field
          kind="textarea"
          name="text"
          label="Note"
          id={`note-${leadId}`}
          rows={3}
          maxLength={leadNoteMax}
          hint={`What was said or done; at most ${leadNoteMax.toLocaleString("en-IN")} characters.`}
          error={answer && !answer.ok ? answer.fieldErrors?.text : undefined}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? "Add note" : "Adding note…"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
