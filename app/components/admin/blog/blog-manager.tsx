import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { withParams } from "#app/components/admin/leads/list-params.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { BlogForm } from "./blog-form.tsx";
import { BlogList } from "./blog-list.tsx";
import type { BlogAnswer, BlogScreen, ChangeIntent, ChangeResult, ListedPost } from "./blog-screen.ts";
import { isBlogAnswer } from "./blog-screen.ts";
import { BlogToolbar } from "./blog-toolbar.tsx";
import {
  type BlogFormValues,
  emptyValues,
  type FieldErrors,
  imageOf,
  valuesFromForm,
} from "./form-values.ts";
import { clearLocalDraft, readLocalDraft, saveLocalDraft } from "./local-draft.ts";
import { messages, saveFailed } from "./messages.ts";
import { PostedAnswer } from "./posted-answer.tsx";
import { ReviewLists } from "./review-lists.tsx";
import { ReviewPanel } from "./review-panel.tsx";
import type { ReviewAnswer } from "./review-screen.ts";
import { SessionEnded } from "./session-ended.tsx";

const short = { duration: 3000 };
const long = { duration: 6000 };

/** What the form of one editing session starts from. */
type Start = { instance: string; values: BlogFormValues; errors: FieldErrors; draftId: string | null };

/** A loaded local draft, waiting for the address to reach the post it was written for. */
type Seed = { forKey: string; values: BlogFormValues; draftId: string | null };

/** A change sent with JavaScript: what it was, for the words of its outcome. */
type Sent = { intent: ChangeIntent; kind: "create" | "update" };

type BlogManagerProps = BlogScreen & {
  /** The action's answer to a form sent without JavaScript. */
  posted: BlogAnswer | undefined;
  /** The answer to a review step or a restore sent without JavaScript. */
  reviewed?: ReviewAnswer | undefined;
};

/**
 * Spec §2.19: the blog management screen. What it shows is its address (the
 * loader's list and post); what it changes goes to the page's action, as
 * plain form posts that also work without JavaScript. With JavaScript the
 * changes go by fetcher with spec §8's toasts, the form is checked before it
 * is sent, and the preview and local drafts are added.
 */
export function BlogManager({
  list,
  editing,
  editError,
  posted,
  reviewed,
  role,
  reviewPanel,
  reviewLists,
  originals,
}: BlogManagerProps) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const changes = useFetcher<ChangeResult>();
  const busy = changes.state !== "idle";
  const sent = useRef<Sent | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const seed = useRef<Seed | null>(null);
  const baseline = useRef<string>("");
  const focusOnStart = useRef<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [reply, setReply] = useState<{ fieldErrors?: FieldErrors } | null>(null);

  // One editing session per post in the address (and per reset): the form
  // starts afresh from a loaded draft, a form sent back, the post, or nothing.
  // A restored revision (a new newest one) starts the form afresh from the restored text.
  const editKey = editing?.target.id ?? "new";
  const instance = `${editKey}:${formKey}:${reviewPanel?.revisions[0]?.id ?? ""}`;
  const startFor = (): Start => {
    const loaded = seed.current;
    if (loaded && (loaded.forKey === editKey || editError)) {
      return { instance, values: loaded.values, errors: {}, draftId: editing ? null : loaded.draftId };
    }
    if (posted?.intent === "save" && !posted.ok && posted.values && formKey === 0) {
      const errors = { ...posted.fieldErrors };
      if (posted.imageSent && !errors.image) {
        errors.image = "Choose the image again: a form sent back with errors cannot keep it.";
      }
      return { instance, values: posted.values, errors, draftId: null };
    }
    return { instance, values: editing?.values ?? emptyValues, errors: {}, draftId: null };
  };
  const [started, setStart] = useState(startFor);
  let start = started;
  if (start.instance !== instance) {
    start = startFor();
    setStart(start);
    setPreviewing(false);
  }
  const setDraftId = (draftId: string | null) => setStart((current) => ({ ...current, draftId }));

  /** The form's fields as they stand. */
  const readForm = () => (form.current ? valuesFromForm(new FormData(form.current)).values : start.values);
  const dirty = () =>
    JSON.stringify(readForm()) !== baseline.current ||
    (form.current !== null && imageOf(new FormData(form.current)) !== null);

  // A new editing session: its starting fields are the baseline for "unsaved changes".
  const begin = useEffectEvent((_instance: string) => {
    seed.current = null;
    baseline.current = JSON.stringify(readForm());
    if (focusOnStart.current) document.getElementById(focusOnStart.current)?.focus();
    focusOnStart.current = null;
  });
  useEffect(() => begin(instance), [instance]);

  // Spec §8's "Editing: …" when the editor takes up a post; a page opened on
  // one says so in its headings.
  const editingId = editing?.target.id;
  const announced = useRef(editingId);
  const announce = useEffectEvent(() => {
    if (editing) toast.info(messages.editing(editing.target.title), short);
  });
  useEffect(() => {
    if (editingId && editingId !== announced.current) announce();
    announced.current = editingId;
  }, [editingId]);

  useEffect(() => {
    if (list?.error) toast.error(list.error, long);
  }, [list?.error]);

  /** Spec-less but necessary: a session that ended must not cost what was typed. */
  const endSession = () => {
    saveLocalDraft({ values: readForm(), editing: editing?.target ?? null, serverDraftId: start.draftId });
    setSessionEnded(true);
  };

  const withoutEdit = () =>
    navigate(withParams(params, { edit: null }), { replace: true, preventScrollReset: true });

  const send = (data: FormData, what: Sent) => {
    sent.current = what;
    changes.submit(data, { method: "post", encType: "multipart/form-data" });
  };

  /** What a change came back with: spec §8's toast, and the screen brought up to date. */
  const settle = useEffectEvent((result: ChangeResult, was: Sent) => {
    if (!isBlogAnswer(result)) {
      // The session ended (the gate's answer), or the server could not be reached.
      const status = "unreachable" in result ? 0 : 401;
      if (status === 401) endSession();
      const failure = { status, error: result.message };
      if (was.intent === "save") toast.error(saveFailed(was.kind, failure), long);
      else if (was.intent === "draft") toast.error(messages.draftServerFailed, long);
      else toast.error(messages.deleteFailed(failure), long);
      return;
    }
    if (!result.ok) {
      if (result.status === 404 && result.intent !== "delete" && !editing) setDraftId(null);
      if (result.intent === "save") setReply({ fieldErrors: result.fieldErrors });
      toast.error(result.message, long);
      return;
    }
    toast.success(result.message, short);
    if (result.intent === "save") {
      clearLocalDraft();
      setSessionEnded(false);
      focusOnStart.current = "post-form-title";
      if (editing) withoutEdit();
      else setFormKey((key) => key + 1);
    } else if (result.intent === "draft") {
      setSessionEnded(false);
      if (!editing && result.postId) {
        setDraftId(result.postId);
        saveLocalDraft({ values: readForm(), editing: null, serverDraftId: result.postId });
      }
    } else {
      if (start.draftId === result.postId) setDraftId(null);
      if (editing?.target.id === result.postId) withoutEdit();
      document.getElementById("manage-title")?.focus();
    }
  });

  useEffect(() => {
    const was = sent.current;
    if (changes.state !== "idle" || !changes.data || !was) return;
    sent.current = null;
    settle(changes.data, was);
  }, [changes.state, changes.data]);

  async function saveDraft() {
    if (busy || !form.current) return;
    const data = new FormData(form.current);
    const values = valuesFromForm(data).values;
    if (!saveLocalDraft({ values, editing: editing?.target ?? null, serverDraftId: start.draftId })) {
      toast.error("This browser would not keep the draft: its storage is full or turned off.", long);
      return;
    }
    // A published post is never unpublished or copied by Save Draft.
    if (editing?.target.status === "published") {
      toast.success(messages.draftSavedLocalPublished, short);
      return;
    }
    // Spec §7: a server draft only with a title, content and an image (the server holds one already
    // once this draft has been there).
    const target = editing?.target.id ?? start.draftId;
    if (!values.title.trim() || !values.content.trim() || (!imageOf(data) && !target)) {
      toast.info(messages.draftSavedLocal, short);
      return;
    }
    data.set("intent", "draft");
    send(data, { intent: "draft", kind: editing ? "update" : "create" });
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
      dirty() &&
      !(await confirm({
        title: "Load the saved draft?",
        message: "What is in the form now will be replaced by the draft saved in this browser.",
        confirmLabel: "Load draft",
      }))
    ) {
      return;
    }
    const forKey = draft.editing?.id ?? "new";
    seed.current = { forKey, values: draft.values, draftId: draft.serverDraftId };
    // A draft of an edit goes back to its post: the address says which.
    if (forKey !== editKey) navigate(withParams(params, { edit: draft.editing?.id ?? null }));
    else setFormKey((key) => key + 1);
    toast.success(messages.draftLoaded, short);
  }

  async function cancelEdit(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const sure = await confirm({
      title: "Stop editing?",
      message: messages.cancelQuestion,
      confirmLabel: "Discard changes",
      danger: true,
    });
    if (!sure) return;
    focusOnStart.current = "post-form-title";
    navigate(withParams(params, { edit: null }), { preventScrollReset: true });
    toast.info(messages.editCancelled, short);
  }

  async function edit(event: React.MouseEvent<HTMLAnchorElement>, post: ListedPost, href: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (post.id === editing?.target.id) return;
    focusOnStart.current = "post-form-title";
    if (!dirty()) return;
    event.preventDefault();
    const sure = await confirm({
      title: "Edit another post?",
      message: messages.cancelQuestion,
      confirmLabel: "Discard changes",
      danger: true,
    });
    if (sure) navigate(href);
    else focusOnStart.current = null;
  }

  async function remove(event: React.FormEvent<HTMLFormElement>, post: ListedPost) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const sure = await confirm({
      title: "Delete this post?",
      message: messages.deleteQuestion(post.title),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!sure) return;
    data.set("confirmed", "yes");
    send(data, { intent: "delete", kind: "update" });
  }

  return (
    <>
      <div>
        <h1 className="font-bold text-3xl">Blog posts</h1>
        <p className="mt-1 text-muted">
          {editing
            ? `Editing “${editing.target.title}”.`
            : "Write a new post, or open Manage Blogs to edit or delete one."}
        </p>
      </div>
      <noscript>
        <p className="mt-4 rounded-md bg-accent-tint px-4 py-3">
          Without JavaScript you can still publish, edit and delete posts. The preview and drafts kept in this
          browser need it.
        </p>
      </noscript>

      <BlogToolbar
        params={params}
        editing={editing !== null}
        listShown={list !== null}
        previewing={previewing}
        hydrated={hydrated}
        busy={busy}
        onCancelEdit={cancelEdit}
        onTogglePreview={() => setPreviewing(!previewing)}
        onSaveDraft={saveDraft}
        onLoadDraft={loadDraft}
      />

      {sessionEnded && (
        <SessionEnded
          onReload={() => {
            endSession();
            window.location.reload();
          }}
        />
      )}
      {posted && <PostedAnswer answer={posted} params={params} />}

      {reviewed && (
        <p
          role={reviewed.ok ? "status" : "alert"}
          className={`mt-6 rounded-md px-4 py-3 font-semibold ${reviewed.ok ? "bg-brand-tint" : "bg-danger-tint text-danger"}`}
        >
          {reviewed.message}
        </p>
      )}

      {list && (
        <div className="mt-6">
          <BlogList list={list} params={params} busy={busy} onEdit={edit} onDelete={remove} />
        </div>
      )}
      {reviewLists && <ReviewLists lists={reviewLists} params={params} />}

      {editError && (
        <p role="alert" className="mt-6 rounded-md bg-danger-tint px-4 py-3 font-semibold text-danger">
          {editError}
        </p>
      )}

      <BlogForm
        key={instance}
        formRef={form}
        initial={start.values}
        initialErrors={start.errors}
        reply={reply}
        editing={editing?.target ?? null}
        draftId={start.draftId}
        previewing={previewing}
        saving={busy && changes.formData?.get("intent") === "save"}
        busy={busy}
        onSend={(data) => send(data, { intent: "save", kind: editing ? "update" : "create" })}
        onSessionEnded={endSession}
        writer={role === "writer"}
        originals={originals}
      />
      {reviewPanel && editing && <ReviewPanel panel={reviewPanel} />}
      {dialog}
    </>
  );
}
