/** Spec §3 Blog post, as the API and the public pages read it. */
export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown (no raw HTML), rendered to sanitised HTML on the server (server/services/markdown.ts). */
  content: string;
  author: string;
  authorRole: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** The image's alt text as staff wrote it; null means the title stands for it. */
  imageAlt: string | null;
  featured: boolean;
  /** Minutes, from the word count (spec §5). */
  readTime: number;
  /** ISO date-time from which the post is public. */
  publishDate: string;
  status: "draft" | "published";
  /** Orders the Popular Articles sidebar; never shown. */
  views: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * A post as a reader's page carries it: without its body (lists; an article
 * carries the rendered HTML instead) and without its view count, which is
 * never shown and would make every page differ from the last (and so defeat
 * its ETag).
 */
export type BlogPostSummary = Omit<BlogPost, "content" | "views">;

/** The reader's part of a stored post. */
export function summaryOf<T extends BlogPost>({ content: _content, views: _views, ...summary }: T) {
  return summary;
}
