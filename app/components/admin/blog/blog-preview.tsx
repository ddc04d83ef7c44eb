import { useCallback, useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { BlogArticle } from "#app/components/sections/blog-article.tsx";
import type { BlogPostSummary } from "#common/blog.ts";
import { blogPreviewPath } from "#common/staff-paths.ts";
import type { BlogFormValues } from "./form-values.ts";
import type { LocalImage } from "./image-field.tsx";
import type { EditTarget } from "./local-draft.ts";
import { previewFields } from "./preview-post.ts";

type PreviewAnswer =
  | { preview: { post: BlogPostSummary; html: string } }
  | { ok: false; message: string; ended?: true }
  | { ok: false; message: ""; unreachable: true };

const unreachable =
  "The server did not answer, so the preview could not be drawn. It is tried again with your next change.";

/** What a preview's answer says, read as the editor needs it (any answer that is not the preview's JSON is not drawn). */
async function answerOf(response: Response): Promise<PreviewAnswer> {
  const body = (await response.json().catch(() => null)) as PreviewAnswer | null;
  if (response.status === 401)
    return { ok: false, message: body && "message" in body ? body.message : "", ended: true };
  if (body && ("preview" in body || "message" in body)) return body;
  return { ok: false, message: "", unreachable: true };
}

/**
 * The preview asked of the server with a plain `fetch` (app/routes/admin/blog-preview.ts),
 * apart from React Router's posts: a preview changes nothing, so it must not
 * make the screen be read again. A newer ask cancels the one still on its way.
 */
function usePreview(onSessionEnded: () => void) {
  const [state, setState] = useState<{ busy: boolean; answer?: PreviewAnswer }>({ busy: false });
  const asking = useRef<AbortController | null>(null);
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;
  useEffect(() => () => asking.current?.abort(), []);

  const ask = useCallback(async (fields: Record<string, string>) => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    setState((current) => ({ ...current, busy: true }));
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    let answer: PreviewAnswer;
    try {
      answer = await answerOf(
        await fetch(blogPreviewPath, { method: "POST", body, signal: controller.signal }),
      );
    } catch {
      // fetch() rejects when there is no answer at all (or this ask was cancelled).
      answer = { ok: false, message: "", unreachable: true };
    }
    if (controller.signal.aborted) return;
    asking.current = null;
    setState({ busy: false, answer });
    if ("ended" in answer) ended.current();
  }, []);
  return { ...state, ask };
}

type BlogPreviewProps = {
  values: BlogFormValues;
  image: LocalImage | null;
  editing: EditTarget | null;
  onSessionEnded: () => void;
};

/**
 * Spec §4's read-only preview, exactly as the article page will show it: the
 * fields go to the preview's address, which renders the Markdown with the
 * article page's renderer, and the answer is drawn by the article page's own
 * component. The image is the chosen file, or the stored one.
 */
export function BlogPreview({ values, image, editing, onSessionEnded }: BlogPreviewProps) {
  const { busy, answer, ask } = usePreview(onSessionEnded);
  const heading = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one preview per entry into preview mode
  useEffect(() => {
    ask(previewFields(values));
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="preview-title" className="rounded-lg border border-line bg-canvas">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-line border-b bg-surface px-4 py-3 sm:px-6">
        <h2 id="preview-title" ref={heading} tabIndex={-1} className="font-bold text-xl outline-none">
          Preview
        </h2>
        <p className="text-muted text-sm">As readers will see it. Choose Edit Mode to change it.</p>
      </div>
      <div aria-busy={busy}>
        {busy || !answer ? (
          <p className="p-6 text-muted">Rendering the preview...</p>
        ) : (
          <PreviewBody answer={answer} image={image} editing={editing} />
        )}
      </div>
    </section>
  );
}

/** The article from the preview's answer, with the image the browser holds. */
function PreviewBody({
  answer,
  image,
  editing,
}: {
  answer: PreviewAnswer;
  image: LocalImage | null;
  editing: EditTarget | null;
}) {
  if ("message" in answer) {
    return (
      <p className="p-6 font-semibold text-danger">
        {"unreachable" in answer ? unreachable : answer.message}
      </p>
    );
  }
  const stored = editing?.imageUrl && editing.imageWidth && editing.imageHeight ? editing : null;
  const post: BlogPostSummary = {
    ...answer.preview.post,
    imageUrl: image?.url ?? stored?.imageUrl ?? null,
    imageWidth: image ? image.width || 1200 : (stored?.imageWidth ?? null),
    imageHeight: image ? image.height || 800 : (stored?.imageHeight ?? null),
  };
  return <BlogArticle post={post} html={answer.preview.html} preview />;
}

/** DESIGN's wide-screen layout: the lg breakpoint, where the preview sits beside the editor. */
const wide = "(min-width: 64rem)";

/**
 * DESIGN: on wide screens the editor has its preview beside it, rendered by
 * the same action a short pause after each change. On phones it is not
 * shown (nor fetched): the Preview button toggles the full one there.
 */
export function LivePreview({ values, image, editing, onSessionEnded }: BlogPreviewProps) {
  const { answer, ask } = usePreview(onSessionEnded);
  // Another change under way (a save, a review step, a restored revision):
  // the preview waits until it is done, and draws what the change left.
  const navigation = useNavigation();
  const others = useFetchers().some((other) => other.state !== "idle");
  const busy = navigation.state !== "idle" || others;
  const [enabled, setEnabled] = useState(false);
  const fields = JSON.stringify(previewFields(values));

  useEffect(() => {
    const query = window.matchMedia(wide);
    const update = () => setEnabled(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const empty = !values.title.trim() && !values.content.trim();
  useEffect(() => {
    if (!enabled || empty || busy) return;
    const timer = setTimeout(() => ask(JSON.parse(fields)), 600);
    return () => clearTimeout(timer);
  }, [fields, enabled, empty, busy, ask]);

  return (
    <aside aria-labelledby="live-preview-title" className="hidden min-w-0 lg:block">
      <h2 id="live-preview-title" className="font-bold text-muted text-sm uppercase tracking-wider">
        Live preview
      </h2>
      <div className="mt-2 rounded-lg border border-line bg-canvas">
        {answer && !empty ? (
          <PreviewBody answer={answer} image={image} editing={editing} />
        ) : (
          <p className="p-6 text-muted">The post appears here as you write.</p>
        )}
      </div>
    </aside>
  );
}
