import type { ImageService } from "#server/services/images.ts";
import type { RateDecision, RateLimiter, RateRule } from "#server/services/rate-limits.ts";
import type { Metrics } from "./metrics.ts";

/**
 * The rate limiter, counting each refusal it gives by the rule's name (a
 * fixed set: the rules are constants). A refusal remembered in memory
 * counts as one too; `committed` only repeats the decision `hitWithin`
 * gave, so it is not counted again.
 */
export function countedRateLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  const refused = <T extends RateDecision | null>(rule: RateRule, decision: T): T => {
    if (decision && !decision.allowed) metrics.rateLimitRefused(rule.name);
    return decision;
  };
  return {
    ...limiter,
    hit: async (rule, subject) => refused(rule, await limiter.hit(rule, subject)),
    knownRefusal: (rule, subject) => refused(rule, limiter.knownRefusal(rule, subject)),
    hitWithin: async (trx, rule, subject) => refused(rule, await limiter.hitWithin(trx, rule, subject)),
    check: async (rule, subject) => refused(rule, await limiter.check(rule, subject)),
  };
}

/** The image service, counting each upload that passed its checks and its size (`store` goes through `prepare`). */
export function countedImages(images: ImageService, metrics: Metrics): ImageService {
  const prepare = images.prepare.bind(images);
  images.prepare = async (bytes) => {
    const prepared = await prepare(bytes);
    metrics.imageUploaded(bytes.byteLength);
    return prepared;
  };
  return images;
}
