import type { MetaDescriptor } from "react-router";
import { BlogListing } from "#app/components/sections/blog-listing.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import * as english from "#app/content/blog.ts";
import * as hindi from "#app/content/hi/blog.ts";
import script from "#app/enhance/pages/blogs.ts?inline-script";
import { useContent } from "#app/lib/locale.ts";
import { blogListingJsonLd, cacheControl, localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { siteOf, siteUrlIn } from "#app/lib/site.ts";
import { summaryOf } from "#common/blog.ts";
import { localeOfPath } from "#common/i18n/locale.ts";
import type { Route } from "./+types/blogs";

export const meta = ({
  loaderData,
  matches,
}: Pick<Route.MetaArgs, "loaderData"> & MetaArgs): MetaDescriptor[] => [
  ...pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).blogListingMeta,
    matches,
    path: "/resources/blogs",
  }),
  blogListingJsonLd(loaderData?.posts ?? [], siteOf(matches).name, siteUrlIn(matches), localeIn(matches)),
];

// No framework in the browser: the listing swaps in place by app/enhance/swap.ts.
export const handle = { hydrate: false, script };

/** Fresh for a minute, then served stale for ten while a CDN refetches; the HTTP layer adds the ETag. */
export const headers = () => ({ "Cache-Control": cacheControl.blogPage });

/**
 * Server-rendered from the store on every request (a post published, or
 * coming due, shows on the next one): the address's search, category, tag
 * and page, filtered and paged by the store.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const listing = await servicesOf(context).blog.listing({
    language: localeOfPath(new URL(request.url).pathname),
    q: params.get("q"),
    category: params.get("category"),
    tag: params.get("tag"),
    page: params.get("page"),
  });
  return {
    ...listing,
    posts: listing.posts.map(summaryOf),
    featured: listing.featured.map(summaryOf),
    popular: listing.popular.map(summaryOf),
  };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { blogListingHero: hero } = useContent(english, hindi);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} />
      <BlogListing {...loaderData} />
    </>
  );
}
