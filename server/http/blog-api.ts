import { blogCategoryLabel } from "#common/constants.ts";
import type { BlogListPost } from "#server/services/blog/read.ts";
import type { Services } from "#server/services/index.ts";

/**
 * The blog's JSON answers, as the route gives them and the cache keeps them
 * (server/http/blog-api-cache.ts): one code path, so a kept answer is the
 * answer the route would give.
 */

/**
 * The API's post: spec §3 names, plus the snake_case spellings the spec's
 * client also reads. `category` is the stored id ("mental-health");
 * `categoryLabel` is its name as the site shows it ("Mental Health"), which
 * the spec's client sends and may show. A summary (`fields=summary`) has no
 * `content`, and nothing else missing.
 */
export function apiPost<Post extends BlogListPost>(post: Post) {
  return {
    ...post,
    categoryLabel: blogCategoryLabel(post.category),
    image_url: post.imageUrl,
    author_role: post.authorRole,
    read_time: post.readTime,
    publish_date: post.publishDate,
    image_alt: post.imageAlt,
    created_at: post.createdAt,
  };
}

/** The query string of `url` (after its `?`), or "". */
export function searchOf(url: string): string {
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at + 1);
}

/**
 * The query of `GET /api/blogs` as the route and the cache both read it:
 * each parameter's first value (the list's schema judges them).
 */
export function blogListInput(search: string): Record<string, string> {
  const input: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(search)) {
    if (!Object.hasOwn(input, name)) input[name] = value;
  }
  return input;
}

/** Spec §7 #2's answer: `{success, data:{blogs, total, page, limit}}`, as `staff` or a reader may see it. */
export async function blogListAnswer(
  services: Services,
  input: Record<string, string>,
  { staff }: { staff: boolean },
) {
  const result = await services.blog.list(input, { staff });
  return { success: true as const, data: { ...result, blogs: result.blogs.map(apiPost) } };
}

/** Spec §7 #6's answer for a post found. */
export const blogPostAnswer = <Post extends BlogListPost>(post: Post) => ({
  success: true as const,
  data: apiPost(post),
});
