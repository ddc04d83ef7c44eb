import { previewPost } from "#app/components/admin/blog/preview-post.ts";
import { renderMarkdown } from "#app/lib/services.server.ts";
import type { Route } from "./+types/blog-preview";
import { sessionEndedMessage } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

/**
 * Spec §4's read-only preview of the blog editor's form: its fields rendered
 * by the article page's Markdown renderer, answered as JSON to the editor's
 * `fetch` (app/components/admin/blog/blog-preview.tsx). It changes nothing,
 * so it is no page's action: an answer here never makes React Router read
 * the screen again, and never cuts short a reading after a real change.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (!signedIn(context)) return json({ ok: false, message: sessionEndedMessage }, 401);
  const form = await request.formData().catch(() => null);
  if (!form) return json({ ok: false, message: "The preview's fields could not be read." }, 400);
  const { post, content } = previewPost(form, new Date());
  return json({ preview: { post, html: renderMarkdown(content) } });
}

/** Nothing to read here: the preview is asked with a post. */
export function loader() {
  return json({ ok: false, message: "Ask for a preview with POST." }, 405, { Allow: "POST" });
}
