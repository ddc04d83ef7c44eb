import { z } from "zod/mini";
import {
  blogCategories,
  blogCategoryFilterOf,
  blogListPageSize,
  postCategoryIds,
  postStatuses,
} from "#common/constants.ts";
import { locales } from "#common/i18n/locale.ts";
import { limitParam, pageParam, searchParam } from "./paging.ts";

/** The listing's "all" plus every category a stored post may carry. */
const categoryFilters = [...new Set([...blogCategories.map((c) => c.id), ...postCategoryIds])] as [
  string,
  ...string[],
];

/** What `fields` may ask for: `summary`, each post without its body. */
export const blogListFields = ["summary"] as const;

/**
 * Spec §7 #2: `GET /api/blogs?limit=50&page=1` plus optional status, category
 * and search (over title, excerpt and author), language, and `fields=summary`
 * for posts without their bodies. The status filter is for staff; anonymous
 * readers only ever see published posts.
 */
export const blogListQuerySchema = z.object({
  limit: limitParam(blogListPageSize.max, blogListPageSize.default),
  page: pageParam(),
  status: z.optional(z.enum(postStatuses, { error: "Status is draft or published." })),
  /** An id or a label ("Mental Health", "All Articles"), in any case, as for a post (blog-post.ts). */
  category: z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === "string" ? (blogCategoryFilterOf(value) ?? value) : value,
      ),
      z.enum(categoryFilters, { error: "Unknown category." }),
    ),
  ),
  search: searchParam(),
  /** Only posts in this language (the editor's choice of an original to translate). */
  language: z.optional(z.enum(locales, { error: "Language is en or hi." })),
  /** `summary`: each post without its `content` (a list of cards needs no bodies); absent, whole posts. */
  fields: z.optional(z.enum(blogListFields, { error: "Fields is summary (each post without its content)." })),
});

export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
