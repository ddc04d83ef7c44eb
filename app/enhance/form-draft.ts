/*
 * What a visitor typed into a public form survives a reload, a lost
 * connection or a look at the privacy notice: it is kept in the tab's
 * session storage (never sent anywhere, gone when the tab closes) and
 * cleared once the server has stored the submission.
 *
 * Each draft also has an idempotency key, made on the first try to send it
 * and kept until the server answers for good: a retry after an answer that
 * never arrived is then stored once (server/services/privacy.ts).
 */

import { tabStorage } from "../lib/tab-storage.ts";

export type DraftValues = Record<string, string | boolean>;

const draftKey = (name: string) => `anvaya:draft:${name}`;
const idempotencyKey = (name: string) => `anvaya:send-key:${name}`;

function read(key: string): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    const store = tabStorage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Full or refused: the draft is a nicety.
  }
}

/** The saved draft of `name`, keeping only the fields `shape` has, with the same types. */
export function readDraft<V extends DraftValues>(name: string, shape: V): Partial<V> | null {
  try {
    const saved = read(draftKey(name));
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Record<string, unknown>;
    const kept: Partial<V> = {};
    for (const field of Object.keys(shape) as (keyof V)[]) {
      const value = parsed[field as string];
      if (typeof value === typeof shape[field]) kept[field] = value as V[keyof V];
    }
    return kept;
  } catch {
    return null;
  }
}

/** Keeps `values` as the draft of form `name`. */
export function saveDraft(name: string, values: DraftValues) {
  write(draftKey(name), JSON.stringify(values));
}

/** The key to send with a submission of form `name`: the one already made, or a new one. */
export function sendKey(name: string): string {
  const existing = read(idempotencyKey(name));
  if (existing) return existing;
  const made = crypto.randomUUID();
  write(idempotencyKey(name), made);
  return made;
}

/**
 * To call when the server has answered for good (stored, or refused as
 * invalid): drops the key, and once `stored`, the draft.
 */
export function settleDraft(name: string, stored: boolean) {
  write(idempotencyKey(name), null);
  if (stored) write(draftKey(name), null);
}
