// No React here: page scripts (app/enhance/) use it.

/**
 * The tab's session storage (gone when the tab closes, never sent), or null
 * where the browser refuses it (a privacy mode, a sandboxed frame) or there
 * is no window: what uses it then works without it.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
