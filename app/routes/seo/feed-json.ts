import { cacheControl } from "#app/lib/meta.ts";
import { servicesOf, siteUrlOf } from "#app/lib/services.server.ts";
import { localeOfPath } from "#common/i18n/locale.ts";
import type { Route } from "./+types/feed-json";
import { feedSize, jsonFeed } from "./feeds.ts";

/** /feed.json: the same posts as /rss.xml, as JSON Feed 1.1, read from the store on every request. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { blog, settings } = servicesOf(context);
  const posts = await blog.feedPosts(feedSize, locale);
  return new Response(JSON.stringify(jsonFeed(posts, settings.site().name, siteUrlOf(context), locale)), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8", "Cache-Control": cacheControl.feed },
  });
}
