import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { type ArticleMetaPost, articleMeta, blogListingJsonLd } from "./meta.ts";

/** The address the server reads from SITE_URL at run time and gives every page through the root's data. */
const siteUrl = "https://anvaya.example";
const matches = [{ id: "root", loaderData: { siteUrl } }];

const post: ArticleMetaPost = {
  slug: "sleep-and-mood",
  language: "en",
  translations: [],
  title: `Sleep </script><script>alert(1)</script> & "mood"`,
  excerpt: "How sleep and mood shape each other.",
  author: "Dr Asha Rao",
  authorRole: "Clinical psychologist",
  category: "research",
  tags: ["sleep", "mood"],
  imageUrl: "/media/abc123-1200.webp",
  imageWidth: 1200,
  imageHeight: 630,
  imageAlt: "A teal wave",
  publishDate: "2026-11-10T00:00:00.000Z",
  updatedAt: "2026-11-12T09:30:00.000Z",
  review: null,
};

function Head() {
  return <Meta />;
}

/** The document head React Router writes for these descriptors. */
function headOf(meta: () => ReturnType<typeof articleMeta>) {
  const Stub = createRoutesStub([{ path: "/blog/:slug", meta, Component: Head }]);
  return renderToString(<Stub initialEntries={["/blog/sleep-and-mood"]} />);
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );

describe("an article's head", () => {
  it("names who wrote it and, once reviewed, who reviewed it, their credential and when, on its WebPage", () => {
    const unreviewed = jsonLdOf(headOf(() => articleMeta(post, matches)))[0]?.mainEntityOfPage;
    expect(unreviewed).toEqual({
      "@type": "WebPage",
      "@id": `${siteUrl}/blog/sleep-and-mood`,
      author: { "@type": "Person", name: "Dr Asha Rao", jobTitle: "Clinical psychologist" },
    });
    const review = {
      reviewerId: "00000000-0000-4000-8000-000000000001",
      name: "Dr Meera Iyer",
      credential: "M.Phil Clinical Psychology, RCI A12345",
      reviewedAt: "2026-11-20T06:00:00.000Z",
      nextReviewAt: "2027-11-20T06:00:00.000Z",
    };
    const page = jsonLdOf(headOf(() => articleMeta({ ...post, review }, matches)))[0]?.mainEntityOfPage;
    expect(page).toMatchObject({
      "@type": "WebPage",
      reviewedBy: {
        "@type": "Person",
        name: "Dr Meera Iyer",
        hasCredential: {
          "@type": "EducationalOccupationalCredential",
          name: "M.Phil Clinical Psychology, RCI A12345",
        },
      },
      lastReviewed: "2026-11-20",
    });
  });

  it("names the page, its canonical address, its own picture and its dates", () => {
    const html = headOf(() => articleMeta(post, matches));
    const url = `${siteUrl}/blog/sleep-and-mood`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/media/abc123-1200.webp"/>`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    expect(html).toContain(`<meta property="article:published_time" content="2026-11-10T00:00:00.000Z"/>`);
    expect(html).toContain(`<meta property="article:modified_time" content="2026-11-12T09:30:00.000Z"/>`);
  });

  it("writes BlogPosting JSON-LD that no title can break out of", () => {
    const html = headOf(() => articleMeta(post, matches));
    // One script for the JSON-LD, none from the title.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script\\u003e");
    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      image: [`${siteUrl}/media/abc123-1200.webp`],
      datePublished: "2026-11-10T00:00:00.000Z",
      dateModified: "2026-11-12T09:30:00.000Z",
      author: { "@type": "Person", name: "Dr Asha Rao" },
      publisher: { "@type": "Organization" },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}/blog/sleep-and-mood` },
    });
  });

  it("falls back to the site's picture, and counts a scheduled post as changed when it came due", () => {
    const html = headOf(() =>
      articleMeta({ ...post, imageUrl: null, imageWidth: null, imageHeight: null, imageAlt: null }, matches),
    );
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/og-image.png"/>`);
    // X's card takes the Open Graph title, description and picture: no second copy of them.
    expect(html).not.toMatch(/twitter:(title|description|image)"/);
    const scheduled = articleMeta({ ...post, publishDate: "2026-12-01T00:00:00.000Z" }, matches);
    expect(scheduled).toContainEqual({
      property: "article:modified_time",
      content: "2026-12-01T00:00:00.000Z",
    });
  });
});

describe("the listing's head", () => {
  it("carries Blog JSON-LD naming its posts", () => {
    const [data] = jsonLdOf(headOf(() => [blogListingJsonLd([post], "Anvaya Health", siteUrl)]));
    expect(data).toMatchObject({
      "@type": "Blog",
      name: "Anvaya Health Blog",
      url: `${siteUrl}/resources/blogs`,
      blogPost: [{ "@type": "BlogPosting", headline: post.title, url: `${siteUrl}/blog/sleep-and-mood` }],
    });
  });
});
