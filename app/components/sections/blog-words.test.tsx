// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { BlogPostSummary } from "#common/blog.ts";
import { postSummary } from "#tests/fixtures/blog-post.ts";
import { serverMarkup } from "#tests/utils/dom.ts";
import { BlogArticle } from "./blog-article.tsx";
import { BlogListing, type BlogListingData } from "./blog-listing.tsx";
import { BlogNotFound } from "./blog-not-found.tsx";

/** The server's markup for `element` at `path`, as a page of its own. */
function render(element: React.ReactElement, path: string) {
  document.body.innerHTML = serverMarkup(element, path);
  return document.body;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();
const texts = (page: Element, selector: string) => [...page.querySelectorAll(selector)].map(text);
const hrefs = (page: Element, selector: string) =>
  [...page.querySelectorAll(selector)].map((link) => link.getAttribute("href"));

const post = (overrides: Partial<BlogPostSummary> = {}) =>
  postSummary({ tags: ["sleep"], featured: true, readTime: 1, ...overrides });

const hindiPost = post({
  id: "p2",
  slug: "neend-aur-mann",
  language: "hi",
  title: "नींद और मन",
  excerpt: "दोनों एक-दूसरे पर कैसे असर डालते हैं।",
  author: "डॉ. आशा राव",
  category: "wellness",
  tags: ["नींद"],
  readTime: 5,
});

function listing(overrides: Partial<BlogListingData>): BlogListingData {
  return {
    query: "",
    category: "all",
    tag: "",
    posts: [],
    total: 0,
    page: 1,
    pages: 1,
    featured: [],
    popular: [],
    categoryCounts: {},
    ...overrides,
  };
}

describe("the blog listing's words", () => {
  it("speaks Hindi on /hi/resources/blogs, and its links stay in the Hindi listing", () => {
    const page = render(
      <BlogListing
        {...listing({
          query: "नींद",
          tag: "नींद",
          posts: [hindiPost],
          total: 1,
          page: 1,
          pages: 2,
          popular: [hindiPost],
          categoryCounts: { wellness: 1, research: 2 },
        })}
      />,
      "/hi/resources/blogs",
    );
    expect(text(page.querySelector("label[for=blog-search]"))).toBe("लेख खोजें");
    expect(page.querySelector("form")?.getAttribute("action")).toBe("/hi/resources/blogs");
    expect(page.querySelector('nav[aria-label="विषय के हिसाब से देखें"]')).not.toBeNull();
    expect(texts(page, 'nav[aria-label="विषय के हिसाब से देखें"] a')).toEqual(["सभी", "सेहत", "रिसर्च"]);
    // Hindi plural rules: one article found takes the singular verb.
    expect(text(page.querySelector("[role=status]"))).toBe("“नींद” खोजने पर #नींद टैग में 1 लेख मिला");
    expect(text(page.querySelector("#popular-title"))).toBe("सबसे ज़्यादा पढ़े गए लेख");
    expect(texts(page, "#categories-title + ul a > span:first-child")).toEqual(["सभी लेख", "सेहत", "रिसर्च"]);
    // The card: the post's own address, the date in Hindi (IST), the read time in Hindi.
    const card = page.querySelector("#articles-title ~ ul article");
    expect(card?.querySelector("a")?.getAttribute("href")).toBe("/hi/blog/neend-aur-mann");
    expect(text(card?.querySelector("time"))).toBe("10 नवंबर 2026");
    expect(text(card)).toContain("पढ़ने में 5 मिनट");
    expect(card?.querySelector("[lang]")).toBeNull();
    // Pages: the search and the tag kept, in the Hindi listing.
    const pages = page.querySelector('nav[aria-label="लेखों के पेज"]');
    expect(text(pages)).toBe("2 में से पेज 1अगला");
    expect(hrefs(pages as Element, "a")).toEqual([
      `/hi/resources/blogs?${new URLSearchParams({ q: "नींद", tag: "नींद", page: "2" })}`,
    ]);
    expect(hrefs(page, 'nav[aria-label="विषय के हिसाब से देखें"] a')[1]).toBe(
      `/hi/resources/blogs?${new URLSearchParams({ q: "नींद", category: "wellness", tag: "नींद" })}`,
    );
  });

  it("counts in Hindi forms: 0 and 1 share one, more take the other", () => {
    const status = (total: number, query = "") =>
      text(
        render(<BlogListing {...listing({ total, query })} />, "/hi/resources/blogs").querySelector(
          "[role=status]",
        ),
      );
    expect(status(0, "xyz")).toBe("“xyz” खोजने पर 0 लेख मिला");
    expect(status(2, "xyz")).toBe("“xyz” खोजने पर 2 लेख मिले");
    expect(status(13)).toBe("13 लेख");
  });

  it("keeps the English listing word for word on /resources/blogs", () => {
    const page = render(
      <BlogListing
        {...listing({
          query: "sleep",
          tag: "rest",
          category: "research",
          posts: [post()],
          total: 1,
          page: 2,
          pages: 3,
          categoryCounts: { research: 1 },
        })}
      />,
      "/resources/blogs",
    );
    expect(text(page.querySelector("label[for=blog-search]"))).toBe("Search articles");
    expect(text(page.querySelector("#blog-search-hint"))).toBe("Searches titles, summaries and authors.");
    expect(page.querySelector("form")?.getAttribute("action")).toBe("/resources/blogs");
    expect(texts(page, 'nav[aria-label="Filter by category"] a')).toEqual(["All", "Research"]);
    expect(text(page.querySelector("#articles-title"))).toBe("Research");
    expect(text(page.querySelector("[role=status]"))).toBe("1 article matching “sleep” tagged #rest");
    expect(text(page.querySelector('nav[aria-label="Pages of articles"]'))).toBe("PreviousPage 2 of 3Next");
    expect(hrefs(page, 'nav[aria-label="Pages of articles"] a')).toEqual([
      "/resources/blogs?q=sleep&category=research&tag=rest",
      "/resources/blogs?q=sleep&category=research&tag=rest&page=3",
    ]);
    const card = page.querySelector("#articles-title ~ ul article");
    expect(card?.querySelector("a")?.getAttribute("href")).toBe("/blog/sleep-and-mood");
    expect(text(card?.querySelector("time"))).toBe("10 November 2026");
    expect(text(card)).toContain("1 min read");
    expect(texts(page, "#categories-title + ul a")).toEqual(["All Articles1 article", "Research1 article"]);
    expect(
      text(
        render(<BlogListing {...listing({ total: 6 })} />, "/resources/blogs").querySelector("[role=status]"),
      ),
    ).toBe("6 articles");
  });
});

describe("the article's words", () => {
  const review = {
    reviewerId: null,
    name: "Dr Meera Iyer",
    credential: "MD (Psychiatry)",
    reviewedAt: "2026-11-20T00:00:00.000Z",
    nextReviewAt: "2027-11-20T00:00:00.000Z",
  };

  it("speaks Hindi on a Hindi article, with its translations linked in their own language", () => {
    const page = render(
      <BlogArticle
        post={{
          ...hindiPost,
          review,
          translations: [{ language: "en", slug: "sleep-and-mood", title: "Sleep and mood" }],
        }}
        html="<p>लेख</p>"
        reviewerHref="/hi/our-team#reviewer-dr-meera-iyer"
      />,
      "/hi/blog/neend-aur-mann",
    );
    const article = page.querySelector("article");
    expect(article?.getAttribute("lang")).toBeNull();
    expect(hrefs(page, "a")).toContain("/hi/resources/blogs");
    expect(text(page.querySelector("a[href='/hi/resources/blogs']"))).toBe("ब्लॉग पर वापस जाएँ");
    const translation = page.querySelector('nav[aria-label="यह लेख दूसरी भाषाओं में"] a');
    expect(translation?.getAttribute("href")).toBe("/blog/sleep-and-mood");
    expect(translation?.getAttribute("lang")).toBe("en-IN");
    expect(translation?.getAttribute("hreflang")).toBe("en");
    expect(text(translation)).toBe("Read this in English");
    expect(text(page.querySelector("time"))).toBe("10 नवंबर 2026");
    expect(text(article)).toContain("पढ़ने में 5 मिनट");
    expect(text(page.querySelector("[data-review-line] p"))).toBe(
      "इस लेख की क्लिनिकल समीक्षा Dr Meera Iyer (MD (Psychiatry)) ने 20 नवंबर 2026 को की।",
    );
    expect(text(page.querySelector("[data-review-line] p + p"))).toBe("अगली समीक्षा 20 नवंबर 2027 तक होनी है।");
    expect(page.querySelector('ul[aria-label="टैग"] a')?.getAttribute("href")).toBe(
      `/hi/resources/blogs?tag=${encodeURIComponent("नींद")}`,
    );
    expect(text(page.querySelector("#author-title"))).toBe("लेखक के बारे में");
  });

  it("keeps the English article word for word, and shows no translations when it has none", () => {
    const page = render(
      <BlogArticle
        post={{ ...post({ review, publishDate: "not a date" }), translations: undefined as never }}
        html="<p>Body</p>"
        reviewerHref="/our-team#reviewer-dr-meera-iyer"
      />,
      "/blog/sleep-and-mood",
    );
    expect(texts(page, "a[href='/resources/blogs']")).toEqual(["Back to Blogs", "Back to Blogs"]);
    expect(page.querySelector("nav")).toBeNull();
    expect(text(page.querySelector("header"))).toContain("Date unavailable·1 min read");
    expect(text(page.querySelector("[data-review-line] p"))).toBe(
      "Medically reviewed by Dr Meera Iyer, MD (Psychiatry), on 20 November 2026",
    );
    expect(text(page.querySelector("[data-review-line] p + p"))).toBe("Next review due 20 November 2027");
    expect(page.querySelector('ul[aria-label="Tags"] a')?.getAttribute("href")).toBe(
      "/resources/blogs?tag=sleep",
    );
  });

  it("marks a post's own words with its language where the page's differs, and previews as its readers see it", () => {
    const onEnglishPage = render(<BlogArticle post={hindiPost} html="<p>लेख</p>" />, "/blog/x");
    expect(onEnglishPage.querySelector("h1")?.getAttribute("lang")).toBe("hi");
    expect(onEnglishPage.querySelector("[lang=hi] > p")).not.toBeNull();

    const preview = render(<BlogArticle post={hindiPost} html="<p>लेख</p>" preview />, "/admin/blogs/new");
    expect(preview.querySelector("article")?.getAttribute("lang")).toBe("hi");
    expect(text(preview.querySelector("article > span"))).toBe("ब्लॉग पर वापस जाएँ");
  });

  it("says an article is missing in the page's language", () => {
    const hindi = render(<BlogNotFound />, "/hi/blog/gone");
    expect(text(hindi.querySelector("h1"))).toBe("लेख नहीं मिला");
    expect(hindi.querySelector("a")?.getAttribute("href")).toBe("/hi/resources/blogs");
    const english = render(<BlogNotFound />, "/blog/gone");
    expect(text(english.querySelector("h1"))).toBe("Article Not Found");
    expect(text(english.querySelector("a"))).toBe("Back to Blogs");
    expect(english.querySelector("a")?.getAttribute("href")).toBe("/resources/blogs");
  });
});
