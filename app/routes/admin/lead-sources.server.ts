import type { LeadCounts, LeadKindId } from "#app/components/admin/leads/lead-kind.ts";
import type {
  ContactMessageView,
  DemoRequestView,
  LeadDetail,
  servicesOf,
} from "#app/lib/services.server.ts";

type Services = ReturnType<typeof servicesOf>;
type Actor = { id: string; username: string };

/**
 * Where one kind of lead comes from, in the one shape the lead manager's
 * loader and action read: the server's half of a lead kind (the app's half,
 * its words and parts, is in app/components/admin/leads/kinds/).
 */
export type LeadSource<V> = {
  /** A page of the list, filtered and sorted as the address says (parsed by the kind's schema in common/). */
  list(query: Record<string, string>, viewer: Actor): Promise<{ items: V[]; total: number; page: number }>;
  counts(): Promise<LeadCounts>;
  detail(id: string): Promise<LeadDetail<V> | null>;
  setStatus(actor: Actor, id: string, status: "open" | "closed"): Promise<unknown>;
  remove(actor: Actor, id: string): Promise<void>;
  addNote(actor: Actor, id: string, input: { text: string }): Promise<unknown>;
  /** Records that staff opened the lead; the first time only. */
  markOpened(id: string): Promise<void>;
  /** Changes its stage, owner or outcome (`{ stage?, owner?, outcome? }`, checked by the service). */
  changeDesk(actor: Actor, id: string, input: Record<string, unknown>): Promise<unknown>;
  /** The accounts a lead may be assigned to. */
  owners(): Promise<{ id: string; username: string }[]>;
  /** Mails `{ subject, body }` to the visitor (checked by the service). */
  reply(actor: Actor, id: string, input: { subject: string; body: string }): Promise<unknown>;
  /** Makes a mail about the lead that failed for good due again. */
  sendAgain(actor: Actor, id: string, mailId: string): Promise<void>;
  /** Books its demo at `{ at }` and mails the invitation; only a kind with demos has it. */
  bookDemo?(actor: Actor, id: string, input: { at: string }): Promise<unknown>;
};

export const leadSources = {
  demoRequests: ({ demoRequests }: Services): LeadSource<DemoRequestView> => ({
    list: async (query, viewer) => {
      const { requests, total, page } = await demoRequests.list(query, viewer);
      return { items: requests, total, page };
    },
    counts: async () => ({ open: await demoRequests.countOpen() }),
    detail: (id) => demoRequests.detail(id),
    setStatus: (actor, id, status) => demoRequests.setStatus(actor, id, { status }),
    remove: (actor, id) => demoRequests.remove(actor, id),
    addNote: (actor, id, input) => demoRequests.addNote(actor, id, input),
    markOpened: (id) => demoRequests.markOpened(id),
    changeDesk: (actor, id, input) => demoRequests.desk.change(actor, id, input),
    owners: () => demoRequests.desk.owners(),
    reply: (actor, id, input) => demoRequests.desk.reply(actor, id, input),
    sendAgain: (actor, id, mailId) => demoRequests.desk.sendAgain(actor, id, mailId),
    bookDemo: (actor, id, input) => demoRequests.bookDemo(actor, id, input),
  }),
  inquiries: ({ contactMessages }: Services): LeadSource<ContactMessageView> => ({
    list: async (query, viewer) => {
      const { messages, total, page } = await contactMessages.list(query, viewer);
      return { items: messages, total, page };
    },
    counts: () => contactMessages.countOpen(),
    detail: (id) => contactMessages.detail(id),
    setStatus: (actor, id, status) => contactMessages.setStatus(actor, id, { status }),
    remove: (actor, id) => contactMessages.remove(actor, id),
    addNote: (actor, id, input) => contactMessages.addNote(actor, id, input),
    markOpened: (id) => contactMessages.markOpened(id),
    changeDesk: (actor, id, input) => contactMessages.desk.change(actor, id, input),
    owners: () => contactMessages.desk.owners(),
    reply: (actor, id, input) => contactMessages.desk.reply(actor, id, input),
    sendAgain: (actor, id, mailId) => contactMessages.desk.sendAgain(actor, id, mailId),
  }),
} satisfies Record<LeadKindId, (services: Services) => unknown>;
