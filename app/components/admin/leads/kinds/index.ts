import { matchPath } from "react-router";
import { type AnsweredLeadKind, answeredLeadKindList, answeredLeadKinds } from "#common/lead-kinds.ts";
import type { SomeLeadKind } from "../lead-kind.ts";

/*
 * Every kind staff answer, as its view shows it: one file in this folder
 * each, exporting its descriptor as `leadKind` with the kind's name from
 * common/lead-kinds.ts. A new kind is a new file here; nothing lists them.
 */

/**
 * The descriptors of `files` (each file's exports, by its path), by the
 * kind each names. Throws, naming the file or the kind, when a file exports
 * no descriptor, names a kind that staff do not answer, names a kind another
 * file already names, or when one of `answered` has no file: the back office
 * then fails at its start, not on the view that lacks one.
 */
export function collectLeadKinds(
  files: Record<string, Record<string, unknown>>,
  answered: readonly AnsweredLeadKind[],
): Record<AnsweredLeadKind, SomeLeadKind> {
  const found = new Map<string, { kind: SomeLeadKind; file: string }>();
  for (const [file, exports] of Object.entries(files)) {
    const kind = exports.leadKind as SomeLeadKind | undefined;
    if (!kind || typeof kind.name !== "string") {
      throw new Error(`Lead kinds: ${file} exports no leadKind with a name.`);
    }
    if (!answered.includes(kind.name)) {
      throw new Error(
        `Lead kinds: ${file} names "${kind.name}", which is not a kind staff answer (${answered.join(", ")}).`,
      );
    }
    const other = found.get(kind.name);
    if (other) throw new Error(`Lead kinds: both ${other.file} and ${file} name "${kind.name}".`);
    found.set(kind.name, { kind, file });
  }
  const missing = answered.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(`Lead kinds: no file in app/components/admin/leads/kinds/ shows ${missing.join(", ")}.`);
  }
  return Object.fromEntries(answered.map((name) => [name, found.get(name)!.kind])) as Record<
    AnsweredLeadKind,
    SomeLeadKind
  >;
}

/** Each answered kind's descriptor, by its name. */
export const leadKinds = collectLeadKinds(
  import.meta.glob<Record<string, unknown>>(["./*.tsx", "!./*.test.tsx"], { eager: true }),
  answeredLeadKindList,
);

/**
 * The kind whose view is at `pathname` (its path in common/lead-kinds.ts,
 * matched as the routes match it: in any case, with or without a slash at
 * the end). The one lead route reads its kind so, from the address.
 */
export function leadKindAt(pathname: string): SomeLeadKind {
  const name = answeredLeadKindList.find((kind) =>
    matchPath({ path: answeredLeadKinds[kind].path, caseSensitive: false, end: true }, pathname),
  );
  if (!name) throw new Error(`No lead view is at ${pathname}.`);
  return leadKinds[name];
}
