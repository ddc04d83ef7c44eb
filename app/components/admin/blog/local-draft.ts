import type { BlogPost } from "#common/blog.ts";
import { blogLimits, postCategoryIds } from "#common/constants.ts";
import { type BlogFormValues, emptyValues } from "./form-values.ts";

/** The post being edited, as far as the form needs it beyond its fields. */
export type EditTarget = Pick<
  BlogPost,
  "id" | "title" | "status" | "publishDate" | "imageUrl" | "imageWidth" | "imageHeight"
>;

/**
 * Spec §3: one saved blog draft per browser. It keeps the fields, which post
 * was being edited (so a draft of an edit goes back to that post) and the
 * server draft it was last sent as; never the image, which localStorage
 * cannot hold.
 */
export type LocalDraft = {
  values: BlogFormValues;
  editing: EditTarget | null;
  serverDraftId: string | null;
  savedAt: string;
};

const key = "anvaya_blog_draft";

/** Stores the draft; false when the browser refuses (storage full or turned off). */
export function saveLocalDraft(draft: Omit<LocalDraft, "savedAt">): boolean {
  try {
    localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, or storage turned off: nothing to clear.
  }
}

const isString = (value: unknown): value is string => typeof value === "string";

/** The fields of a stored draft, or null when they are not what the form wrote. */
function readValues(raw: unknown): BlogFormValues | null {
  if (typeof raw !== "object" || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const texts = ["title", "excerpt", "content", "author", "authorRole", "publishAt", "imageAlt"] as const;
  if (!texts.every((name) => v[name] === undefined || isString(v[name]))) return null;
  if (!Array.isArray(v.tags) || !v.tags.every(isString)) return null;
  if (v.featured !== undefined && typeof v.featured !== "boolean") return null;
  const category = (postCategoryIds as readonly unknown[]).includes(v.category)
    ? (v.category as BlogFormValues["category"])
    : emptyValues.category;
  const text = (name: (typeof texts)[number]) => (isString(v[name]) ? v[name] : "");
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    content: text("content"),
    author: text("author"),
    authorRole: text("authorRole"),
    category,
    tags: v.tags.slice(0, blogLimits.tags),
    featured: v.featured === true,
    publishAt: text("publishAt"),
    imageAlt: text("imageAlt"),
    language: v.language === "hi" ? "hi" : "en",
    translationOf: isString(v.translationOf) ? v.translationOf.slice(0, 200) : "",
  };
}

function readTarget(raw: unknown): EditTarget | null | undefined {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== "object") return undefined;
  const t = raw as Record<string, unknown>;
  if (!isString(t.id) || !isString(t.title) || (t.status !== "draft" && t.status !== "published"))
    return undefined;
  const num = (value: unknown) => (typeof value === "number" ? value : null);
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    publishDate: isString(t.publishDate) ? t.publishDate : "",
    imageUrl: isString(t.imageUrl) ? t.imageUrl : null,
    imageWidth: num(t.imageWidth),
    imageHeight: num(t.imageHeight),
  };
}

/** The stored draft; "none" when there is none, "corrupt" when it cannot be read back. */
export function readLocalDraft(): LocalDraft | "none" | "corrupt" {
  let stored: string | null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    return "none";
  }
  if (stored === null) return "none";
  try {
    const parsed = JSON.parse(stored) as Record<string, unknown>;
    const values = readValues(parsed.values);
    const editing = readTarget(parsed.editing);
    if (!values || editing === undefined) return "corrupt";
    return {
      values,
      editing,
      serverDraftId: isString(parsed.serverDraftId) ? parsed.serverDraftId : null,
      savedAt: isString(parsed.savedAt) ? parsed.savedAt : "",
    };
  } catch {
    return "corrupt";
  }
}
