import { z } from "zod/mini";
import {
  defaultPostCategory,
  blogLimits as limits,
  postCategoryIdOf,
  postCategoryIds,
  postStatuses,
} from "#common/constants.ts";
import { locales } from "#common/i18n/locale.ts";
import { text } from "./text.ts";

/** Spec §5: trimmed, no duplicates, at most 10, each at most 50 characters, at least one. */
const tags = z
  .pipe(
    z.array(
      text({
        max: limits.tagLength,
        tooLong: `Each tag is at most ${limits.tagLength} characters.`,
        notText: "Tags are text.",
      }),
      { error: "Tags are a list." },
    ),
    z.transform((list: string[]) => [...new Set(list.filter(Boolean))]),
  )
  .check(
    z.minLength(1, "At least one tag is required"),
    z.maxLength(limits.tags, `Use at most ${limits.tags} tags.`),
  );

/** An ISO date ("2026-11-22") or date-time; the post appears publicly from then on. */
const publishDate = text({ max: 40, notText: "Give a publish date." }).check(
  z.refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: "Use a date like 2026-11-22.",
  }),
);

/**
 * A category by its id ("mental-health", what the editor sends) or its label
 * ("Mental Health", what the spec's API client sends), in any case; the id is
 * what comes out and what is stored.
 */
export const postCategory = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? (postCategoryIdOf(value) ?? value) : value)),
  z.enum(postCategoryIds, { error: "Choose one of the categories." }),
);

/**
 * Spec §3 and §5: a blog post as staff write it. Content is required when a
 * post is created, optional when it is edited; a new post's image is
 * `newBlogPostSchema`'s rule.
 */
export const blogPostSchema = z.object({
  title: text({ max: limits.title, required: "Title is required" }),
  excerpt: text({ max: limits.excerpt, required: "Excerpt is required" }),
  content: text({ max: limits.content, required: "Content is required" }),
  author: text({ max: limits.author, required: "Author name is required" }),
  authorRole: text({ max: limits.authorRole, required: "Author role is required" }),
  category: z._default(postCategory, defaultPostCategory),
  tags,
  featured: z._default(z.boolean({ error: "Featured is true or false." }), false),
  publishDate: z.optional(publishDate),
  status: z._default(z.enum(postStatuses, { error: "Status is draft or published." }), "published"),
  /** The featured image's alt text; empty means the title (ours, for WCAG 1.1.1). */
  imageAlt: z.optional(text({ max: limits.imageAlt, tooLong: `Use at most ${limits.imageAlt} characters.` })),
  /** The language it is written in (issue 36): its article is /blog/… in English, /hi/blog/… in Hindi. */
  language: z._default(z.enum(locales, { error: "Language is en or hi." }), "en"),
  /**
   * The post it translates (or that translates it): the slug or id of any
   * post of that translations group; empty: none (on an edit, it leaves its group).
   */
  translationOf: z.optional(
    text({
      max: 200,
      tooLong: "Choose the original from the list.",
      notText: "Choose the original from the list.",
    }),
  ),
});

export type BlogPostInput = z.infer<typeof blogPostSchema>;

/**
 * Spec §5: a new post with its featured image, one rule for the API and the
 * editor. `Image` is what stands for the upload where it is checked: the
 * bytes in the blog service, `true` in the editor when a file is chosen (or
 * its draft already holds one); absent, null or false is none.
 */
export const newBlogPostSchema = <Image>() =>
  z.extend(blogPostSchema, {
    image: z.custom<Image>((value) => value !== undefined && value !== null && value !== false, {
      error: "Featured image is required",
    }),
  });

/** For edits: every field optional, the same rules where present. */
export const blogPostUpdateSchema = z.partial(blogPostSchema);
