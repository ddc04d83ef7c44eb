import type { Context } from "hono";
import type { Services } from "#server/services/index.ts";
import { readerOf } from "#server/services/post-views.ts";
import { clientAddress, type TrustProxy } from "./client-address.ts";
import type { AskedWith } from "./memory-answers.ts";
import { resolveClient } from "./proxy-trust.ts";

/**
 * Counts a reader's view of a post answered from a cache (an article page,
 * or the post's JSON), by the rules the article applies (once a visitor a
 * day, never a bot or a prefetch): through Hono (`inHono`), or from the
 * Node request before it (`asked`, server/http/memory-answers.ts).
 */
export function viewNotes(services: Services, trustProxy: TrustProxy) {
  return {
    inHono(c: Context, postId: string): void {
      services.blog.noteView(postId, readerOf(c.req.raw, clientAddress(c, trustProxy)));
    },
    asked(asked: AskedWith, postId: string): void {
      const forwardedFor = asked.headers.get("x-forwarded-for") ?? undefined;
      const client = resolveClient(trustProxy, asked.socket, forwardedFor);
      services.blog.noteView(postId, readerOf(asked, client.address));
    },
  };
}
