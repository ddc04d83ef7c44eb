import { siteUrl } from "#app/lib/meta.ts";
import { publicPages } from "#common/public-paths.ts";

const sitemapPages = [...publicPages, "/resources/blogs"];

export function loader() {
  const urls = sitemapPages
    .map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
