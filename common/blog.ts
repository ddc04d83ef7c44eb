/** Spec §3 Blog post, as the API and the public pages read it. */
export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Plain text. Blank lines separate paragraphs; "## " starts a subheading, "- " a list item. */
  content: string;
  author: string;
  authorRole: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
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
