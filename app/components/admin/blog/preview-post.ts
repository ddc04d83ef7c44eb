import type { BlogPost, BlogPostSummary } from "#common/blog.ts";
import { blogLimits, postCategoryIds } from "#common/constants.ts";
import { readTimeMinutes } from "#common/read-time.ts";
import { type BlogFormValues, toPostInput } from "./form-values.ts";

/** The fields the editor sends for its preview (spec §4: a read-only preview of the form). */
export function previewFields(values: BlogFormValues): Record<string, string> {
  const input = toPostInput(values);
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    authorRole: input.authorRole,
    category: input.category,
    tags: JSON.stringify(input.tags),
    featured: String(input.featured),
    publishDate: input.publishDate ?? "",
    imageAlt: input.imageAlt,
    language: input.language,
  };
}

/**
 * The article as it would be published from these fields, for the preview.
 * Nothing is checked as for saving: a half-written post previews too. Each
 * field is cut to its limit; the image is the browser's to add (it is not
 * uploaded yet).
 */
export function previewPost(form: FormData, now: Date): { post: BlogPostSummary; content: string } {
  const field = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replaceAll("\0", "").slice(0, max) : "";
  };
  let tags: string[] = [];
  try {
    const parsed = JSON.parse(field("tags", 10_000)) as unknown;
    if (Array.isArray(parsed)) {
      tags = parsed
        .filter((tag): tag is string => typeof tag === "string")
        .map((tag) => tag.trim().slice(0, blogLimits.tagLength))
        .filter(Boolean)
        .slice(0, blogLimits.tags);
    }
  } catch {
    tags = [];
  }
  const category = field("category", 40);
  const publishDate = field("publishDate", 40);
  const content = field("content", blogLimits.content);
  const post: BlogPostSummary = {
    id: "preview",
    slug: "preview",
    language: field("language", 2) === "hi" ? "hi" : "en",
    translationGroup: null,
    translations: [],
    title: field("title", blogLimits.title).trim() || "Untitled post",
    excerpt: field("excerpt", blogLimits.excerpt).trim(),
    author: field("author", blogLimits.author).trim(),
    authorRole: field("authorRole", blogLimits.authorRole).trim(),
    category: (postCategoryIds as readonly string[]).includes(category) ? category : postCategoryIds[0],
    tags,
    imageUrl: null,
    imageWidth: null,
    imageHeight: null,
    imageAlt: field("imageAlt", blogLimits.imageAlt).trim() || null,
    featured: field("featured", 5) === "true",
    readTime: readTimeMinutes(content),
    publishDate: Number.isNaN(Date.parse(publishDate)) ? now.toISOString() : publishDate,
    status: "published" satisfies BlogPost["status"],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    review: null,
  };
  return { post, content };
}
