import { useNavigate } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { LeadDetail } from "#app/lib/services.server.ts";
import { useIntendedParams } from "#app/lib/use-intended-params.ts";
import { AlsoSent, LeadConsent, LeadHistory } from "./detail-list.tsx";
import { LeadDetailActions } from "./lead-actions.tsx";
import { LeadDesk } from "./lead-desk.tsx";
import { type FilterField, LeadFilters } from "./lead-filters.tsx";
import { LeadHeading, ListError } from "./lead-heading.tsx";
import type { LeadKind, LeadPage, StatusLead } from "./lead-kind.ts";
import { LeadList } from "./lead-list.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import { LeadReplies } from "./lead-replies.tsx";
import { exportQueryOf, withParams } from "./list-params.ts";
import { type LeadRef, type StatusIntent, useLeadActions } from "./use-lead-actions.ts";

type LeadManagerProps<V extends StatusLead> = { kind: LeadKind<V>; page: LeadPage<V> };

/** The filters with each account that may own a lead added to the owner filter's choices. */
function withOwners(fields: readonly FilterField[], owners: readonly { id: string; username: string }[]) {
  return fields.map((field) =>
    field.kind === "select" && field.name === "owner"
      ? { ...field, options: [...field.options, ...owners.map((o) => ({ value: o.id, label: o.username }))] }
      : field,
  );
}

/**
 * A lead view with a status (spec §2.20 for demo requests; contact messages
 * alike): the headline count and Export CSV of the current view, the
 * filters, the paged list, the detail dialog opened from the address, and
 * Close, Reopen and Delete after a confirmation. What differs between kinds
 * is the kind's descriptor (kinds/demo-requests.tsx, kinds/inquiries.tsx).
 */
export function LeadManager<V extends StatusLead>({ kind, page }: LeadManagerProps<V>) {
  const params = useIntendedParams();
  const navigate = useNavigate();
  const { run, busy, dialog } = useLeadActions(kind.copy);
  const now = new Date(page.now);
  const { Card } = kind;
  const ownerNames = new Map(page.owners.map((owner) => [owner.id, owner.username]));

  return (
    <>
      <LeadHeading
        title={kind.title}
        summary={kind.summary(page.counts)}
        exportHref={`${kind.exportPath}${exportQueryOf(params, kind.openParam)}`}
      />
      <div className="mt-6">
        <LeadFilters
          {...kind.filters}
          fields={withOwners(kind.filters.fields, page.owners)}
          params={params}
          fieldErrors={page.fieldErrors}
          keep={kind.openParam}
        />
      </div>
      <ListError message={page.listError} />
      <LeadList
        noun={kind.listNoun}
        items={page.items}
        keyOf={(lead) => lead.id}
        render={(lead) => (
          <Card
            lead={lead}
            now={now}
            detailHref={withParams(params, { [kind.openParam]: lead.id })}
            onAction={run}
            busy={busy}
            ownerName={lead.ownerId ? (ownerNames.get(lead.ownerId) ?? "a former account") : null}
            newAnswer={lead.newAnswer === true}
          />
        )}
        total={page.total}
        page={page.page}
        pageSize={page.pageSize}
        params={params}
        empty={kind.empty}
        openParam={kind.openParam}
      />
      <LeadDetailDialog
        kind={kind}
        detail={page.detail}
        owners={page.owners}
        now={now}
        busy={busy}
        onAction={run}
        onClose={() =>
          navigate(withParams(params, { [kind.openParam]: null }), {
            preventScrollReset: true,
            replace: true,
          })
        }
      />
      {dialog}
    </>
  );
}

type LeadDetailDialogProps<V extends StatusLead> = {
  kind: LeadKind<V>;
  detail: LeadDetail<V> | null;
  owners: { id: string; username: string }[];
  now: Date;
  onClose: () => void;
  onAction: (intent: StatusIntent, lead: LeadRef) => void;
  busy: boolean;
};

/** One lead opened from the address: every field, who handles it, its consent, who closed or reopened it when, the replies sent, staff's notes, and its actions. */
function LeadDetailDialog<V extends StatusLead>(props: LeadDetailDialogProps<V>) {
  const { kind, detail, owners, now, onClose, onAction, busy } = props;
  const lead = detail?.lead;
  const { DetailBody } = kind;
  return (
    <Dialog
      open={detail !== null}
      onClose={onClose}
      title={lead ? kind.detailTitle(lead) : `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)}`}
      className="max-w-2xl"
      footer={
        lead && (
          <LeadDetailActions
            lead={{ id: lead.id, name: kind.nameOf(lead) }}
            status={lead.status}
            noun={kind.noun}
            onAction={onAction}
            busy={busy}
          />
        )
      }
    >
      {detail && (
        <>
          <DetailBody detail={detail} now={now} />
          {detail.desk && (
            <LeadDesk
              // Drawn afresh when its values change elsewhere (a reply, a booking, another tab).
              key={`${detail.lead.id} ${detail.lead.status} ${detail.desk.stage} ${detail.desk.owner?.id} ${detail.desk.outcome}`}
              leadId={detail.lead.id}
              status={detail.lead.status}
              desk={detail.desk}
              stages={kind.stages}
              outcomes={kind.deskOutcomes}
              owners={owners}
            />
          )}
          <AlsoSent leads={detail.alsoSent} />
          <LeadConsent consent={detail.consent} />
          <LeadHistory events={detail.history} />
          <LeadReplies
            key={`replies ${detail.lead.id}`}
            leadId={detail.lead.id}
            to={kind.emailOf(detail.lead)}
            replies={detail.replies}
            answers={detail.answers}
            undelivered={detail.undelivered}
            defaultSubject={kind.replySubject(detail.lead)}
          />
          <LeadNotes leadId={detail.lead.id} notes={detail.notes} />
        </>
      )}
    </Dialog>
  );
}
