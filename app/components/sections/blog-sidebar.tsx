import { cn } from "#app/lib/cn.ts";
import { postPath } from "#app/lib/meta.ts";
import type { BlogPostSummary } from "#common/blog.ts";
import type { BlogCategoryFilter } from "#common/constants.ts";
import { categoriesShown } from "./blog-categories.ts";
import { useBlogWords } from "./blog-words.ts";

type BlogSidebarProps = {
  /** The most viewed articles, most first (the counts themselves are never shown). */
  popular: BlogPostSummary[];
  /** Visible articles per category. */
  counts: Record<string, number>;
  category: BlogCategoryFilter;
  /** The listing's address with another category chosen. */
  hrefFor: (category: BlogCategoryFilter) => string;
};

/** Spec §2.14: Popular Articles (top 3 by views) and the category list with counts, in the page's language. */
export function BlogSidebar({ popular, counts, category, hrefFor }: BlogSidebarProps) {
  const words = useBlogWords();
  const copy = words.blogSidebarCopy;
  const countIn = (id: BlogCategoryFilter) =>
    id === "all" ? Object.values(counts).reduce((sum, n) => sum + n, 0) : (counts[id] ?? 0);

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="popular-title"
        className="rounded-lg border border-line bg-surface p-6 shadow-card"
      >
        <h2 id="popular-title" className="font-bold text-xl">
          {copy.popularTitle}
        </h2>
        <ol className="mt-4 space-y-4">
          {popular.map((post, index) => (
            <li key={post.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-tint font-bold text-brand-deep text-sm"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <a
                  href={postPath(post.slug, post.language)}
                  lang={words.langOf(post.language)}
                  className="font-semibold text-ink leading-snug underline decoration-line underline-offset-4 hover:decoration-brand"
                >
                  {post.title}
                </a>
                <p className="mt-1 text-muted text-sm">
                  {words.category(post.category)} · {words.count(words.blogCardCopy.readTime, post.readTime)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="categories-title"
        className="rounded-lg border border-line bg-surface p-6 shadow-card"
      >
        <h2 id="categories-title" className="font-bold text-xl">
          {copy.categoriesTitle}
        </h2>
        <ul className="mt-3">
          {categoriesShown(counts, category).map((item) => {
            const active = item.id === category;
            return (
              <li key={item.id}>
                <a
                  href={hrefFor(item.id)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 text-left",
                    active ? "bg-brand-tint font-semibold text-brand-deep" : "text-ink hover:bg-canvas",
                  )}
                >
                  <span>{words.category(item.id)}</span>
                  <span className="text-muted text-sm">
                    {countIn(item.id)}
                    <span className="sr-only">{words.count(copy.countWord, countIn(item.id))}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
