import { Button } from "#app/components/ui/button.tsx";
import { blogLimits, postCategories } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { formatReadTime, readTimeMinutes } from "#common/read-time.ts";
import { describedBy, Field, inputClass } from "./field.tsx";
import { type BlogFormValues, type FieldErrors, istInputToIso } from "./form-values.ts";
import { ImageField, type LocalImage } from "./image-field.tsx";
import type { EditTarget } from "./local-draft.ts";
import { TagInput } from "./tag-input.tsx";

type BlogFormProps = {
  values: BlogFormValues;
  onChange: (patch: Partial<BlogFormValues>) => void;
  errors: FieldErrors;
  onErrors: (patch: FieldErrors) => void;
  editing: EditTarget | null;
  image: LocalImage | null;
  onImage: (image: LocalImage | null) => void;
  pendingTag: string;
  onPendingTag: (text: string) => void;
  /** A save is in flight. */
  busy: boolean;
  /** Not ready yet (before hydration) or busy. */
  disabled: boolean;
  hidden: boolean;
  onSubmit: () => void;
};

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

/**
 * The create and edit form (spec §2.19, §5), in DESIGN's groups: Content,
 * Details, Image, Publishing. One column, at most 720 px wide.
 */
export function BlogForm(props: BlogFormProps) {
  const { values, onChange, errors, onErrors, editing, image, busy, hidden } = props;
  const text = (name: "title" | "excerpt" | "author" | "authorRole" | "imageAlt") => ({
    id: `post-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [name]: event.target.value }),
    "aria-invalid": errors[name] ? true : undefined,
  });
  const minutes = readTimeMinutes(values.content);

  return (
    <form
      noValidate
      hidden={hidden}
      aria-labelledby="post-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      className="max-w-3xl space-y-6"
    >
      <h2 id="post-form-title" tabIndex={-1} className="font-bold text-2xl outline-none">
        {editing ? `Edit post: ${editing.title}` : "Write New Blog Post"}
      </h2>

      <Group legend="Content">
        <Field id="post-title" label="Title" required error={errors.title}>
          <input
            type="text"
            {...text("title")}
            aria-required="true"
            maxLength={blogLimits.title}
            aria-describedby={describedBy("post-title", false, errors.title)}
            className={inputClass}
          />
        </Field>
        <Field
          id="post-excerpt"
          label="Excerpt"
          required
          hint="One or two sentences for the blog listing and search results."
          error={errors.excerpt}
        >
          <textarea
            {...text("excerpt")}
            rows={3}
            aria-required="true"
            maxLength={blogLimits.excerpt}
            aria-describedby={describedBy("post-excerpt", true, errors.excerpt)}
            className={inputClass}
          />
        </Field>
        <Field
          id="post-content"
          label="Content"
          required={!editing}
          hint={
            <>
              Markdown: <code>## </code> starts a subheading, <code>**bold**</code>, <code>_italic_</code>,{" "}
              <code>- </code> a list item, <code>[words](https://…)</code> a link, <code>&gt; </code> a quote.
              HTML is shown as typed, never run.
            </>
          }
          error={errors.content}
        >
          <textarea
            id="post-content"
            name="content"
            value={values.content}
            onChange={(event) => onChange({ content: event.target.value })}
            rows={16}
            aria-required={!editing || undefined}
            aria-invalid={errors.content ? true : undefined}
            maxLength={blogLimits.content}
            aria-describedby={`${describedBy("post-content", true, errors.content)} post-read-time`}
            className={`${inputClass} font-mono text-sm leading-6`}
          />
          <p id="post-read-time" className="mt-2 text-muted text-sm">
            {formatReadTime(minutes)}
          </p>
        </Field>
      </Group>

      <Group legend="Details">
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="post-author" label="Author name" required error={errors.author}>
            <input
              type="text"
              {...text("author")}
              aria-required="true"
              autoComplete="name"
              maxLength={blogLimits.author}
              aria-describedby={describedBy("post-author", false, errors.author)}
              className={inputClass}
            />
          </Field>
          <Field id="post-authorRole" label="Author role" required error={errors.authorRole}>
            <input
              type="text"
              {...text("authorRole")}
              aria-required="true"
              autoComplete="organization-title"
              maxLength={blogLimits.authorRole}
              aria-describedby={describedBy("post-authorRole", false, errors.authorRole)}
              className={inputClass}
            />
          </Field>
        </div>
        <Field id="post-category" label="Category" error={errors.category}>
          <select
            id="post-category"
            name="category"
            value={values.category}
            onChange={(event) => onChange({ category: event.target.value as BlogFormValues["category"] })}
            aria-describedby={describedBy("post-category", false, errors.category)}
            className={inputClass}
          >
            {postCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </Field>
        <TagInput
          id="post-tags"
          tags={values.tags}
          onChange={(tags) => {
            onChange({ tags });
            if (tags.length > 0) onErrors({ tags: undefined });
          }}
          error={errors.tags}
          pending={props.pendingTag}
          onPending={props.onPendingTag}
        />
      </Group>

      <Group legend="Image">
        <ImageField
          id="post-image"
          chosen={image}
          current={editing?.imageUrl ?? null}
          required={!editing}
          error={errors.image}
          onChoose={props.onImage}
          onError={(error) => onErrors({ image: error })}
        />
        <Field
          id="post-imageAlt"
          label="Image description (alt text)"
          hint="What the picture shows, for people who cannot see it. Leave it empty to use the title."
          error={errors.imageAlt}
        >
          <input
            type="text"
            {...text("imageAlt")}
            maxLength={blogLimits.imageAlt}
            aria-describedby={describedBy("post-imageAlt", true, errors.imageAlt)}
            className={inputClass}
          />
        </Field>
      </Group>

      <Group legend="Publishing">
        <div className="flex items-start gap-3">
          <input
            id="post-featured"
            type="checkbox"
            checked={values.featured}
            onChange={(event) => onChange({ featured: event.target.checked })}
            aria-describedby="post-featured-hint"
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <div>
            <label htmlFor="post-featured" className="font-semibold">
              Featured post
            </label>
            <p id="post-featured-hint" className="text-muted text-sm">
              Featured posts lead the blog listing.
            </p>
          </div>
        </div>
        <Field
          id="post-publishAt"
          label="Publish date and time (IST)"
          hint="Indian Standard Time. A time in the future schedules the post."
          error={errors.publishAt}
        >
          <input
            id="post-publishAt"
            type="datetime-local"
            value={values.publishAt}
            onChange={(event) => onChange({ publishAt: event.target.value })}
            aria-invalid={errors.publishAt ? true : undefined}
            aria-describedby={`${describedBy("post-publishAt", true, errors.publishAt)} post-publish-note`}
            className={`${inputClass} sm:max-w-xs`}
          />
          <p id="post-publish-note" className="mt-2 text-muted text-sm">
            {publishNote(values.publishAt)}
          </p>
        </Field>
        {editing?.status === "draft" && (
          <p className="rounded-md bg-accent-tint px-4 py-3 text-ink">
            This post is a draft. Update publishes it; Save Draft keeps it a draft.
          </p>
        )}
        <Button type="submit" size="lg" disabled={props.disabled} className="w-full sm:w-auto">
          {busy ? (editing ? "Updating..." : "Publishing...") : editing ? "Update" : "Publish"}
        </Button>
      </Group>
    </form>
  );
}
