import { cacheControl } from "#app/lib/meta.ts";
import { servicesOf, siteUrlOf } from "#app/lib/services.server.ts";
import { localeOfPath } from "#common/i18n/locale.ts";
import type { Route } from "./+types/rss";
import { feedSize, rssDocument } from "./feeds.ts";
import { xmlResponse } from "./xml.ts";

/** /rss.xml: the newest posts readers may see, read from the store on every request. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { blog, settings } = servicesOf(context);
  const posts = await blog.feedPosts(feedSize, locale);
  return xmlResponse(
    rssDocument(posts, settings.site().name, siteUrlOf(context), locale),
    "application/rss+xml",
    cacheControl.feed,
  );
}
