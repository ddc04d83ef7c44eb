/**
 * Under an article: sharing it (app/components/sections/blog-share.tsx).
 * A module of its own, not app/content/blog.ts: the blog's words reach every
 * back-office screen (their titles are built with them), these only the
 * article and the editor's preview.
 */
export const blogShareCopy = {
  title: "Share this article",
  whatsApp: "Share on WhatsApp",
  copyLink: "Copy link",
  /** What the page's script says in its live region (app/enhance/copy-link.ts has the same English). */
  copied: "Link copied",
  failed: "The link could not be copied. Copy it from your browser's address bar.",
};
