import type { RouterContextProvider } from "react-router";
import type { LeadPage, SomeLeadKind, StatusLead } from "#app/components/admin/leads/lead-kind.ts";
import { attempt, type DeskLeadService, servicesOf } from "#app/lib/services.server.ts";
import {
  leadBookActionSchema,
  leadDeskActionSchema,
  leadNoteActionSchema,
  leadReplyActionSchema,
  leadSendAgainActionSchema,
  statusLeadActionSchema,
} from "#common/schemas/lead-action.ts";
import { answerOf, fieldsOf, formRefused, parseForm, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

/*
 * The loader and the action of the lead views with a status (demo requests,
 * inquiries): one route module (lead-view.tsx) serves every kind staff
 * answer, finds the kind's descriptor (app/components/admin/leads/kinds/)
 * from the address and hands over to these, which use the service of the
 * same name. Every kind's service has the same shape (server/services/lead-service.ts).
 */

type Context = Readonly<RouterContextProvider>;
/** The service of a kind; only demo requests book a demo. */
type LeadSource = DeskLeadService<StatusLead> & {
  bookDemo?(actor: { id: string; username: string }, id: string, input: { at: string }): Promise<unknown>;
};

/** The service of `kind`: the one of its name in `answeredLeads`. */
const sourceOf = (context: Context, kind: SomeLeadKind): LeadSource =>
  servicesOf(context).answeredLeads[kind.name];

/** Leads a page of the list shows. */
const pageSize = 20;

/**
 * A page of the list as the address says: filters, search, sort and page
 * (`?status=&search=&sort=&page=`, and the kind's own: `product`, `type`),
 * parsed by the kind's schema in common/ (a value it refuses is said under
 * its filter), the counts of what waits, and the lead the address opens
 * (`?request=`, `?message=`), which is opened first (so the list no longer
 * marks it new, nor as having a new answer; its detail still shows which
 * answers were unread until now). Nothing for a visitor who is not signed
 * in (the layout shows the gate).
 */
export async function loadLeadPage(
  { context, url }: { context: Context; url: URL },
  kind: SomeLeadKind,
): Promise<LeadPage<StatusLead> | null> {
  const staff = signedIn(context);
  if (!staff) return null;
  const source = sourceOf(context, kind);
  const params = url.searchParams;
  const openId = params.get(kind.openParam);
  // Opened by someone now: the list drawn below no longer marks it new.
  const detail = openId ? await source.open(openId) : null;
  const listed = await attempt(() =>
    source.list({ ...Object.fromEntries(params), limit: String(pageSize) }, staff),
  );
  const [counts, owners] = await Promise.all([source.counts(), source.desk.owners()]);
  return {
    items: listed.ok ? listed.value.items : [],
    total: listed.ok ? listed.value.total : 0,
    page: listed.ok ? listed.value.page : 1,
    pageSize,
    counts,
    detail,
    owners,
    listError: listed.ok ? null : kind.listError(listed.error),
    fieldErrors: listed.ok ? {} : (listed.fieldErrors ?? {}),
    now: new Date().toISOString(),
  };
}

/**
 * Close, Reopen and Delete of one lead (spec §4), parsed by the shared
 * schema and answered with the kind's lines ("Request closed successfully",
 * "Error closing request: …"); a note added from its detail ("Note
 * added", the note's own error under its box); its stage, owner and
 * outcome ("Lead updated"); a reply to the visitor ("Reply sent"); and a
 * failed mail sent again ("Mail queued to send again").
 */
export async function leadAction(
  { context, request }: { context: Context; request: Request },
  kind: SomeLeadKind,
) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  const fields = fieldsOf(await request.formData());
  const source = sourceOf(context, kind);
  if (fields.intent === "note") {
    const note = parseForm(leadNoteActionSchema, fields);
    if (!note.ok) return formRefused(note.fieldErrors);
    const { id, text } = note.value;
    return answerOf(
      await attempt(() => source.addNote(staff, id, { text })),
      "Note added",
      "Error adding note",
    );
  }
  if (fields.intent === "reply") {
    const reply = parseForm(leadReplyActionSchema, fields);
    if (!reply.ok) return formRefused(reply.fieldErrors);
    const { id, subject, body } = reply.value;
    return answerOf(
      await attempt(() => source.desk.reply(staff, id, { subject, body })),
      "Reply sent",
      "Error sending reply",
    );
  }
  if (fields.intent === "book") {
    const book = parseForm(leadBookActionSchema, fields);
    if (!book.ok) return formRefused(book.fieldErrors);
    const { id, at } = book.value;
    const bookDemo = source.bookDemo?.bind(source);
    if (!bookDemo) return formRefused({ at: "Only a demo request has a demo to book." });
    return answerOf(
      await attempt(() => bookDemo(staff, id, { at })),
      "Demo booked; invitation sent",
      "Error booking demo",
    );
  }
  if (fields.intent === "send-again") {
    const again = parseForm(leadSendAgainActionSchema, fields);
    if (!again.ok) return formRefused(again.fieldErrors);
    const { id, mail } = again.value;
    return answerOf(
      await attempt(() => source.desk.sendAgain(staff, id, mail)),
      "Mail queued to send again",
      "Error sending mail again",
    );
  }
  if (fields.intent === "desk") {
    const desk = parseForm(leadDeskActionSchema, fields);
    if (!desk.ok) return formRefused(desk.fieldErrors);
    const { id, stage, owner, outcome } = desk.value;
    const change = {
      ...(stage ? { stage } : {}),
      ...(owner === undefined ? {} : { owner: owner || null }),
      ...(outcome ? { outcome } : {}),
    };
    return answerOf(
      await attempt(() => source.desk.change(staff, id, change)),
      "Lead updated",
      "Error updating lead",
    );
  }
  const parsed = parseForm(statusLeadActionSchema, fields);
  if (!parsed.ok) return formRefused(parsed.fieldErrors);
  const { intent, id } = parsed.value;
  const { outcomes } = kind;
  if (intent === "delete") {
    return answerOf(await attempt(() => source.remove(staff, id)), outcomes.deleted, outcomes.deleteFailed);
  }
  const result = await attempt(() =>
    source.setStatus(staff, id, { status: intent === "close" ? "closed" : "open" }),
  );
  return intent === "close"
    ? answerOf(result, outcomes.closed, outcomes.closeError)
    : answerOf(result, outcomes.reopened, outcomes.reopenError);
}
