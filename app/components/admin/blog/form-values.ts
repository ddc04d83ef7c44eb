import type { BlogPost } from "#common/blog.ts";
import { type BlogCategory, blogLimits, defaultPostCategory, postCategoryIds } from "#common/constants.ts";
import { isoToIstInput, istInputToIso } from "#common/format-date.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { blogPostSchema, newBlogPostSchema } from "#common/schemas/blog-post.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";

/** What the create/edit form holds (spec §3 Blog post), everything but the image file. */
export type BlogFormValues = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorRole: string;
  category: BlogCategory;
  tags: string[];
  featured: boolean;
  /** A `datetime-local` value read as IST ("2026-11-23T10:30"); empty: publish now. */
  publishAt: string;
  imageAlt: string;
  /** The language it is written in (issue 36). */
  language: Locale;
  /** The slug of the post it translates (or that translates it); empty: none. */
  translationOf: string;
};

export type FieldErrors = Partial<Record<keyof BlogFormValues | "image", string>>;

export const emptyValues: BlogFormValues = {
  title: "",
  excerpt: "",
  content: "",
  author: "",
  authorRole: "",
  category: defaultPostCategory,
  tags: [],
  featured: false,
  publishAt: "",
  imageAlt: "",
  language: "en",
  translationOf: "",
};

/** The publish time's IST ⇄ UTC conversions live beside the other IST dates, in common/ (the server's tests use them too). */
export { isoToIstInput, istInputToIso };

/**
 * Spec §5's tag rules applied as a tag is added: trimmed, no duplicates
 * (ignoring case), at most 10, each at most 50 characters. Returns the new
 * list, or the reason it cannot be added.
 */
export function addTags(tags: string[], input: string): { tags: string[]; error?: string } {
  const next = [...tags];
  for (const raw of input.split(",")) {
    const tag = raw.trim();
    if (!tag) continue;
    if (tag.length > blogLimits.tagLength) {
      return { tags: next, error: `Each tag is at most ${blogLimits.tagLength} characters.` };
    }
    if (next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (next.length >= blogLimits.tags) return { tags: next, error: `Use at most ${blogLimits.tags} tags.` };
    next.push(tag);
  }
  return { tags: next };
}

/** The form's fields as the shared schema and the API read them (the publish time in UTC). */
export function toPostInput(values: BlogFormValues) {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    author: values.author,
    authorRole: values.authorRole,
    category: values.category,
    tags: values.tags,
    featured: values.featured,
    publishDate: istInputToIso(values.publishAt),
    imageAlt: values.imageAlt,
    language: values.language,
    translationOf: values.translationOf,
  };
}

/** A new post in the editor: its image is there when a file is chosen or its draft holds one. */
const newPost = newBlogPostSchema<true>();

/**
 * Spec §5 with the shared schema: title, excerpt, author, author role and a
 * tag always; content and a featured image only when creating.
 */
export function validate(values: BlogFormValues, mode: { editing: boolean; hasImage: boolean }): FieldErrors {
  const input = toPostInput(values);
  const parsed = mode.editing
    ? blogPostSchema.safeParse(input)
    : newPost.safeParse({ ...input, image: mode.hasImage });
  const errors: FieldErrors = parsed.success ? {} : (fieldErrorsOf(parsed.error) as FieldErrors);
  if (values.publishAt.trim() && !istInputToIso(values.publishAt)) {
    errors.publishAt = "Use a date and time like 23/11/2026, 10:30 am.";
  }
  if (mode.editing) delete errors.content;
  return errors;
}

/** Spec §7: what a server draft fills in for the fields left empty. */
export const draftDefaults = {
  excerpt: "Draft excerpt",
  author: "Draft Author",
  authorRole: "Draft Role",
  tags: ["draft"],
} as const;

/** The order in which a failed check moves focus: the first field on screen with an error. */
export const fieldOrder = [
  "title",
  "excerpt",
  "content",
  "author",
  "authorRole",
  "category",
  "tags",
  "language",
  "translationOf",
  "image",
  "imageAlt",
  "publishAt",
] as const;

/** The first field, in the form's order, that has an error; undefined when none has. */
export const firstError = (errors: FieldErrors) => fieldOrder.find((name) => errors[name]);

/** A text field of a form, its line breaks as the browser's fields hold them (a sent form has CRLF). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
};

/** The tags added as chips: a JSON list of text, as spec §7's multipart body sends them; none when unreadable. */
function addedTags(json: string): string[] {
  try {
    const parsed = JSON.parse(json || "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The editor's fields as the form sends them, with or without JavaScript:
 * `tags`, the tags added (a JSON list), and `tagText`, what is typed in the
 * tag box and not added yet (without JavaScript, every tag, separated by
 * commas), both taken in by spec §5's tag rules. `tagError` says why a tag
 * was left out.
 */
export function valuesFromForm(form: FormData): { values: BlogFormValues; tagError?: string } {
  const chips = addTags([], addedTags(textOf(form, "tags")).join(","));
  const typed = addTags(chips.tags, textOf(form, "tagText"));
  const category = textOf(form, "category");
  return {
    values: {
      title: textOf(form, "title"),
      excerpt: textOf(form, "excerpt"),
      content: textOf(form, "content"),
      author: textOf(form, "author"),
      authorRole: textOf(form, "authorRole"),
      category: (postCategoryIds as readonly string[]).includes(category)
        ? (category as BlogCategory)
        : defaultPostCategory,
      tags: typed.tags,
      featured: ["true", "on"].includes(textOf(form, "featured")),
      publishAt: textOf(form, "publishAt"),
      imageAlt: textOf(form, "imageAlt"),
      language: textOf(form, "language") === "hi" ? "hi" : "en",
      translationOf: textOf(form, "translationOf").trim().slice(0, 200),
    },
    tagError: chips.error ?? typed.error,
  };
}

/** The image file a form carries; null when none was chosen. */
export function imageOf(form: FormData): File | null {
  const file = form.get("image");
  return file instanceof File && file.size > 0 ? file : null;
}

/**
 * What the blog service reads from the form (as spec §7 #3-4's multipart
 * body): the publish time in UTC, the status, and for a server draft spec
 * §7's defaults in the fields left empty.
 */
export function postInputOf(
  values: BlogFormValues,
  status: "draft" | "published",
  options: { draftDefaults?: boolean } = {},
) {
  const input = toPostInput(values);
  const fill = <T>(value: T, fallback: T, empty: boolean) =>
    options.draftDefaults && empty ? fallback : value;
  return {
    ...input,
    title: input.title.trim(),
    excerpt: fill(input.excerpt.trim(), draftDefaults.excerpt, !input.excerpt.trim()),
    author: fill(input.author.trim(), draftDefaults.author, !input.author.trim()),
    authorRole: fill(input.authorRole.trim(), draftDefaults.authorRole, !input.authorRole.trim()),
    tags: fill(input.tags, [...draftDefaults.tags], input.tags.length === 0),
    imageAlt: input.imageAlt.trim(),
    status,
  };
}

/** The service's names for the form's fields, where they differ. */
const formNames: Record<string, keyof FieldErrors> = { publishDate: "publishAt" };

/** A service's field errors under the form's names. */
export const formErrorsOf = (errors: Record<string, string> = {}): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [formNames[name] ?? name, message]));

/** A stored post as the form shows it for editing. */
export function valuesOf(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    authorRole: post.authorRole,
    category: (postCategoryIds as readonly string[]).includes(post.category)
      ? (post.category as BlogCategory)
      : defaultPostCategory,
    tags: post.tags,
    featured: post.featured,
    publishAt: isoToIstInput(post.publishDate),
    imageAlt: post.imageAlt ?? "",
    language: post.language,
    translationOf: post.translations[0]?.slug ?? "",
  };
}
