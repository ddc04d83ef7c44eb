import { MessageCircle } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import * as english from "#app/content/blog-share.ts";
import * as hindi from "#app/content/hi/blog-share.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { absoluteUrl, postPath } from "#app/lib/meta.ts";
import { useSiteUrl } from "#app/lib/site.ts";
import { whatsAppShare } from "#app/lib/whatsapp.ts";
import type { BlogPostSummary } from "#common/blog.ts";

/**
 * Under an article (issue 50): "Share on WhatsApp" (WhatsApp's own share
 * screen with the title and the article's canonical address; no company
 * number needed, so always shown) and "Copy link". Both are plain links
 * that work without JavaScript: "Copy link" leads to the article's own
 * canonical address, and the page's script (app/enhance/copy-link.ts)
 * copies that address instead and says so in the live region below. In the
 * post's language, which on its own address is the page's.
 */
export function BlogShare({ post }: { post: Pick<BlogPostSummary, "slug" | "language" | "title"> }) {
  const url = absoluteUrl(useSiteUrl(), postPath(post.slug, post.language));
  const { blogShareCopy: copy } = post.language === "hi" ? hindi : english;
  const look = buttonClass("secondary", "md");
  return (
    <section aria-labelledby="share-title" className="mt-10">
      <h2 id="share-title" className="font-semibold text-muted text-sm uppercase tracking-wider">
        {copy.title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <a href={whatsAppShare(`${post.title} ${url}`)} rel="noopener" className={look}>
            <MessageCircle aria-hidden="true" />
            {copy.whatsApp}
          </a>
        </li>
        <li>
          <a href={url} {...mark(hooks.copyLink)} className={look}>
            {copy.copyLink}
          </a>
        </li>
      </ul>
      <p
        role="status"
        {...mark(hooks.copyStatus)}
        // The English page's script says its own English.
        {...markWords(
          hooks.copyWords,
          post.language === "hi" ? { copied: copy.copied, failed: copy.failed } : undefined,
        )}
        className="mt-2 min-h-6 text-muted text-sm"
      />
    </section>
  );
}
