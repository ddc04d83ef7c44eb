import type { Kysely } from "kysely";
import { storeAnswers } from "#server/db/client.ts";
import { pendingMigrations } from "#server/db/migrate.ts";
import type { Database } from "#server/db/schema.ts";

/** How long one check may take before it counts as failed: a stalled store must not stall the answer. */
const checkTimeoutMs = 2_000;

/** A check's verdict within `checkTimeoutMs`: false when it fails, throws or takes longer. */
async function within(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process can serve (GET /readyz), apart from whether it runs
 * (GET /healthz): the store answers a query, its migrations are all applied,
 * and the image storage answers a read. Resolves with what is not ready,
 * in words fit for an operator (never an address or a secret): empty when
 * all is. The migrations, once found applied, are not asked again.
 */
export function createReadiness(db: Kysely<Database>, imagesReachable: () => Promise<void>) {
  let migrated = false;
  return async (): Promise<string[]> => {
    const [store, migrations, images] = await Promise.all([
      within(() => storeAnswers(db)),
      migrated ? true : within(async () => (migrated = (await pendingMigrations(db)) === 0)),
      within(async () => {
        await imagesReachable();
        return true;
      }),
    ]);
    const reasons: string[] = [];
    if (!store) reasons.push("store unavailable");
    else if (!migrations) reasons.push("migrations pending");
    if (!images) reasons.push("image storage unavailable");
    return reasons;
  };
}
