import type { RouterContextProvider } from "react-router";
import { type Locale, localeOfPath } from "#common/i18n/locale.ts";
import { translate } from "#common/i18n/translate.ts";
import { attempt } from "#server/http/errors.ts";
import {
  clientAddressContext,
  renderNotesContext,
  secureCookiesContext,
  servicesContext,
  siteUrlContext,
} from "#server/http/router-context.ts";
import type { Services } from "#server/services/index.ts";

/**
 * The one bridge from route modules to the server. `server/http/app.ts` sets
 * the router-context keys of server/http/router-context.ts for every request
 * (the server defines them, and never imports app/); loaders and actions
 * read them through `servicesOf` and `clientOf`. The server and the routes
 * are one module graph (server/entry.ts is the build's entry), so the keys
 * are the same objects on both sides. Server-only: the `.server.ts` name
 * keeps it out of the browser bundle.
 */
export { clientAddressContext, secureCookiesContext, servicesContext, siteUrlContext };

/** The services, for a loader or action. */
export const servicesOf = (context: Readonly<RouterContextProvider>): Services =>
  context.get(servicesContext);

/** Who is asking, for a service's rate limit. */
export const clientOf = (context: Readonly<RouterContextProvider>): string =>
  context.get(clientAddressContext);

/** Whether this request's cookies must be Secure. */
export const secureOf = (context: Readonly<RouterContextProvider>): boolean =>
  context.get(secureCookiesContext);

/** The site's address, for a loader. */
export const siteUrlOf = (context: Readonly<RouterContextProvider>): string => context.get(siteUrlContext);

/**
 * Tells the page cache which post an article shows, when the cache is the
 * one rendering it (it counts each reader's view itself); nothing otherwise.
 */
export const notePostShown = (context: Readonly<RouterContextProvider>, postId: string): void => {
  const notes = context.get(renderNotesContext);
  if (notes) notes.postId = postId;
};

/** Runs a service call for an action: its value, or the failure to show beside the form. */
export { attempt };

/**
 * `attempt` for a public page's own form post (the one without JavaScript;
 * the Hindi page posts to its /hi address): the page's language, from that
 * address, given to the call and returned with its result, and a refusal's
 * reason said in it.
 */
export async function attemptOnPage<T>(request: Request, call: (locale: Locale) => Promise<T>) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await attempt(() => call(locale));
  return { locale, ...(result.ok ? result : { ...result, error: translate(locale, result.error) }) };
}

/** The staff pages' sign-in gate over form posts. */
export {
  cancelChallenge,
  readStaffPage,
  type SignInFailure,
  type StaffPageState,
  signInKeepingRefusal,
  signInWithCode,
  signOut,
} from "#server/http/staff-pages.ts";
/** The Audit view's rows and page size. */
export { type AuditEntryView, auditPageSize } from "#server/services/audit.ts";
/** The blog editor's review panel (issue 33): review steps, revisions and a comparison of two. */
export type { ReviewStep } from "#server/services/blog/review.ts";
export type { FieldDiff, RevisionDiff, RevisionSummary } from "#server/services/blog/revisions.ts";
/** The sitemap's entry for a post (its article and its translations'). */
export type { SitemapPost } from "#server/services/blog/views.ts";
/** What the leads area's views show. */
export type { ContactMessageView } from "#server/services/contact-messages.ts";
export type { DemoRequestEvent, DemoRequestView } from "#server/services/demo-requests.ts";
/** Where staff are with a lead: stage, owner, outcome, first response (issue 32); its thread (issue 50). */
export type { LeadAnswer, LeadDeskState, LeadReply, UndeliveredMail } from "#server/services/lead-desk.ts";
export type { LeadOverview, LeadWeek, WaitingLeadView } from "#server/services/lead-overview.ts";
export type { DeskLeadService, DeskView, LeadCounts } from "#server/services/lead-service.ts";
/** One lead as its detail dialog shows it: the lead, its history, its consent and when it is purged. */
export type { LeadDetail, LeadNote, RelatedLead } from "#server/services/leads.ts";
export type { FailedMailView } from "#server/services/mail-desk.ts";
/** Post content (Markdown) as sanitised HTML, for the article page and the editor preview. */
export { renderMarkdown } from "#server/services/markdown.ts";
/** Who opened an article, for its view count (once a day, never a bot): from the request and `clientOf`. */
export { readerOf } from "#server/services/post-views.ts";
export type { TwoFactorStatus } from "#server/services/staff-account/two-factor.ts";
/** My account (issue 34): two-step sign-in's state and the account's sessions. */
export type { SessionView } from "#server/services/staff-account.ts";
export type { WaitlistEntryView } from "#server/services/waitlist.ts";
export type { Services };
