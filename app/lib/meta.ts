import { siteConfig } from "#app/content/site-config.ts";
import { defaultSiteUrl } from "#common/site-defaults.ts";

/** Set by vite.config.ts at build time from SITE_URL. */
export const siteUrl: string = import.meta.env.SITE_URL ?? defaultSiteUrl;

export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/faqs". */
  path: string;
};

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path }: PageMeta) {
  const fullTitle = path === "/" ? `${siteConfig.name}: ${title}` : `${title} | ${siteConfig.name}`;
  const url = `${siteUrl}${path === "/" ? "/" : path}`;
  const image = `${siteUrl}/og-image.png`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
