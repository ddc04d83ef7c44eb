import { BlogListing } from "#app/components/sections/blog-listing.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { blogListingJsonLd, cacheControl, pageMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { isBlogCategoryFilter } from "#common/constants.ts";
import type { Route } from "./+types/blogs";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: "Blog",
    description:
      "Short, practical articles on culturally validated assessment, clinical documentation, therapy training, data security and access to care in India.",
    path: "/resources/blogs",
  }),
  blogListingJsonLd(loaderData?.posts ?? []),
];

/** Fresh for a minute, then served stale for ten while a CDN refetches; the HTTP layer adds the ETag. */
export const headers = () => ({ "Cache-Control": cacheControl.blogPage });

/**
 * Server-rendered from the store (published posts whose date has come). The
 * address may carry a search, so the listing also filters without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const category = params.get("category") ?? "all";
  const { blogs } = await servicesOf(context).blog.list({ limit: "100" }, { staff: false });
  return {
    posts: blogs.map(({ content: _content, ...summary }) => summary),
    query: (params.get("q") ?? "").slice(0, 100),
    category: isBlogCategoryFilter(category) ? category : "all",
  };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Blog"
        intro={
          <p>
            Practical reading for clinicians, trainers and anyone curious about mental-health care in India,
            from our clinical content team.
          </p>
        }
      />
      <BlogListing
        posts={loaderData.posts}
        initialQuery={loaderData.query}
        initialCategory={loaderData.category}
      />
    </>
  );
}
