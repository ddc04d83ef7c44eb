import { useCallback, useEffect, useRef } from "react";

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

const draftKey = (name: string) => `anvaya:draft:${name}`;
const idempotencyKey = (name: string) => `anvaya:send-key:${name}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode, a sandboxed frame): the form still works, without drafts.
    return null;
  }
}

type DraftValue = string | boolean;

/** The saved draft of `name`, keeping only the fields `shape` has, with the same types. */
export function readDraft<V extends Record<string, DraftValue>>(name: string, shape: V): Partial<V> | null {
  try {
    const saved = storage()?.getItem(draftKey(name));
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

function write(key: string, value: string | null) {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Full or refused: the draft is a nicety.
  }
}

/**
 * Keeps `values` as the draft of form `name`. On first run in the browser,
 * `restore` receives a saved draft (unless the server already gave the form
 * its values, after a post without JavaScript). Returns the key to send with
 * a submission, and `settle`, to call when the server has answered for good
 * (stored, or refused as invalid): it drops the key, and with `stored`, the draft.
 */
export function useFormDraft<V extends Record<string, DraftValue>>(
  name: string,
  values: V,
  restore: (draft: Partial<V>) => void,
  options: { skipRestore?: boolean } = {},
) {
  const restored = useRef(false);
  const skipRestore = options.skipRestore ?? false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, on the first run in the browser
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (skipRestore) return;
    const draft = readDraft(name, values);
    if (draft && Object.keys(draft).length > 0) restore(draft);
  }, []);

  useEffect(() => {
    if (!restored.current) return;
    write(draftKey(name), JSON.stringify(values));
  }, [name, values]);

  const sendKey = useCallback((): string => {
    const store = storage();
    const existing = store?.getItem(idempotencyKey(name));
    if (existing) return existing;
    const made = crypto.randomUUID();
    write(idempotencyKey(name), made);
    return made;
  }, [name]);

  const settle = useCallback(
    (stored: boolean) => {
      write(idempotencyKey(name), null);
      if (stored) write(draftKey(name), null);
    },
    [name],
  );

  return { sendKey, settle };
}
