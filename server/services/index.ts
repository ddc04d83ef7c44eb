import type { Store } from "#server/db/client.ts";
import { type Clock, systemClock } from "./clock.ts";
import { createAuthService } from "./auth.ts";
import { createDemoRequestService } from "./demo-requests.ts";
import { createRateLimiter } from "./rate-limits.ts";

/** Every service, built once from the store; the HTTP layer and route loaders receive this. */
export function createServices(store: Store, clock: Clock = systemClock) {
  const rateLimiter = createRateLimiter(store.db, clock);
  return {
    store,
    clock,
    demoRequests: createDemoRequestService(store.db, clock, rateLimiter),
    rateLimiter,
    auth: createAuthService(store.db, clock),
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
