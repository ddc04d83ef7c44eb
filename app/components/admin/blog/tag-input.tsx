import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { blogLimits } from "#common/constants.ts";
import { controlClass, describedBy, Field } from "./field.tsx";
import { addTags } from "./form-values.ts";

type TagInputProps = {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  /** What is typed but not yet added; the form adds it on submit. */
  pending: string;
  onPending: (text: string) => void;
};

/**
 * Tags as removable chips (spec §5: up to 10, trimmed, no duplicates, 50
 * characters each). Enter, a comma or Add adds what is typed; a pasted
 * "a, b, c" adds three.
 */
export function TagInput({ id, tags, onChange, error, pending, onPending }: TagInputProps) {
  const [notice, setNotice] = useState<string | undefined>();
  const add = () => {
    const result = addTags(tags, pending);
    onChange(result.tags);
    setNotice(result.error);
    if (!result.error) onPending("");
  };
  const shown = notice ?? error;
  return (
    <Field
      id={id}
      label="Tags"
      required
      hint={`Up to ${blogLimits.tags}, each at most ${blogLimits.tagLength} characters. Press Enter or type a comma to add one.`}
      error={shown}
    >
      <div className="mt-2 flex gap-2">
        <input
          type="text"
          id={id}
          value={pending}
          maxLength={blogLimits.tagLength * blogLimits.tags}
          aria-required="true"
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, true, shown)}
          onChange={(event) => {
            const text = event.target.value;
            if (text.includes(",")) {
              const last = text.slice(text.lastIndexOf(",") + 1);
              const result = addTags(tags, text.slice(0, text.lastIndexOf(",")));
              onChange(result.tags);
              setNotice(result.error);
              onPending(result.error ? text : last);
            } else {
              setNotice(undefined);
              onPending(text);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          className={`${controlClass} min-w-0 flex-1`}
        />
        <Button variant="secondary" onClick={add} disabled={!pending.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {tags.length > 0 && (
        <ul aria-label="Tags added" className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-tint py-1 pr-1 pl-3 font-medium text-brand-deep"
            >
              {tag}
              <button
                type="button"
                onClick={() => {
                  onChange(tags.filter((t) => t !== tag));
                  setNotice(undefined);
                }}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-soft"
                aria-label={`Remove tag ${tag}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
