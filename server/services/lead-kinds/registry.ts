import type { ConsentKind } from "#common/consent.ts";
import { isAnsweredLeadKind } from "#common/lead-kinds.ts";
import type { LeadTable } from "#server/db/repositories/lead-tables.ts";
import { callbackKind } from "./callback.ts";
import { contactMessageKind } from "./contact-message.ts";
import { demoRequestKind } from "./demo-request.ts";
import type { LeadKindEntry } from "./lead-kind.ts";
import { waitlistKind } from "./waitlist.ts";

/** The kinds of lead the site knows, by name and by the code in a withdrawal link. */
export type LeadKindRegistry<
  Name extends string = string,
  Kind extends LeadKindEntry<Name> = LeadKindEntry<Name>,
> = {
  readonly kinds: readonly Kind[];
  /** The kind of that name; throws for a kind never registered (a bug, not a visitor's mistake). */
  named(name: Name): Kind;
  /** The kind a withdrawal link's code names, or undefined. */
  coded(code: string): Kind | undefined;
  /** Where each kind staff answer keeps its leads, in the order of the list. */
  readonly answered: readonly LeadTable[];
};

/** A registry of `kinds`; throws when two share a name, a table or a code, or a code is not one letter. */
export function leadKindRegistry<Kind extends LeadKindEntry>(
  kinds: readonly Kind[],
): LeadKindRegistry<Kind["name"], Kind> {
  const byName = new Map<string, Kind>();
  const byCode = new Map<string, Kind>();
  const tables = new Set<string>();
  for (const kind of kinds) {
    if (!/^[a-z]$/.test(kind.code))
      throw new Error(`Lead kind ${kind.name}: its code must be one letter a-z.`);
    if (byName.has(kind.name) || byCode.has(kind.code) || tables.has(kind.table)) {
      throw new Error(`Lead kind ${kind.name}: its name, code or table is another kind's.`);
    }
    byName.set(kind.name, kind);
    byCode.set(kind.code, kind);
    tables.add(kind.table);
  }
  return {
    kinds,
    named(name) {
      const kind = byName.get(name);
      if (!kind) throw new Error(`No lead kind is registered as ${name}.`);
      return kind;
    },
    coded: (code) => byCode.get(code),
    answered: kinds.flatMap((kind) =>
      kind.answered && isAnsweredLeadKind(kind.name)
        ? [{ kind: kind.name, table: kind.table, ...kind.answered }]
        : [],
    ),
  };
}

/**
 * The kinds of lead the site takes, each described in its own module here.
 * Withdrawal links and erasure find a kind's code and table in this list,
 * the services its way in and its staff half (services/index.ts), and the
 * HTTP layer its form's address, limit, pages and API description; a new
 * kind is one more line.
 */
const registered = [demoRequestKind, contactMessageKind, callbackKind, waitlistKind] as const;

/** A kind the site takes, as its own descriptor types it. */
export type SiteLeadKind = (typeof registered)[number];

/** What a submission of the kind of that name answers (`receipt`). */
export type ReceiptOf<Name extends SiteLeadKind["name"]> = ReturnType<
  Extract<SiteLeadKind, { name: Name }>["receipt"]
>;

export const leadKinds: LeadKindRegistry<ConsentKind, SiteLeadKind> = leadKindRegistry(registered);
