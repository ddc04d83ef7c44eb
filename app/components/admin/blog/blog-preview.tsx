import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useFetchers, useNavigation } from "react-router";
import { BlogArticle } from "#app/components/sections/blog-article.tsx";
import type { BlogPostSummary } from "#common/blog.ts";
import type { BlogFormValues } from "./form-values.ts";
import type { LocalImage } from "./image-field.tsx";
import type { EditTarget } from "./local-draft.ts";
import { previewFields } from "./preview-post.ts";

type PreviewAnswer =
  | { preview: { post: BlogPostSummary; html: string } }
  | { ok: false; message: string; unreachable?: true };

/** The session ended: the staff gate answered instead of the preview (not a preview that could not be sent). */
const sessionEnded = (answer: PreviewAnswer | undefined) =>
  answer !== undefined && "message" in answer && !("unreachable" in answer);

const unreachable =
  "The server did not answer, so the preview could not be drawn. It is tried again with your next change.";

type BlogPreviewProps = {
  values: BlogFormValues;
  image: LocalImage | null;
  editing: EditTarget | null;
  onSessionEnded: () => void;
};

/**
 * Spec §4's read-only preview, exactly as the article page will show it: the
 * fields go to the page's action (`intent=preview`), which renders the
 * Markdown with the article page's renderer, and the answer is drawn by the
 * article page's own component. The image is the chosen file, or the stored one.
 */
export function BlogPreview({ values, image, editing, onSessionEnded }: BlogPreviewProps) {
  const fetcher = useFetcher<PreviewAnswer>();
  const heading = useRef<HTMLHeadingElement>(null);
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one preview per entry into preview mode
  useEffect(() => {
    fetcher.submit(previewFields(values), { method: "post" });
    heading.current?.focus();
  }, []);

  const answer = fetcher.data;
  useEffect(() => {
    if (sessionEnded(answer)) ended.current();
  }, [answer]);

  return (
    <section aria-labelledby="preview-title" className="rounded-lg border border-line bg-canvas">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-line border-b bg-surface px-4 py-3 sm:px-6">
        <h2 id="preview-title" ref={heading} tabIndex={-1} className="font-bold text-xl outline-none">
          Preview
        </h2>
        <p className="text-muted text-sm">As readers will see it. Choose Edit Mode to change it.</p>
      </div>
      <div aria-busy={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" || !answer ? (
          <p className="p-6 text-muted">Rendering the preview...</p>
        ) : (
          <PreviewBody answer={answer} image={image} editing={editing} />
        )}
      </div>
    </section>
  );
}

/** The article from the action's answer, with the image the browser holds. */
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
  const key = `live-preview-${useId()}`;
  const fetcher = useFetcher<PreviewAnswer>({ key });
  // Another change under way (a save, a review step, a restored revision):
  // the preview waits until it is done. After each post React Router reads
  // the page again, and cuts short a reading still under way when a later
  // one lands; the preview's (the staff frame's alone) would land first and
  // leave the screen as it was before the change.
  const navigation = useNavigation();
  const others = useFetchers().some((other) => other.key !== key && other.state !== "idle");
  const busy = navigation.state !== "idle" || others;
  const [enabled, setEnabled] = useState(false);
  const fields = JSON.stringify(previewFields(values));
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;

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
    const timer = setTimeout(() => submit.current(JSON.parse(fields), { method: "post" }), 600);
    return () => clearTimeout(timer);
  }, [fields, enabled, empty, busy]);

  const answer = fetcher.data;
  useEffect(() => {
    if (sessionEnded(answer)) ended.current();
  }, [answer]);

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
