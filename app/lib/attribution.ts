import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { rememberVisit } from "./visit.ts";

export { currentAttribution, rememberVisit, type VisitStorage, visitKey } from "./visit.ts";

/**
 * Records every page the tab shows, the first one and each client-side
 * navigation. A layout effect because React runs a child's effects before its
 * parent's: a form's own (passive) effect then already sees this page.
 */
export function useRememberVisit(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => rememberVisit({ pathname, search }), [pathname, search]);
}
