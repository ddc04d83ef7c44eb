import { SearchX } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { BlogPostSummary } from "#common/blog.ts";
import { type BlogCategoryFilter, blogCategoryLabel } from "#common/constants.ts";
import { BlogCard, BlogFeaturedCard } from "./blog-card.tsx";
import { categoriesInUse } from "./blog-meta.tsx";
import { BlogSidebar } from "./blog-sidebar.tsx";

type BlogListingProps = {
  posts: BlogPostSummary[];
  /** From the address (?q=…&category=…), so a search also works before or without JavaScript. */
  initialQuery: string;
  initialCategory: BlogCategoryFilter;
};

/** Spec §5: case-insensitive match on title, excerpt or author, plus the chosen category. */
export function filterPosts(posts: BlogPostSummary[], query: string, category: BlogCategoryFilter) {
  const needle = query.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === "all" || post.category === category) &&
      (needle === "" ||
        [post.title, post.excerpt, post.author].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** Spec §2.14: search, category buttons, two featured articles, the filtered list and the sidebar. */
export function BlogListing({ posts, initialQuery, initialCategory }: BlogListingProps) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState<BlogCategoryFilter>(initialCategory);

  const results = filterPosts(posts, query, category);
  const featured = posts.filter((post) => post.featured).slice(0, 2);
  const filtering = query.trim() !== "" || category !== "all";
  // Results update as the visitor types; the Search button takes them to the results.
  const showResults = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.getElementById("articles-title")?.focus();
  };
  const reset = () => {
    setQuery("");
    setCategory("all");
  };

  return (
    <>
      <div className="container-page relative -mt-4 md:-mt-8">
        {/* Two GET forms, so search and categories also work before or without JavaScript. */}
        <div className="rounded-lg border border-line bg-surface p-5 shadow-card md:p-6">
          <search>
            <form method="get" action="/resources/blogs" onSubmit={showResults}>
              <SearchField
                id="blog-search"
                label="Search articles"
                hint="Searches titles, summaries and authors."
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                button={
                  <Button type="submit" variant="secondary">
                    Search
                  </Button>
                }
                className="max-w-2xl"
              />
              {category !== "all" && <input type="hidden" name="category" value={category} />}
            </form>
          </search>
          <form method="get" action="/resources/blogs" className="mt-5">
            <fieldset>
              <legend className="font-semibold text-ink">Filter by category</legend>
              {query && <input type="hidden" name="q" value={query} />}
              <div className="mt-2 flex flex-wrap gap-2">
                {categoriesInUse(posts, category).map((item) => {
                  const active = item.id === category;
                  return (
                    <button
                      key={item.id}
                      type="submit"
                      name="category"
                      value={item.id}
                      aria-pressed={active}
                      onClick={(event) => {
                        event.preventDefault();
                        setCategory(item.id);
                      }}
                      className={cn(
                        "min-h-11 rounded-full border-2 px-4 font-semibold text-sm transition-colors",
                        active
                          ? "border-brand bg-brand text-white"
                          : "border-muted bg-surface text-ink hover:border-brand hover:bg-brand-tint",
                      )}
                    >
                      {item.id === "all" ? "All" : item.label}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          </form>
        </div>
      </div>

      {!filtering && (
        <section aria-labelledby="featured-title" className="container-page pt-12 md:pt-16">
          <h2 id="featured-title" className="font-bold text-2xl md:text-3xl">
            Featured Articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((post) => (
              <li key={post.id}>
                <BlogFeaturedCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="articles-title">
          <h2 id="articles-title" tabIndex={-1} className="font-bold text-2xl outline-none md:text-3xl">
            {category === "all" ? "All Articles" : blogCategoryLabel(category)}
          </h2>
          <p role="status" className="mt-2 text-muted">
            {results.length === 1 ? "1 article" : `${results.length} articles`}
            {query.trim() && ` matching “${query.trim()}”`}
          </p>
          {results.length > 0 ? (
            <ul className="mt-6 space-y-5">
              {results.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-lg border-2 border-line border-dashed bg-surface px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="mx-auto size-10 text-brand" />
              <h3 className="mt-4 font-semibold text-xl">No articles found</h3>
              <p className="mt-2 text-muted">Try another word, or choose a different category.</p>
              {/* A link, so it also clears a search made without JavaScript. */}
              <ButtonLink
                to="/resources/blogs"
                variant="secondary"
                className="mt-6"
                onClick={(event) => {
                  event.preventDefault();
                  reset();
                }}
              >
                Show all articles
              </ButtonLink>
            </div>
          )}
        </section>
        <BlogSidebar posts={posts} category={category} query={query} onCategory={setCategory} />
      </div>
    </>
  );
}
