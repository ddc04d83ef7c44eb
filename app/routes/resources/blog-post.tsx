import { data, type MetaDescriptor, redirect } from "react-router";
import { ExitThisPage } from "#app/components/layout/exit-this-page.tsx";
import { BlogArticle } from "#app/components/sections/blog-article.tsx";
import { BlogNotFound } from "#app/components/sections/blog-not-found.tsx";
import { BlogRelated } from "#app/components/sections/blog-related.tsx";
import { blogWordsIn } from "#app/components/sections/blog-words.ts";
import { leaderAnchor } from "#app/components/sections/team-leader-card.tsx";
import script from "#app/enhance/pages/blog-post.ts?inline-script";
import { useLanguage } from "#app/lib/locale.ts";
import { articleMeta, cacheControl, localeIn, type MetaArgs, postPath } from "#app/lib/meta.ts";
import { clientOf, notePostShown, readerOf, renderMarkdown, servicesOf } from "#app/lib/services.server.ts";
import { siteOf, useSite } from "#app/lib/site.ts";
import { type BlogPostSummary, personKey, reviewerAnchor, summaryOf } from "#common/blog.ts";
import { isHealthCategory } from "#common/constants.ts";
import { localeOfPath } from "#common/i18n/locale.ts";
import type { SiteLeader } from "#common/site-details.ts";
import type { Route } from "./+types/blog-post";

export const meta = ({
  loaderData,
  matches,
}: Pick<Route.MetaArgs, "loaderData"> & MetaArgs): MetaDescriptor[] => {
  const post = loaderData?.post;
  if (!post) {
    const { title } = blogWordsIn(localeIn(matches)).blogNotFoundCopy;
    return [{ title: `${title} | ${siteOf(matches).name}` }, { name: "robots", content: "noindex" }];
  }
  return articleMeta(post, matches);
};

/**
 * A CDN may keep an article for a minute and serve it stale for ten more
 * while it refetches; the HTTP layer adds the ETag. The not-found answer goes
 * out as `no-store` (server/http/middleware/etag.ts: only a 200 is shared).
 */
export const headers = () => ({ "Cache-Control": cacheControl.blogPage });

/**
 * Server-rendered from the store: only a published post whose date has come,
 * its Markdown rendered to sanitised HTML here (the browser gets no Markdown
 * library). An unknown slug renders the not-found panel with a real 404
 * status; a slug from before a rename answers a 301 to the current one. The
 * view is only noted here (server/services/post-views.ts writes it later), so
 * counting never slows or fails the page; when the page cache renders it
 * (server/http/page-cache.ts), no reader is asking and the cache counts each
 * request's view itself, by the post noted here.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { blog } = servicesOf(context);
  const found = await blog.findForReader(params.slug, readerOf(request, clientOf(context)));
  if (!found) return data({ post: null, html: "", related: [] }, { status: 404 });
  if (found.movedTo !== undefined) throw redirect(postPath(found.movedTo, found.language), 301);
  const { post } = found;
  // A post has one address, under its own language: /blog/… for English, /hi/blog/… for Hindi.
  if (post.language !== localeOfPath(new URL(request.url).pathname)) {
    throw redirect(postPath(post.slug, post.language), 301);
  }
  notePostShown(context, post.id);
  const related = (await blog.related(post)).map(summaryOf);
  // The page carries the rendered HTML, not the Markdown as well.
  return { post: summaryOf(post), html: renderMarkdown(post.content), related };
}

/**
 * The reviewer's entry on the team page: their leader card when Settings name
 * them as a leader, else their entry among the clinical reviewers (which lists
 * everyone a live article names).
 */
function reviewerEntry(
  review: BlogPostSummary["review"],
  leaders: readonly SiteLeader[],
  link: (path: string) => string,
): string | null {
  if (!review) return null;
  const leader = leaders.find((one) => personKey(one.name) === personKey(review.name));
  return `${link("/our-team")}#${leader ? leaderAnchor(leader.id) : reviewerAnchor(review.name)}`;
}

// Content alone: no framework in the browser (app/root.tsx); the script is "Exit this page".
export const handle = { hydrate: false, script };

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, related } = loaderData;
  const leaders = useSite().leaders;
  const { link } = useLanguage();
  if (!post) return <BlogNotFound />;
  return (
    <>
      {isHealthCategory(post.category) && <ExitThisPage />}
      <BlogArticle post={post} html={html} reviewerHref={reviewerEntry(post.review, leaders, link)} />
      <BlogRelated posts={related} />
    </>
  );
}
