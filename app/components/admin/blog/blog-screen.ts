import type { FormAnswer } from "#app/components/admin/form-answer.ts";
import type { BlogPost } from "#common/blog.ts";
import type { StaffRole } from "#common/constants.ts";
import type { Locale } from "#common/i18n/locale.ts";
import type { BlogFormValues } from "./form-values.ts";
import type { EditTarget } from "./local-draft.ts";
import type { ReviewLists, ReviewPanelData } from "./review-screen.ts";

/** A row of the Manage Blogs list: what it shows of a post. */
export type ListedPost = Pick<BlogPost, "id" | "title" | "status" | "publishDate" | "category" | "tags">;

/** The Manage Blogs list as the address asks for it: `?manage=1&search=&status=&category=&page=`. */
export type ManageList = {
  posts: ListedPost[];
  total: number;
  page: number;
  pages: number;
  /** Spec §8's "Error loading blogs: …" when the list could not be read. */
  error: string | null;
};

/** The post the address opens in the editor (`?edit=<id>`): its fields, and what the form shows beside them. */
export type EditedPost = { target: EditTarget; values: BlogFormValues };

/** What the blog page's loader gives the signed-in screen. */
export type BlogScreen = {
  /** The signed-in account's role: a writer saves and submits, a clinician reviews. */
  role: StaffRole;
  /** The editor's review panel, for a post being edited. */
  reviewPanel: ReviewPanelData | null;
  /** With the Manage list: posts due for review, and the trash when asked for. */
  reviewLists: ReviewLists | null;
  /** Null while the list is hidden (no `manage` in the address). */
  list: ManageList | null;
  editing: EditedPost | null;
  /** Why the post named by `?edit=` is not in the editor. */
  editError: string | null;
  /** The posts a post may be said to translate (the newest hundred): the editor's "Translation of" choices. */
  originals: PostChoice[];
};

/** A post as the "Translation of" list offers it. */
export type PostChoice = { id: string; slug: string; title: string; language: Locale };

/** The intents of the blog page's action that change something. */
export type ChangeIntent = "save" | "draft" | "delete";

/**
 * What the blog page's action answers to a change: the staff forms' one
 * answer (FormAnswer: spec §8's line, and on failure the errors by field and
 * the values sent, so that a page sent back without JavaScript shows them
 * again), with what the editor needs besides.
 */
export type BlogAnswer = FormAnswer<BlogFormValues> & {
  intent: ChangeIntent;
  /** The answer's status: 404 says a server draft is gone. */
  status: number;
  /** An image came with the form (a form sent back cannot keep it). */
  imageSent?: boolean;
  /** The post saved or deleted. */
  postId?: string;
  /** Without JavaScript a delete asks first, on the page: the post to confirm. */
  confirmDelete?: { id: string; title: string };
};

/**
 * What a change may come back as besides the action's answer: the session
 * ended (the staff gate's `{ ok: false, message }`, with no intent), or, with
 * JavaScript, the server could not be reached.
 */
export type ChangeResult = BlogAnswer | { ok: false; message: string; unreachable?: true };

export const isBlogAnswer = (value: unknown): value is BlogAnswer =>
  typeof value === "object" && value !== null && "intent" in value && "message" in value;
