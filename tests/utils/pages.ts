import { hindiPaths, pathIn } from "#common/i18n/locale.ts";
import { comingSoonAliases, publicPages } from "#common/public-paths.ts";

/** Every public path a visitor can reach, including the spellings the spec uses. */
export const allPublicPaths: string[] = [
  ...publicPages,
  "/resources/Whitepapers",
  "/resources/blogs",
  ...comingSoonAliases,
  ...hindiPaths.map((path) => pathIn("hi", path)),
];
