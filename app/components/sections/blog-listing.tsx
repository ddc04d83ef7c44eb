import { SearchX, X } from "lucide-react";
import { Button, ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { fill, fillText } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import type { BlogPostSummary } from "#common/blog.ts";
import { type BlogCategoryFilter, blogListingTextMax } from "#common/constants.ts";
import { type Locale, linkIn } from "#common/i18n/locale.ts";
import { BlogCard, BlogFeaturedCard } from "./blog-card.tsx";
import { categoriesShown } from "./blog-categories.ts";
import { BlogSidebar } from "./blog-sidebar.tsx";
import { useBlogWords } from "./blog-words.ts";

export const blogListingPath = "/resources/blogs";

/** What the listing shows: one page of the store's answer for the address's search, category, tag and page. */
export type BlogListingData = {
  query: string;
  category: BlogCategoryFilter;
  tag: string;
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pages: number;
  featured: BlogPostSummary[];
  popular: BlogPostSummary[];
  categoryCounts: Record<string, number>;
};

type ListingState = Pick<BlogListingData, "query" | "category" | "tag" | "page">;

/**
 * The listing's address for a state: only what is set, so the plain listing
 * is `/resources/blogs`; in `locale`'s listing (`/hi/resources/blogs?…`).
 */
export function listingHref({ query, category, tag, page }: ListingState, locale: Locale = "en"): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== "all") params.set("category", category);
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return linkIn(locale, search ? `${blogListingPath}?${search}` : blogListingPath);
}

/**
 * Spec §2.14: search, category buttons, two featured articles, the filtered
 * list and the sidebar. Everything the visitor chooses lives in the address
 * (`?q=&category=&tag=&page=`) and the store does the filtering, so a
 * filtered listing can be shared, and works the same with JavaScript off.
 * With it, the links and the search form swap the listing in place
 * (hooks.swap, app/enhance/swap.ts): no reload, no jump to the top, focus
 * on the articles' heading, and the count read out by its status line. The
 * search also swaps once typing pauses (hooks.swapLive,
 * app/enhance/live-search.ts), leaving focus in the box. Its words follow
 * the page's language, and its links stay in it (`/hi/resources/blogs?…`).
 */
export function BlogListing(data: BlogListingData) {
  const { query, category, tag, posts, total, page, pages, featured } = data;
  const filtering = query !== "" || category !== "all" || tag !== "";
  const words = useBlogWords();
  const copy = words.blogListingCopy;
  const at = (changes: Partial<ListingState>) =>
    listingHref({ query, category, tag, page: 1, ...changes }, words.locale);
  const searching = query !== "" || tag !== "";

  return (
    <div id="blog-listing" {...mark(hooks.swap)}>
      <div className="container-page relative -mt-4 md:-mt-8">
        <div className="rounded-lg border border-line bg-surface p-5 shadow-card md:p-6">
          <search>
            <form method="get" action={words.link(blogListingPath)}>
              <Field
                kind="search"
                id="blog-search"
                label={copy.searchLabel}
                hint={copy.searchHint}
                name="q"
                defaultValue={query}
                maxLength={blogListingTextMax}
                {...mark(hooks.swapLive)}
                end={
                  <Button type="submit" variant="secondary">
                    {copy.searchButton}
                  </Button>
                }
                className="max-w-2xl"
              />
              {category !== "all" && <input type="hidden" name="category" value={category} />}
              {tag && <input type="hidden" name="tag" value={tag} />}
            </form>
          </search>
          <nav aria-label={copy.categoryNav} className="mt-5">
            <p className="font-semibold text-ink" aria-hidden="true">
              {copy.categoryNav}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {categoriesShown(data.categoryCounts, category).map((item) => {
                const active = item.id === category;
                return (
                  <li key={item.id}>
                    <a
                      href={at({ category: item.id })}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold text-sm transition-colors",
                        active
                          ? "border-brand bg-brand text-white"
                          : "border-muted bg-surface text-ink hover:border-brand hover:bg-brand-tint",
                      )}
                    >
                      {item.id === "all" ? copy.allButton : words.category(item.id)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          {tag && (
            <p className="mt-4 flex flex-wrap items-center gap-2">
              <span>{fill(copy.taggedWith, { tag: <span className="font-semibold">#{tag}</span> })}</span>
              <a
                href={at({ tag: "" })}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline"
              >
                <X aria-hidden="true" className="size-4" />
                {copy.removeTag}
              </a>
            </p>
          )}
        </div>
      </div>

      {!filtering && page === 1 && featured.length > 0 && (
        <section aria-labelledby="featured-title" className="container-page pt-12 md:pt-16">
          <h2 id="featured-title" className="font-bold text-2xl md:text-3xl">
            {copy.featuredTitle}
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
          <h2
            id="articles-title"
            tabIndex={-1}
            {...mark(hooks.swapFocus)}
            className="font-bold text-2xl outline-none md:text-3xl"
          >
            {words.category(category)}
          </h2>
          <p role="status" className="mt-2 text-muted">
            {fill(copy.status, {
              count: words.count(searching ? copy.found : copy.count, total),
              matching: query && fillText(copy.matching, { query }),
              tagged: tag && fillText(copy.tagged, { tag }),
            })}
          </p>
          {posts.length > 0 ? (
            <ul className="mt-6 space-y-5">
              {posts.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-lg border-2 border-line border-dashed bg-surface px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="mx-auto size-10 text-brand" />
              <h3 className="mt-4 font-semibold text-xl">{copy.noneFound}</h3>
              <p className="mt-2 text-muted">{copy.tryAnother}</p>
              <ButtonLink to={words.link(blogListingPath)} variant="secondary" className="mt-6">
                {copy.showAll}
              </ButtonLink>
            </div>
          )}
          {pages > 1 && (
            <nav aria-label={copy.pagesNav} className="mt-8 flex items-center justify-between gap-4">
              {page > 1 ? (
                <a href={at({ page: page - 1 })} className={buttonClass("secondary")}>
                  {copy.previous}
                </a>
              ) : (
                <span />
              )}
              <p className="text-muted">{fill(copy.pageOf, { page, pages })}</p>
              {page < pages ? (
                <a href={at({ page: page + 1 })} className={buttonClass("secondary")}>
                  {copy.next}
                </a>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
        <BlogSidebar
          popular={data.popular}
          counts={data.categoryCounts}
          category={category}
          hrefFor={(id) => at({ category: id })}
        />
      </div>
    </div>
  );
}
