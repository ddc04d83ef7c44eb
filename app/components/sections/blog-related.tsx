import type { BlogPostSummary } from "#common/blog.ts";
import { BlogCard } from "./blog-card.tsx";
import { useBlogWords } from "./blog-words.ts";

/** Spec §2.15: other posts under an article ("Keep reading"), in the page's language; nothing when there are none. */
export function BlogRelated({ posts }: { posts: readonly BlogPostSummary[] }) {
  const words = useBlogWords();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="bg-brand-tint py-12 md:py-16">
      <div className="container-page">
        <h2 id="related-title" className="font-bold text-2xl md:text-3xl">
          {words.blogArticleCopy.relatedTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {posts.map((other) => (
            <li key={other.id}>
              <BlogCard post={other} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
