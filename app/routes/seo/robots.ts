import { siteUrl } from "#app/lib/meta.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin-only-",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
