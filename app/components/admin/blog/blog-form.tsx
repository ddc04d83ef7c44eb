import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { blogLimits, postCategories } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { formatReadTime, readTimeMinutes } from "#common/read-time.ts";
import { BlogPreview, LivePreview } from "./blog-preview.tsx";
import type { PostChoice } from "./blog-screen.ts";
import {
  type BlogFormValues,
  type FieldErrors,
  firstError,
  imageOf,
  istInputToIso,
  validate,
  valuesFromForm,
} from "./form-values.ts";
import { ImageField, type LocalImage } from "./image-field.tsx";
import type { EditTarget } from "./local-draft.ts";
import { messages } from "./messages.ts";
import { TagInput } from "./tag-input.tsx";

const categoryOptions = postCategories.map((category) => ({ value: category.id, label: category.label }));

/** Moves focus to a field of the form by its name. */
export const focusField = (name: string) => document.getElementById(`post-${name}`)?.focus();

/**
 * One of DESIGN's form groups: a fieldset whose legend is a small heading.
 * The legend floats so that it sits inside the card rather than on its border.
 */
function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-line bg-surface p-4 sm:p-6">
      <legend className="float-left w-full font-bold text-muted text-sm uppercase tracking-wider">
        {legend}
      </legend>
      <div className="clear-left space-y-6 pt-4">{children}</div>
    </fieldset>
  );
}

/** When the post appears, in words, for the line under the publish date. */
function publishNote(publishAt: string): string {
  const iso = istInputToIso(publishAt);
  if (!iso) return "Leave it empty to publish at once.";
  const when = formatIstDateTime(iso);
  return Date.parse(iso) > Date.now() ? `Scheduled: it appears on the site on ${when}.` : `Dated ${when}.`;
}

type BlogFormProps = {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** A writer's form saves (never publishes); review and publishing come after. */
  writer?: boolean;
  /** What the fields start with: the post being edited, a loaded draft, a form sent back, or nothing. */
  initial: BlogFormValues;
  /** The errors the form starts with (a form sent back without JavaScript). */
  initialErrors: FieldErrors;
  /** The page's latest answer with errors by field (with JavaScript): shown, and focus moves to the first. */
  reply: { fieldErrors?: FieldErrors } | null;
  editing: EditTarget | null;
  /** The server draft this new post was saved as (Save Draft), which Publish updates. */
  draftId: string | null;
  previewing: boolean;
  /** A save is on its way. */
  saving: boolean;
  /** A change is on its way: one at a time. */
  busy: boolean;
  onSend: (form: FormData) => void;
  onSessionEnded: () => void;
  /** The posts it may be said to translate (the one being edited is left out here). */
  originals: readonly PostChoice[];
};

const languageOptions = [
  { value: "en", label: "English" },
  { value: "hi", label: "Hindi (हिन्दी)" },
];

/** "Translation of": none, or any other post, each with its language. */
function translationOptions(originals: readonly PostChoice[], editingId: string | undefined) {
  return [
    { value: "", label: "Not a translation" },
    ...originals
      .filter((post) => post.id !== editingId)
      .map((post) => ({
        value: post.slug,
        label: `${post.title} (${post.language === "hi" ? "Hindi" : "English"})`,
      })),
  ];
}

/**
 * The create and edit form (spec §2.19, §5), in DESIGN's groups: Content,
 * Details, Image, Publishing; one column, at most 720 px wide, with its live
 * preview beside it on wide screens. A plain multipart form posted to the
 * page's action (`intent=save`), so it works without JavaScript; with it,
 * the form is checked with the shared schema before it is sent.
 */
export function BlogForm(props: BlogFormProps) {
  const { formRef, initial, editing, draftId, previewing, saving, busy } = props;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(props.initialErrors);
  const [image, setImage] = useState<LocalImage | null>(null);
  const patchErrors = (patch: FieldErrors) => setErrors((current) => ({ ...current, ...patch }));

  // Object URLs of chosen images are freed when replaced and when the form goes.
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

  // The page's answers with errors; one that came before this form did is not its own.
  const seen = useRef(props.reply);
  useEffect(() => {
    if (!props.reply || props.reply === seen.current) return;
    seen.current = props.reply;
    const found = props.reply.fieldErrors ?? {};
    setErrors(found);
    const first = firstError(found);
    if (first) focusField(first);
  }, [props.reply]);

  const minutes = readTimeMinutes(values.content);

  return (
    <div className="mt-8 gap-8 lg:grid lg:grid-cols-[minmax(0,44rem)_minmax(0,1fr)]">
      {previewing && (
        <div className="lg:col-span-2">
          <BlogPreview
            values={values}
            image={image}
            editing={editing}
            onSessionEnded={props.onSessionEnded}
          />
        </div>
      )}
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        hidden={previewing}
        aria-labelledby="post-form-title"
        onChange={(event) => setValues(valuesFromForm(new FormData(event.currentTarget)).values)}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const form = new FormData(event.currentTarget);
          const { values: next, tagError } = valuesFromForm(form);
          // The file field itself, not the picture shown, which is read a moment after it is chosen.
          const found = validate(next, { editing: editing !== null, hasImage: !!imageOf(form) || !!draftId });
          if (tagError) found.tags = tagError;
          setErrors(found);
          const first = firstError(found);
          if (first) {
            toast.error(messages.required, { duration: 3000 });
            focusField(first);
            return;
          }
          props.onSend(form);
        }}
        className="max-w-3xl space-y-6"
      >
        <h2 id="post-form-title" tabIndex={-1} className="font-bold text-2xl outline-none">
          {editing ? `Edit post: ${editing.title}` : "Write New Blog Post"}
        </h2>
        <input type="hidden" name="intent" value="save" />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        {!editing && draftId && <input type="hidden" name="draftId" value={draftId} />}

        <Group legend="Content">
          <Field
            id="post-title"
            name="title"
            label="Title"
            required
            error={errors.title}
            defaultValue={initial.title}
            maxLength={blogLimits.title}
          />
          <Field
            kind="textarea"
            id="post-excerpt"
            name="excerpt"
            label="Excerpt"
            required
            hint="One or two sentences for the blog listing and search results."
            error={errors.excerpt}
            defaultValue={initial.excerpt}
            rows={3}
            maxLength={blogLimits.excerpt}
          />
          <Field
            kind="textarea"
            id="post-content"
            name="content"
            label="Content"
            required={!editing}
            hint={
              <>
                Markdown: <code>## </code> starts a subheading, <code>**bold**</code>, <code>_italic_</code>,{" "}
                <code>- </code> a list item, <code>[words](https://…)</code> a link, <code>&gt; </code> a
                quote. HTML is shown as typed, never run.
              </>
            }
            note={formatReadTime(minutes)}
            error={errors.content}
            defaultValue={initial.content}
            rows={16}
            maxLength={blogLimits.content}
            controlClassName="font-mono text-sm leading-6"
          />
        </Group>

        <Group legend="Details">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              id="post-author"
              name="author"
              label="Author name"
              required
              error={errors.author}
              defaultValue={initial.author}
              autoComplete="name"
              maxLength={blogLimits.author}
            />
            <Field
              id="post-authorRole"
              name="authorRole"
              label="Author role"
              required
              error={errors.authorRole}
              defaultValue={initial.authorRole}
              autoComplete="organization-title"
              maxLength={blogLimits.authorRole}
            />
          </div>
          <Field
            kind="select"
            id="post-category"
            name="category"
            label="Category"
            options={categoryOptions}
            error={errors.category}
            defaultValue={initial.category}
          />
          <Field
            kind="select"
            id="post-language"
            name="language"
            label="Language"
            hint="A Hindi post's article is at /hi/blog/… and is listed on the Hindi blog and its feeds."
            options={languageOptions}
            error={errors.language}
            defaultValue={initial.language}
          />
          <Field
            kind="select"
            id="post-translationOf"
            name="translationOf"
            label="Translation of"
            hint="The same article in the other language: each then links to the other, for readers and search engines."
            options={translationOptions(props.originals, editing?.id)}
            error={errors.translationOf}
            defaultValue={initial.translationOf}
          />
          <TagInput
            id="post-tags"
            initial={initial.tags}
            error={errors.tags}
            onChange={(tags) => {
              setValues((current) => ({ ...current, tags }));
              if (tags.length > 0) patchErrors({ tags: undefined });
            }}
          />
        </Group>

        <Group legend="Image">
          <ImageField
            id="post-image"
            chosen={image}
            current={editing?.imageUrl ?? null}
            required={!editing}
            error={errors.image}
            onChoose={setImage}
            onError={(error) => patchErrors({ image: error })}
          />
          <Field
            id="post-imageAlt"
            name="imageAlt"
            label="Image description (alt text)"
            hint="What the picture shows, for people who cannot see it. Leave it empty to use the title."
            error={errors.imageAlt}
            defaultValue={initial.imageAlt}
            maxLength={blogLimits.imageAlt}
          />
        </Group>

        <Group legend="Publishing">
          <Field
            kind="checkbox"
            id="post-featured"
            name="featured"
            value="true"
            label="Featured post"
            hint="Featured posts lead the blog listing."
            defaultChecked={initial.featured}
          />
          <Field
            id="post-publishAt"
            name="publishAt"
            type="datetime-local"
            label="Publish date and time (IST)"
            hint="Indian Standard Time. A time in the future schedules the post."
            note={publishNote(values.publishAt)}
            error={errors.publishAt}
            defaultValue={initial.publishAt}
            controlClassName="sm:max-w-xs"
          />
          {props.writer ? (
            <p className="rounded-md bg-accent-tint px-4 py-3 text-ink">
              Save keeps your changes. A clinician reviews the post after you submit it, and a publisher puts
              it live.
            </p>
          ) : (
            editing?.status === "draft" && (
              <p className="rounded-md bg-accent-tint px-4 py-3 text-ink">
                This post is a draft. Update publishes it; Save Draft keeps it a draft.
              </p>
            )
          )}
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {props.writer
              ? saving
                ? "Saving..."
                : "Save"
              : saving
                ? editing
                  ? "Updating..."
                  : "Publishing..."
                : editing
                  ? "Update"
                  : "Publish"}
          </Button>
        </Group>
      </form>
      {!previewing && (
        <LivePreview values={values} image={image} editing={editing} onSessionEnded={props.onSessionEnded} />
      )}
    </div>
  );
}
