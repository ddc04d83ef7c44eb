import { type ConsentKind, type ConsentWording, consentWording } from "#common/consent.ts";

/** What the privacy code knows of a kind of lead: enough to sign its withdrawal links and erase it. */
export type LeadKindEntry<Name extends string = string> = {
  /** The kind's name in the consent ledger, the audit log, idempotency keys and the outbox. */
  name: Name;
  /** Its table, each row keyed by a UUID `id`. */
  table: string;
  /** One lower-case letter naming the kind in its withdrawal links (`d.<id>.<expiry>.<signature>`). */
  code: string;
  /** The words of its form's consent checkbox, and the purpose, as the ledger stores them. */
  consent: (company: string) => ConsentWording;
};

/** The kinds of lead the site knows, by name and by the code in a withdrawal link. */
export type LeadKindRegistry<Name extends string = string> = {
  readonly kinds: readonly LeadKindEntry<Name>[];
  /** The kind of that name; throws for a kind never registered (a bug, not a visitor's mistake). */
  named(name: Name): LeadKindEntry<Name>;
  /** The kind a withdrawal link's code names, or undefined. */
  coded(code: string): LeadKindEntry<Name> | undefined;
};

/** A registry of `kinds`; throws when two share a name, a table or a code, or a code is not one letter. */
export function leadKindRegistry<Name extends string>(
  kinds: readonly LeadKindEntry<Name>[],
): LeadKindRegistry<Name> {
  const byName = new Map<string, LeadKindEntry<Name>>();
  const byCode = new Map<string, LeadKindEntry<Name>>();
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
  };
}

/** The kinds of lead the site takes. */
export const leadKinds = leadKindRegistry<ConsentKind>([
  { name: "demo_request", table: "demo_requests", code: "d", consent: (c) => consentWording(c).demo_request },
  {
    name: "contact_message",
    table: "contact_messages",
    code: "c",
    consent: (c) => consentWording(c).contact_message,
  },
  { name: "waitlist", table: "waitlist", code: "w", consent: (c) => consentWording(c).waitlist },
]);
