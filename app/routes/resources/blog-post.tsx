import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { BlogArticle } from "#app/components/sections/blog-article.tsx";
import { BlogCard } from "#app/components/sections/blog-card.tsx";
import { BlogNotFound } from "#app/components/sections/blog-not-found.tsx";
import { findPublishedPost, listPublishedPosts } from "#app/content/sample-posts.ts";
import { siteConfig } from "#app/content/site-config.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const post = loaderData?.post;
  if (!post) {
    return [{ title: `Article Not Found | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
  }
  return pageMeta({ title: post.title, description: post.excerpt, path: `/blog/${post.slug}` });
};

/**
 * Server-rendered: the post will come from the store; for now, the sample
 * posts. An unknown slug renders the not-found panel with a real 404 status.
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = findPublishedPost(params.slug);
  if (!post) return data({ post: null, related: [] }, { status: 404 });
  const others = listPublishedPosts().filter((other) => other.id !== post.id);
  const related = [
    ...others.filter((other) => other.category === post.category),
    ...others.filter((other) => other.category !== post.category),
  ].slice(0, 2);
  return { post, related };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  if (!post) return <BlogNotFound />;
  return (
    <>
      <BlogArticle post={post} />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-brand-tint py-12 md:py-16">
          <div className="container-page">
            <h2 id="related-title" className="font-bold text-2xl md:text-3xl">
              Keep reading
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {related.map((other) => (
                <li key={other.id}>
                  <BlogCard post={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
