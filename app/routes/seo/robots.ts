import { siteUrlOf } from "#app/lib/services.server.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlOf(context);
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
