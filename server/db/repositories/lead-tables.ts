import type { Kysely } from "kysely";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import type { Database } from "../schema.ts";

/**
 * Where a kind of lead that staff answer keeps its leads: its table, and the
 * columns that say who sent one and how pressing it is. Every such table also
 * has `id`, `status`, `stage`, `owner_id`, `created_at`, `reply_due_at` and
 * `first_response_at` (migrations 014-019), so the reads across kinds ("also
 * sent", repeat senders, the overview) are one query per table, written once.
 * Each kind's descriptor gives its own (server/services/lead-kinds/).
 */
export type LeadTable = {
  kind: AnsweredLeadKind;
  table: string;
  /** The column of the sender's name, and of their email address (null for a kind that asks for none). */
  name: string;
  email: string | null;
  /** The column of their phone number; null for a kind that asks for none. */
  phone: string | null;
  /** Whether its rows carry an `urgent` flag (words that suggest a risk): those come first. */
  urgent: boolean;
};

/** The columns every answered kind's table has, whatever else it keeps. */
type AnsweredRow = {
  id: string;
  status: "open" | "closed";
  stage: string;
  owner_id: string | null;
  created_at: string;
  reply_due_at: string | null;
  first_response_at: string | null;
  /** Only in the tables of kinds whose `urgent` is true: read nowhere else. */
  urgent: number;
};

/** The store, with each answered kind's table typed by the columns they share: a query over a table named at run time. */
export const answeredTables = (db: Kysely<Database>) =>
  db as unknown as Kysely<Record<string, AnsweredRow & Record<string, unknown>>>;
