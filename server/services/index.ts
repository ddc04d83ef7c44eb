import { join } from "node:path";
import type { Store } from "#server/db/client.ts";
import { createAuthService } from "./auth.ts";
import { createBlogService } from "./blog.ts";
import { type Clock, systemClock } from "./clock.ts";
import { createDemoRequestService } from "./demo-requests.ts";
import { createImageService, diskImageStorage, type ImageStorage } from "./images.ts";
import { createRateLimiter } from "./rate-limits.ts";
import { createWaitlistService } from "./waitlist.ts";

/**
 * Every service, built once from the store. The HTTP layer and route loaders
 * receive this and nothing below it: no store, clock or rate limiter, so
 * every rule lives in a service.
 */
export function createServices(
  store: Store,
  clock: Clock = systemClock,
  imageStorage: ImageStorage = diskImageStorage(join(store.dataDir, "media")),
) {
  const rateLimiter = createRateLimiter(store.db, clock);
  const images = createImageService(imageStorage);
  return {
    demoRequests: createDemoRequestService(store.db, clock, rateLimiter),
    auth: createAuthService(store.db, clock),
    images,
    blog: createBlogService(store.db, clock, images),
    waitlist: createWaitlistService(store.db, clock, rateLimiter),
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
