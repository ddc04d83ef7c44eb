import { join } from "node:path";
import type { NoticeDetails } from "#common/privacy-notice.ts";
import { type Store, storeAnswers } from "#server/db/client.ts";
import { countedImages } from "#server/metrics/instrument.ts";
import { createMetrics, type Metrics } from "#server/metrics/metrics.ts";
import { registerStoreGauges } from "#server/metrics/store-gauges.ts";
import { createAuditService } from "./audit.ts";
import { createAuthService } from "./auth.ts";
import { createBlogService } from "./blog/index.ts";
import { createBlogReview } from "./blog/review.ts";
import { type Clock, systemClock } from "./clock.ts";
import { createConversations } from "./conversations/index.ts";
import { createDemoRequestService } from "./demo-requests.ts";
import { createImageService, diskImageStorage, type ImageStorage } from "./images.ts";
import { leadKinds } from "./lead-kinds/registry.ts";
import { createLeadOverview } from "./lead-overview.ts";
import { type AnsweredLeadServices, createAnsweredLeadServices } from "./lead-service.ts";
import type { MailSettings } from "./mail/compose.ts";
import { createMailDesk } from "./mail-desk.ts";
import { createPasskeys } from "./passkeys.ts";
import type { PostViewRecorder } from "./post-views.ts";
import { siteSecrets } from "./privacy/site-secrets.ts";
import { createPrivacyService } from "./privacy.ts";
import { createRateLimiter } from "./rate-limits.ts";
import { createReadiness } from "./readiness.ts";
import { createSiteSettingsService, type SiteSettingsService } from "./site-settings.ts";
import { createStaffAccount } from "./staff-account.ts";
import { createStaffDirectory } from "./staff-directory.ts";
import { createStaffTeam } from "./staff-team/index.ts";
import { createIntakeService, createSubmissionService, storeWritesFor } from "./submissions.ts";
import { createWaitlistService } from "./waitlist.ts";

/**
 * Every service, built once from the store. The HTTP layer and route loaders
 * receive this and nothing below it: no store, clock or rate limiter, so
 * every rule lives in a service.
 *
 * `options.mail` (NOTIFY_EMAIL and SITE_URL; server/start.ts passes them)
 * makes submissions write their mail to the outbox, whether or not SMTP is
 * set up; without it they write none, as in most tests.
 *
 * `options.views` is the process's view recorder (server/start.ts starts
 * one); without it readers' views are not counted, as in most tests.
 *
 * `options.settings` is the process's settings, loaded and watched
 * (server/start.ts `startSettings`); without it the services hold the
 * defaults until `settings.load()`, as in most tests.
 *
 * `options.retentionDays` (RETENTION_DAYS) is how long closed leads and sent
 * mail are kept; the privacy notice states it.
 *
 * `options.metrics` is where the services count (server/metrics/): the
 * process's (server/entry.ts); without it a set of their own; null: none
 * (METRICS=false).
 */
export function createServices(
  store: Store,
  clock: Clock = systemClock,
  imageStorage: ImageStorage = diskImageStorage(join(store.dataDir, "media")),
  options: {
    mail?: MailSettings;
    views?: PostViewRecorder;
    retentionDays?: number;
    settings?: SiteSettingsService;
    /** REPLY_ADDRESS: replies name their lead in their Reply-To (issue 50). */
    replyAddress?: string;
    metrics?: Metrics | null;
  } = {},
) {
  const { views } = options;
  const metrics = options.metrics === undefined ? createMetrics() : options.metrics;
  if (metrics)
    registerStoreGauges(metrics.registry, {
      db: store.db,
      leadTables: leadKinds.answered,
      dataDir: store.dataDir,
      pool: store.pool,
    });
  // On SQLite the forms' writes (leads, and the refusals counted) share commits.
  const formWrites = storeWritesFor(store.db, store.dialect);
  const rateLimiter = createRateLimiter(store.db, clock, {
    writes: formWrites.writes,
    onRefused: metrics ? (rule) => metrics.rateLimitRefused(rule.name) : undefined,
  });
  const plainImages = createImageService(imageStorage);
  const images = metrics ? countedImages(plainImages, metrics) : plainImages;
  const settings = options.settings ?? createSiteSettingsService(store.db, clock, images);
  const retentionDays = options.retentionDays ?? defaultRetentionDays;
  // The privacy notice and the mail name the company as Settings give it at the time:
  // the same details object until a save of Settings gives another site.
  let detailsFrom: { site: unknown; details: NoticeDetails } | undefined;
  const noticeDetails = (): NoticeDetails => {
    const site = settings.site();
    if (detailsFrom?.site !== site)
      detailsFrom = { site, details: { company: site.name, grievance: site.grievance, retentionDays } };
    return detailsFrom.details;
  };
  const privacy = createPrivacyService(store.db, clock, noticeDetails, leadKinds);
  const mail = options.mail && {
    ...options.mail,
    get company() {
      return settings.site().name;
    },
    get companyEmail() {
      return settings.site().email;
    },
  };
  // Every public form's lead goes in through one pipeline (submissions.ts):
  // on SQLite, concurrent ones share a commit; on PostgreSQL each is one statement.
  // Business-day reply targets count the hours Settings give now (common/business-hours.ts).
  const submissions = createSubmissionService(store.db, clock, rateLimiter, privacy, mail, {
    ...formWrites,
    hours: settings.hours,
    received: metrics?.leadReceived,
  });
  const intake = createIntakeService(submissions);
  // Each kind staff answer, from its descriptor's staff half (lead-service.ts);
  // demo requests add booking a demo.
  // Answers to staff replies come back to their lead (issue 50).
  const conversations = createConversations(store.db, clock, {
    kinds: leadKinds,
    signingKey: (() => {
      const secret = siteSecrets(store.db, clock);
      return () => secret("reply");
    })(),
    replyAddress: options.replyAddress,
    mail,
    hours: settings.hours,
  });
  const answered = createAnsweredLeadServices(
    { db: store.db, clock, privacy, mail, replyTo: conversations.replyToFor },
    intake,
  );
  const demoRequests = createDemoRequestService(answered.demo_request, store.db, clock, mail);
  const answeredLeads: AnsweredLeadServices = { ...answered, demo_request: demoRequests };
  return {
    settings,
    privacy,
    /** The one way in for every registered kind's form, by the kind's name (submissions.ts). */
    intake,
    audit: createAuditService(store.db),
    demoRequests,
    auth: createAuthService(store.db, clock, rateLimiter, {
      twoFactorPolicy: () => settings.current().settings.staffTwoFactor,
      issuer: () => settings.current().settings.name,
      mail,
      signIns: metrics?.signIn,
    }),
    /** Passkeys: registering, naming, removing, and signing in with one (issue 34). */
    passkeys: createPasskeys(store.db, clock),
    /** A staff member's own account: authenticator app, recovery codes, sessions (issue 34). */
    account: createStaffAccount(store.db, clock, { issuer: () => settings.current().settings.name }),
    /** The staff accounts a signed-in administrator or leads member may name (GET /api/staff). */
    staff: createStaffDirectory(store.db),
    /** The team: invitations, colleagues' accounts, password links (issue 48). */
    team: createStaffTeam(store.db, clock, { mail }),
    images,
    blog: createBlogService(
      store.db,
      clock,
      images,
      views,
      () => settings.refresh(),
      () => settings.current().settings.clinicalReview,
    ),
    /** Clinical review of the blog: submit, approve, return; revisions, the trash, posts due for review. */
    blogReview: createBlogReview(store.db, clock, { readersChanged: () => settings.refresh() }),
    contactMessages: answeredLeads.contact_message,
    /** The kinds staff answer, by name (common/lead-kinds.ts): the lead desk's API and the navigation's counts read them so. */
    answeredLeads,
    waitlist: createWaitlistService(store.db, clock, intake),
    /** What needs an answer, open leads by stage, and recent weeks: where leads staff land. */
    leadOverview: createLeadOverview(store.db, clock),
    /** Visitors' answers to staff replies: read from mail and kept on their lead (issue 50). */
    conversations,
    /** Mail that failed for good, for the admin's Mail view. */
    mailDesk: createMailDesk(store.db, clock),
    /** True when the store answers a trivial query. */
    ready: (): Promise<boolean> => storeAnswers(store.db),
    /** What keeps this process from serving (GET /readyz): empty when ready (readiness.ts). */
    readiness: createReadiness(store.db, () => images.reachable()),
    /** Where the services and the HTTP layer count (GET /metrics); null with METRICS=false. */
    metrics,
  };
}

export type Services = ReturnType<typeof createServices>;

/** How long closed leads and sent mail are kept when RETENTION_DAYS is not set. */
export const defaultRetentionDays = 365;
