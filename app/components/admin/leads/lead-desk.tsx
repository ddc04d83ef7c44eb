import { useFetcher } from "react-router";
import { type FormAnswer, useAnswerToast } from "#app/components/admin/form-answer.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { LeadDeskState } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { type LeadOutcome, type LeadStage, outcomeLabels, stageLabels } from "#common/lead-desk.ts";

/**
 * Who handles a lead and where it stands (issue 32): its stage while open,
 * its owner, and an outcome that closes it; when it was first answered.
 * Posted (`intent=desk`) to the page's action like the lead's other
 * actions: with JavaScript by a fetcher (a toast says "Lead updated" and
 * the page is read again), without it as a plain form.
 */
export function LeadDesk(props: {
  leadId: string;
  status: "open" | "closed";
  desk: LeadDeskState;
  stages: readonly LeadStage[];
  outcomes: readonly LeadOutcome[];
  owners: { id: string; username: string }[];
}) {
  const { leadId, status, desk, stages, outcomes, owners } = props;
  // Keyed: a save that changes the stage, owner or outcome draws the desk
  // afresh (its key in lead-manager.tsx), in the same render as the answer,
  // which the new desk then still has, and shows.
  const fetcher = useFetcher<FormAnswer>({ key: `lead-desk ${leadId}` });
  const answer = fetcher.data;
  useAnswerToast(answer, { ok: 3000, failed: 6000 });
  const errors = answer && !answer.ok ? answer.fieldErrors : undefined;
  const closed = status === "closed";
  return (
    <section aria-labelledby={`desk-${leadId}`}>
      <h3 id={`desk-${leadId}`} className="mt-5 font-bold">
        Handling
      </h3>
      <p className="mt-1 text-sm text-muted">
        {desk.firstResponseAt
          ? `First answered ${formatIstDateTime(desk.firstResponseAt)}.`
          : `Not answered yet: moving it to ${stageLabels[stages[1] ?? "contacted"]} records the first response.`}{" "}
        {closed ? "Closed: reopen it to move its stage on." : "Choosing an outcome closes it."}
      </p>
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3">
        <input type="hidden" name="intent" value="desk" />
        <input type="hidden" name="id" value={leadId} />
        <Field
          kind="select"
          name="stage"
          label="Stage"
          id={`stage-${leadId}`}
          defaultValue={desk.stage}
          disabled={closed}
          options={stages.map((stage) => ({ value: stage, label: stageLabels[stage] }))}
          error={errors?.stage}
        />
        <Field
          kind="select"
          name="owner"
          label="Owner"
          id={`owner-${leadId}`}
          defaultValue={desk.owner?.id ?? ""}
          options={[
            { value: "", label: "Unassigned" },
            ...owners.map((owner) => ({ value: owner.id, label: owner.username })),
          ]}
          error={errors?.owner}
        />
        <Field
          kind="select"
          name="outcome"
          label="Outcome"
          id={`outcome-${leadId}`}
          defaultValue={desk.outcome ?? ""}
          options={[
            { value: "", label: closed ? "Not recorded" : "Still open" },
            ...outcomes.map((outcome) => ({ value: outcome, label: outcomeLabels[outcome] })),
          ]}
          error={errors?.outcome}
        />
        <div className="sm:col-span-3">
          <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? "Save" : "Saving…"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
