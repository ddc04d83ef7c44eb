import type { Route } from "./+types/blogs";
import { BlogListing } from "#app/components/sections/blog-listing.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { listPublishedPosts } from "#app/content/sample-posts.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { isBlogCategoryFilter } from "#common/constants.ts";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description:
      "Short, practical articles on culturally validated assessment, clinical documentation, therapy training, data security and access to care in India.",
    path: "/resources/blogs",
  });

/**
 * Server-rendered, not prerendered: the posts will come from the store. For
 * now they are the sample posts. The address may carry a search, so the
 * listing also filters when the visitor has no JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const category = params.get("category") ?? "all";
  return {
    posts: listPublishedPosts(),
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
