import { type BlogCategoryFilter, blogCategories } from "#common/constants.ts";

/**
 * The categories worth a link: all, the chosen one, and every one with posts.
 * The listing's category buttons and the sidebar's category list both show
 * these, so the rule lives here rather than in either of them.
 */
export function categoriesShown(counts: Record<string, number>, chosen: BlogCategoryFilter) {
  return blogCategories.filter(
    (item) => item.id === "all" || item.id === chosen || (counts[item.id] ?? 0) > 0,
  );
}
