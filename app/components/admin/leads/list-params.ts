/**
 * The address of a list view with some parameters changed (null removes
 * one); empty parameters (a form's "all" option) are dropped on the way.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams([...params].filter(([, value]) => value !== ""));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** The view's filters as a query string for its CSV export: no page, no opened record. */
export function exportQueryOf(params: URLSearchParams, openParam: string): string {
  const query = withParams(params, { page: null, [openParam]: null }).slice(1);
  return query ? `?${query}` : "";
}
