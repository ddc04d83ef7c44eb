import { Eye, FolderOpen, List, ListX, PenLine, Save, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { BlogPost } from "#common/blog.ts";
import { type ApiFailure, createPost, deletePost, updatePost } from "./blog-api.ts";
import { BlogForm } from "./blog-form.tsx";
import { BlogList } from "./blog-list.tsx";
import { BlogPreview, LivePreview } from "./blog-preview.tsx";
import {
  addTags,
  type BlogFormValues,
  emptyValues,
  type FieldErrors,
  toFormData,
  validate,
  valuesOf,
} from "./form-values.ts";
import type { LocalImage } from "./image-field.tsx";
import { clearLocalDraft, type EditTarget, readLocalDraft, saveLocalDraft } from "./local-draft.ts";
import { messages, saveFailed } from "./messages.ts";
import { SessionEnded } from "./session-ended.tsx";

/** The order in which a failed check moves focus: the first field on screen with an error. */
const fieldOrder = [
  "title",
  "excerpt",
  "content",
  "author",
  "authorRole",
  "category",
  "tags",
  "image",
  "imageAlt",
  "publishAt",
] as const;

const short = { duration: 3000 };
const long = { duration: 6000 };

const targetOf = (post: BlogPost): EditTarget => ({
  id: post.id,
  title: post.title,
  status: post.status,
  publishDate: post.publishDate,
  imageUrl: post.imageUrl,
  imageWidth: post.imageWidth,
  imageHeight: post.imageHeight,
});

/**
 * Spec §2.19: the blog management screen. A create/edit form, the Manage
 * Blogs list, and the buttons Cancel Edit, Manage/Hide Blogs, Preview/Edit
 * Mode, Save Draft and Load Draft; saving and deleting go to the JSON API
 * (spec §7 #2-6), with spec §8's messages as toasts.
 */
export function BlogManager() {
  const hydrated = useHydrated();
  const { confirm, dialog } = useConfirm();
  const [values, setValues] = useState<BlogFormValues>(emptyValues);
  const [baseline, setBaseline] = useState<BlogFormValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<LocalImage | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  /** The server draft this browser's new post was last saved as (spec §7: Save Draft). */
  const [serverDraftId, setServerDraftId] = useState<string | null>(null);
  const [pendingTag, setPendingTag] = useState("");
  const [showList, setShowList] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [listVersion, setListVersion] = useState(0);
  /** Bumped to give the form fresh controls (the file input cannot be cleared otherwise). */
  const [formKey, setFormKey] = useState(0);
  const [focusNext, setFocusNext] = useState<string | null>(null);

  // Object URLs of chosen images are freed when replaced and when the screen goes.
  const shownImage = useRef<LocalImage | null>(null);
  useEffect(() => {
    const previous = shownImage.current;
    if (previous && previous !== image) URL.revokeObjectURL(previous.url);
    shownImage.current = image;
  }, [image]);
  useEffect(
    () => () => {
      if (shownImage.current) URL.revokeObjectURL(shownImage.current.url);
    },
    [],
  );

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const dirty =
    JSON.stringify(values) !== JSON.stringify(baseline) || image !== null || pendingTag.trim() !== "";

  /** The values with a typed but not yet added tag taken in. */
  const currentValues = (): BlogFormValues =>
    pendingTag.trim() ? { ...values, tags: addTags(values.tags, pendingTag).tags } : values;

  const load = (next: BlogFormValues, target: EditTarget | null, draftId: string | null) => {
    setValues(next);
    setBaseline(next);
    setEditing(target);
    setServerDraftId(draftId);
    setImage(null);
    setErrors({});
    setPendingTag("");
    setPreviewing(false);
    setFormKey((key) => key + 1);
  };
  const reset = () => load(emptyValues, null, null);

  /** Spec-less but necessary: a session that ended must not cost what was typed. */
  const onSessionEnded = () => {
    saveLocalDraft({ values: currentValues(), editing, serverDraftId });
    setSessionEnded(true);
  };
  const noteFailure = (failure: ApiFailure) => {
    if (failure.status === 401) onSessionEnded();
  };

  async function submit() {
    if (busy) return;
    const next = currentValues();
    if (next !== values) {
      setValues(next);
      setPendingTag("");
    }
    const found = validate(next, {
      editing: editing !== null,
      hasImage: image !== null || serverDraftId !== null,
    });
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) {
      toast.error(messages.required, short);
      document.getElementById(`post-${first}`)?.focus();
      return;
    }
    const kind = editing ? "update" : "create";
    const target = editing?.id ?? serverDraftId;
    setBusy(true);
    const form = toFormData(next, "published", image?.file ?? null);
    const answer = target ? await updatePost(target, form) : await createPost(form);
    setBusy(false);
    if (answer.ok) {
      toast.success(kind === "create" ? messages.created : messages.updated, short);
      clearLocalDraft();
      setSessionEnded(false);
      reset();
      setListVersion((n) => n + 1);
      setFocusNext("post-form-title");
      return;
    }
    noteFailure(answer);
    if (answer.status === 404 && !editing) setServerDraftId(null);
    const fromServer: FieldErrors = { ...(answer.fieldErrors as FieldErrors | undefined) };
    if (answer.status === 415 || answer.status === 413) fromServer.image = answer.error;
    setErrors(fromServer);
    toast.error(saveFailed(kind, answer), long);
  }

  async function saveDraft() {
    if (busy) return;
    const next = currentValues();
    if (!saveLocalDraft({ values: next, editing, serverDraftId })) {
      toast.error("This browser would not keep the draft: its storage is full or turned off.", long);
      return;
    }
    // A published post is never unpublished or copied by Save Draft.
    if (editing?.status === "published") {
      toast.success(messages.draftSavedLocalPublished, short);
      return;
    }
    // Spec §7: a server draft only with a title, content and an image (the server holds one already
    // once this draft has been there).
    const target = editing?.id ?? serverDraftId;
    if (!next.title.trim() || !next.content.trim() || (!image && !target)) {
      toast.info(messages.draftSavedLocal, short);
      return;
    }
    setBusy(true);
    const form = toFormData(next, "draft", image?.file ?? null, { draftDefaults: true });
    const answer = target ? await updatePost(target, form) : await createPost(form);
    setBusy(false);
    if (answer.ok) {
      if (!editing) {
        setServerDraftId(answer.value.id);
        saveLocalDraft({ values: next, editing, serverDraftId: answer.value.id });
      }
      setSessionEnded(false);
      setListVersion((n) => n + 1);
      toast.success(messages.draftSavedServer, short);
      return;
    }
    noteFailure(answer);
    if (answer.status === 404 && !editing) setServerDraftId(null);
    toast.error(messages.draftServerFailed, long);
  }

  async function loadDraft() {
    const draft = readLocalDraft();
    if (draft === "none") {
      toast.info(messages.noDraft, short);
      return;
    }
    if (draft === "corrupt") {
      toast.error(messages.draftCorrupt, long);
      return;
    }
    if (
      dirty &&
      !(await confirm({
        title: "Load the saved draft?",
        message: "What is in the form now will be replaced by the draft saved in this browser.",
        confirmLabel: "Load draft",
      }))
    ) {
      return;
    }
    load(draft.values, draft.editing, draft.serverDraftId);
    toast.success(messages.draftLoaded, short);
  }

  async function cancelEdit() {
    const sure = await confirm({
      title: "Stop editing?",
      message: messages.cancelQuestion,
      confirmLabel: "Discard changes",
      danger: true,
    });
    if (!sure) return;
    reset();
    toast.info(messages.editCancelled, short);
    setFocusNext("post-form-title");
  }

  async function edit(post: BlogPost) {
    if (
      dirty &&
      !(await confirm({
        title: "Edit another post?",
        message: messages.cancelQuestion,
        confirmLabel: "Discard changes",
        danger: true,
      }))
    ) {
      return;
    }
    load(valuesOf(post), targetOf(post), null);
    setShowList(false);
    toast.info(messages.editing(post.title), short);
    setFocusNext("post-form-title");
  }

  async function remove(post: BlogPost) {
    const sure = await confirm({
      title: "Delete this post?",
      message: messages.deleteQuestion(post.title),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!sure) return;
    setBusy(true);
    const answer = await deletePost(post.id);
    setBusy(false);
    if (!answer.ok) {
      noteFailure(answer);
      toast.error(messages.deleteFailed(answer), long);
      return;
    }
    toast.success(messages.deleted(post.title), short);
    if (editing?.id === post.id) reset();
    if (serverDraftId === post.id) setServerDraftId(null);
    setListVersion((n) => n + 1);
    setFocusNext("manage-title");
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h1 className="font-bold text-3xl">Blog posts</h1>
          <p className="mt-1 text-muted">
            {editing
              ? `Editing “${editing.title}”.`
              : "Write a new post, or open Manage Blogs to edit or delete one."}
          </p>
        </div>
      </div>
      <noscript>
        <p className="mt-4 rounded-md bg-accent-tint px-4 py-3">
          The blog manager needs JavaScript to upload images and save posts. Turn it on and reload.
        </p>
      </noscript>

      <div className="mt-5 flex flex-wrap gap-2">
        {editing && (
          <Button variant="secondary" onClick={cancelEdit} disabled={!hydrated}>
            <X aria-hidden="true" />
            Cancel Edit
          </Button>
        )}
        <Button
          variant="secondary"
          aria-expanded={showList}
          aria-controls="manage-blogs"
          onClick={() => setShowList(!showList)}
          disabled={!hydrated}
        >
          {showList ? <ListX aria-hidden="true" /> : <List aria-hidden="true" />}
          {showList ? "Hide Blogs" : "Manage Blogs"}
        </Button>
        <Button variant="secondary" onClick={() => setPreviewing(!previewing)} disabled={!hydrated}>
          {previewing ? <PenLine aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {previewing ? "Edit Mode" : "Preview"}
        </Button>
        <Button variant="secondary" onClick={saveDraft} disabled={!hydrated || busy}>
          <Save aria-hidden="true" />
          Save Draft
        </Button>
        <Button variant="secondary" onClick={loadDraft} disabled={!hydrated || busy}>
          <FolderOpen aria-hidden="true" />
          Load Draft
        </Button>
      </div>

      {sessionEnded && (
        <SessionEnded
          onReload={() => {
            saveLocalDraft({ values: currentValues(), editing, serverDraftId });
            window.location.reload();
          }}
        />
      )}

      {showList && (
        <div className="mt-6">
          <BlogList
            version={listVersion}
            busy={busy}
            onEdit={edit}
            onDelete={remove}
            onFailure={noteFailure}
          />
        </div>
      )}

      <div className="mt-8 gap-8 lg:grid lg:grid-cols-[minmax(0,44rem)_minmax(0,1fr)]">
        {previewing && (
          <div className="lg:col-span-2">
            <BlogPreview
              values={currentValues()}
              image={image}
              editing={editing}
              onSessionEnded={onSessionEnded}
            />
          </div>
        )}
        <BlogForm
          key={formKey}
          hidden={previewing}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          errors={errors}
          onErrors={(patch) => setErrors((current) => ({ ...current, ...patch }))}
          editing={editing}
          image={image}
          onImage={setImage}
          pendingTag={pendingTag}
          onPendingTag={setPendingTag}
          busy={busy}
          disabled={busy || !hydrated}
          onSubmit={submit}
        />
        {!previewing && (
          <LivePreview values={values} image={image} editing={editing} onSessionEnded={onSessionEnded} />
        )}
      </div>
      {dialog}
    </>
  );
}
