// No React here: every page's script records the visit (app/enhance/page.ts).
import { type Attribution, campaignValueOf, sitePathOf, utmParameters } from "#common/schemas/attribution.ts";
import { tabStorage } from "./tab-storage.ts";

/**
 * What one tab remembers of its visit: the landing page's campaign, and the
 * last two pages of the site it showed. Kept in session storage, so it dies
 * with the tab, needs no cookie (and so no cookie banner), and leaves the
 * browser only inside a form the visitor sends.
 */
type Visit = Omit<Attribution, "sourcePage"> & { page: string | null; previousPage: string | null };

/** The part of the Web Storage API this needs; tests pass their own. */
export type VisitStorage = Pick<Storage, "getItem" | "setItem">;

export const visitKey = "anvaya:visit";

const noVisit: Visit = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  page: null,
  previousPage: null,
};

type Campaign = Pick<Visit, keyof typeof utmParameters>;

/** The stored visit, checked again: the tab's storage is the visitor's to change. */
function readVisit(storage: VisitStorage | null): Visit {
  try {
    const raw = storage?.getItem(visitKey);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored !== "object" || stored === null) return noVisit;
    const value = stored as Record<string, unknown>;
    return {
      utmSource: campaignValueOf(value.utmSource),
      utmMedium: campaignValueOf(value.utmMedium),
      utmCampaign: campaignValueOf(value.utmCampaign),
      page: sitePathOf(value.page),
      previousPage: sitePathOf(value.previousPage),
    };
  } catch {
    return noVisit;
  }
}

/** The campaign in a query string; null when it names none that can be kept. */
function campaignOf(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {
    utmSource: campaignValueOf(params.get(utmParameters.utmSource)),
    utmMedium: campaignValueOf(params.get(utmParameters.utmMedium)),
    utmCampaign: campaignValueOf(params.get(utmParameters.utmCampaign)),
  };
  return Object.values(campaign).some((value) => value !== null) ? campaign : null;
}

/**
 * Records one page of the visit. The campaign is the landing page's: a later
 * page without one keeps it, a later page with one (a new campaign link in
 * the same tab) replaces all three values. A path that cannot be kept (too
 * long, odd characters) is skipped, so the page before it stays the last one.
 */
export function rememberVisit(
  location: { pathname: string; search: string },
  storage: VisitStorage | null = tabStorage(),
): void {
  if (!storage) return;
  const visit = readVisit(storage);
  const path = sitePathOf(location.pathname);
  const next: Visit = {
    ...visit,
    ...campaignOf(location.search),
    ...(path && path !== visit.page ? { page: path, previousPage: visit.page } : {}),
  };
  try {
    storage.setItem(visitKey, JSON.stringify(next));
  } catch {
    // Storage full or refused: attribution is a nicety, the page goes on.
  }
}

/**
 * The attribution of a form on `formPath`: the page that led to it (the form's
 * own page when the visit began there) and the visit's campaign.
 */
export function currentAttribution(
  formPath: string,
  storage: VisitStorage | null = tabStorage(),
): Attribution {
  const form = sitePathOf(formPath);
  const visit = readVisit(storage);
  // Until the form's page is recorded, the last recorded page is the one that led to it.
  const leading = visit.page === form ? visit.previousPage : visit.page;
  return {
    sourcePage: leading ?? form,
    utmSource: visit.utmSource,
    utmMedium: visit.utmMedium,
    utmCampaign: visit.utmCampaign,
  };
}
