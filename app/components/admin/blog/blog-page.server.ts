import { data } from "react-router";
import { attempt, type servicesOf } from "#app/lib/services.server.ts";
import type { BlogPost } from "#common/blog.ts";
import { blogLimits, imageTooLargeMessage, manageListPageSize, type StaffRole } from "#common/constants.ts";
import type { BlogAnswer, BlogScreen, ListedPost, ManageList } from "./blog-screen.ts";
import {
  type FieldErrors,
  firstError,
  formErrorsOf,
  imageOf,
  postInputOf,
  validate,
  valuesFromForm,
  valuesOf,
} from "./form-values.ts";
import { messages, saveFailed } from "./messages.ts";
import { loadReviewLists, loadReviewPanel } from "./review-page.server.ts";

type Services = ReturnType<typeof servicesOf>;
type BlogService = Services["blog"];
type Actor = { id: string; username: string; role: StaffRole };

const listedOf = ({
  id,
  title,
  status,
  publishDate,
  category,
  tags,
}: Pick<BlogPost, "id" | "title" | "status" | "publishDate" | "category" | "tags">): ListedPost => ({
  id,
  title,
  status,
  publishDate,
  category,
  tags,
});

async function readList(blog: BlogService, params: URLSearchParams): Promise<ManageList> {
  const query = (page: string | null) => ({
    search: params.get("search") ?? "",
    status: params.get("status") ?? "",
    category: params.get("category") ?? "",
    page: page ?? "",
    limit: String(manageListPageSize),
  });
  let listed = await attempt(() => blog.list(query(params.get("page")), { staff: true }));
  if (!listed.ok)
    return { posts: [], total: 0, page: 1, pages: 1, error: messages.listFailed(listed.status) };
  const pages = Math.max(1, Math.ceil(listed.value.total / manageListPageSize));
  // A delete can empty the last page: show the last one that has rows.
  if (listed.value.page > pages) {
    listed = await attempt(() => blog.list(query(String(pages)), { staff: true }));
    if (!listed.ok)
      return { posts: [], total: 0, page: 1, pages: 1, error: messages.listFailed(listed.status) };
  }
  const { blogs, total, page } = listed.value;
  return { posts: blogs.map(listedOf), total, page, pages, error: null };
}

/** What the blog screen shows for its address: the list when asked for, the post being edited. */
export async function loadBlogScreen(
  services: Services,
  viewer: Actor,
  params: URLSearchParams,
): Promise<BlogScreen> {
  const { blog } = services;
  const editId = params.get("edit");
  const manage = params.get("manage") !== null || params.get("trash") !== null;
  const [list, edited, reviewLists, reviewPanel, choices] = await Promise.all([
    params.get("manage") ? readList(blog, params) : null,
    editId ? attempt(() => blog.get(editId, { staff: true })) : null,
    manage ? loadReviewLists(services, params) : null,
    editId ? loadReviewPanel(services, viewer, editId, params) : null,
    attempt(() => blog.list({ limit: "100" }, { staff: true })),
  ]);
  const originals = choices.ok
    ? choices.value.blogs.map(({ id, slug, title, language }) => ({ id, slug, title, language }))
    : [];
  const screen = { role: viewer.role, reviewLists, reviewPanel, originals };
  if (!edited) return { ...screen, list, editing: null, editError: null };
  if (!edited.ok) return { ...screen, list, editing: null, editError: messages.editFailed(edited) };
  const post = edited.value;
  const { id, title, status, publishDate, imageUrl, imageWidth, imageHeight } = post;
  return {
    ...screen,
    list,
    editing: {
      target: { id, title, status, publishDate, imageUrl, imageWidth, imageHeight },
      values: valuesOf(post),
    },
    editError: null,
  };
}

const answer = (body: BlogAnswer) => data<BlogAnswer>(body, { status: body.status });

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Publish or Update (`save`, spec §4: the form sends published) and Save
 * Draft (`draft`: spec §7's defaults in the empty fields). `id` names the
 * post being edited; `draftId` the server draft a new post was saved as,
 * which publishing updates rather than copies. The form is checked with the
 * shared schema first, and the image's size before it is read.
 */
export async function savePost(blog: BlogService, actor: Actor, intent: "save" | "draft", form: FormData) {
  const id = textOf(form, "id");
  const target = id || textOf(form, "draftId");
  const kind = id ? "update" : "create";
  const { values, tagError } = valuesFromForm(form);
  const image = imageOf(form);
  const failed = (status: number, error: string, fieldErrors: FieldErrors = {}) =>
    answer({
      intent,
      ok: false,
      status,
      message: intent === "save" ? saveFailed(kind, { status, error }) : messages.draftServerFailed,
      fieldErrors,
      values,
      imageSent: image !== null,
    });

  if (image && image.size > blogLimits.imageBytes) {
    return failed(413, imageTooLargeMessage, { image: imageTooLargeMessage });
  }
  if (intent === "save") {
    const errors = validate(values, { editing: Boolean(id), hasImage: image !== null || Boolean(target) });
    if (tagError) errors.tags = tagError;
    if (firstError(errors)) {
      return answer({
        intent,
        ok: false,
        status: 400,
        message: messages.required,
        fieldErrors: errors,
        values,
        imageSent: image !== null,
      });
    }
  }
  const writer = actor.role === "writer";
  const full = postInputOf(values, intent === "save" && !writer ? "published" : "draft", {
    draftDefaults: intent === "draft",
  });
  // A writer changes the text alone: a post they edit keeps its state and date (issue 33).
  const { status: _status, publishDate: _publishDate, ...text } = full;
  const input = writer && id ? text : full;
  const bytes = image ? new Uint8Array(await image.arrayBuffer()) : undefined;
  const saved = await attempt(() =>
    target ? blog.update(actor, target, input, bytes) : blog.create(actor, input, bytes),
  );
  if (!saved.ok) {
    const fieldErrors = formErrorsOf(saved.fieldErrors);
    if (saved.status === 413 || saved.status === 415) fieldErrors.image = saved.error;
    return failed(saved.status, saved.error, fieldErrors);
  }
  const done = saved.value.stagedChange
    ? messages.staged
    : writer
      ? messages.writerSaved
      : intent === "draft"
        ? messages.draftSavedServer
        : messages[kind === "create" ? "created" : "updated"];
  return answer({ intent, ok: true, status: 200, message: done, postId: saved.value.id });
}

/**
 * Delete (spec §4: permanent, after a confirmation). With JavaScript the
 * dialog asks and the form says `confirmed`; without, the first post answers
 * with the question, shown on the page with its own Delete.
 */
export async function deletePost(blog: BlogService, actor: Actor, form: FormData) {
  const id = textOf(form, "id");
  const failed = (status: number, error: string) =>
    answer({ intent: "delete", ok: false, status, message: messages.deleteFailed({ status, error }) });
  if (form.get("confirmed") !== "yes") {
    const found = await attempt(() => blog.get(id, { staff: true }));
    if (!found.ok) return failed(found.status, found.error);
    const { title } = found.value;
    return answer({
      intent: "delete",
      ok: false,
      status: 200,
      message: messages.deleteQuestion(title),
      confirmDelete: { id, title },
    });
  }
  const removed = await attempt(() => blog.remove(actor, id));
  if (!removed.ok) return failed(removed.status, removed.error);
  return answer({
    intent: "delete",
    ok: true,
    status: 200,
    message: messages.deleted(removed.value.title),
    postId: id,
  });
}
