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

/** A post without its body, for lists. */
export type BlogPostSummary = Omit<BlogPost, "content">;
