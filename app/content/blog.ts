import { type BlogCategoryFilter, blogCategories } from "#common/constants.ts";

/**
 * The words the blog's reader pages show around the posts (spec §2.14,
 * §2.15): the listing, its sidebar, a card, an article and the missing
 * article. The posts' own titles, excerpts and bodies are staff's and never
 * translated. Hindi in app/content/hi/blog.ts.
 *
 * A count's words come in the forms a language's plural rules choose
 * between (`Intl.PluralRules`: "one", or any other), with `{count}` for the
 * number: English says "0 articles", Hindi "0 लेख मिला", as 0 and 1 share a form there.
 */

/** The category names, by id: the one list's own English labels (common/constants.ts), "all" included. */
export const blogCategoryNames: Record<BlogCategoryFilter, string> = Object.fromEntries(
  blogCategories.map((category) => [category.id, category.label]),
) as Record<BlogCategoryFilter, string>;

/** The listing (app/components/sections/blog-listing.tsx). */
export const blogListingCopy = {
  searchLabel: "Search articles",
  searchHint: "Searches titles, summaries and authors.",
  searchButton: "Search",
  /** The category buttons' navigation, and the line above them. */
  categoryNav: "Filter by category",
  /** The first category button. */
  allButton: "All",
  /** Above the results while a tag filters them; `{tag}` is the tag in bold. */
  taggedWith: "Tagged {tag}",
  removeTag: "Remove tag",
  featuredTitle: "Featured Articles",
  /**
   * The results' status line: `{count}` with `{matching}` and `{tagged}`
   * after it when a search or a tag is on (each empty otherwise).
   */
  status: "{count}{matching}{tagged}",
  /** The count of the plain listing (a category alone). */
  count: { one: "{count} article", other: "{count} articles" },
  /** The count while a search or a tag is on. */
  found: { one: "{count} article", other: "{count} articles" },
  matching: " matching “{query}”",
  tagged: " tagged #{tag}",
  noneFound: "No articles found",
  tryAnother: "Try another word, or choose a different category.",
  showAll: "Show all articles",
  pagesNav: "Pages of articles",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {pages}",
};

/** The sidebar (app/components/sections/blog-sidebar.tsx). */
export const blogSidebarCopy = {
  popularTitle: "Popular Articles",
  categoriesTitle: "Categories",
  /** After a category's count, for screen readers only. */
  countWord: { one: " article", other: " articles" },
};

/** A card in a list, and the words on every card and article (app/components/sections/blog-card.tsx, blog-meta.tsx). */
export const blogCardCopy = {
  featured: "Featured",
  readArticle: "Read article",
  readTime: { one: "{count} min read", other: "{count} min read" },
  /** Spec §8: a publish date that does not parse. */
  dateUnavailable: "Date unavailable",
};

/** The article (app/components/sections/blog-article.tsx). */
export const blogArticleCopy = {
  backToBlogs: "Back to Blogs",
  writtenBy: "Written by",
  aboutAuthor: "About the author",
  tags: "Tags",
  /** The list of the article's translations (each link written in its own language). */
  translations: "This article in other languages",
  /** The clinical review line: `{name}` (a link when the reviewer is on the team page), `{credential}`, `{date}`. */
  reviewedBy: "Medically reviewed by {name}{credential}, on {date}",
  /** After the reviewer's name when they gave a credential. */
  credential: ", {credential}",
  nextReview: "Next review due {date}",
  /** Other posts under an article. */
  relatedTitle: "Keep reading",
};

/** Spec §2.15 and §8: the panel for an article that does not exist (app/components/sections/blog-not-found.tsx). */
export const blogNotFoundCopy = {
  title: "Article Not Found",
  text: "The requested article could not be found.",
  hint: "It may have moved, or the link may be mistyped.",
};

/** The listing's head and hero (app/routes/resources/blogs.tsx). */
export const blogListingMeta = {
  title: "Blog",
  description:
    "Short, practical articles on culturally validated assessment, clinical documentation, therapy training, data security and access to care in India.",
};

export const blogListingHero = {
  eyebrow: "Resources",
  title: "Blog",
  intro:
    "Practical reading for clinicians, trainers and anyone curious about mental-health care in India, from our clinical content team.",
};
