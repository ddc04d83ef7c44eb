import { join } from "node:path";
import { siteConfig } from "#app/content/site-config.ts";
import type { NoticeDetails } from "#common/privacy-notice.ts";
import type { Store } from "#server/db/client.ts";
import { createAuditService } from "./audit.ts";
import { createAuthService } from "./auth.ts";
import { createBlogService } from "./blog.ts";
import { type Clock, systemClock } from "./clock.ts";
import { createContactMessageService } from "./contact-messages.ts";
import { createDemoRequestService } from "./demo-requests.ts";
import { createImageService, diskImageStorage, type ImageStorage } from "./images.ts";
import type { MailSettings } from "./mail.ts";
import type { PostViewRecorder } from "./post-views.ts";
import { createPrivacyService } from "./privacy.ts";
import { createRateLimiter } from "./rate-limits.ts";
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
 * `options.retentionDays` (RETENTION_DAYS) is how long closed leads and sent
 * mail are kept; the privacy notice states it.
 */
export function createServices(
  store: Store,
  clock: Clock = systemClock,
  imageStorage: ImageStorage = diskImageStorage(join(store.dataDir, "media")),
  options: { mail?: MailSettings; views?: PostViewRecorder; retentionDays?: number } = {},
) {
  const { mail, views } = options;
  const rateLimiter = createRateLimiter(store.db, clock);
  const images = createImageService(imageStorage);
  const privacy = createPrivacyService(store.db, clock, noticeDetails(options.retentionDays));
  return {
    privacy,
    audit: createAuditService(store.db),
    demoRequests: createDemoRequestService(store.db, clock, rateLimiter, privacy, mail),
    auth: createAuthService(store.db, clock, rateLimiter),
    images,
    blog: createBlogService(store.db, clock, images, views),
    contactMessages: createContactMessageService(store.db, clock, rateLimiter, privacy, mail),
    waitlist: createWaitlistService(store.db, clock, rateLimiter, privacy, mail),
    /** True when the store answers a trivial query. */
    async ready(): Promise<boolean> {
      try {
        await store.db.selectFrom("users").select("id").limit(1).execute();
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** How long closed leads and sent mail are kept when RETENTION_DAYS is not set. */
export const defaultRetentionDays = 365;

/** What the privacy notice says about the company, from the site's details. */
function noticeDetails(retentionDays = defaultRetentionDays): NoticeDetails {
  return {
    company: siteConfig.name,
    grievance: siteConfig.grievance,
    retentionDays,
  };
}
