import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { blogLimits } from "#common/constants.ts";
import { addTags } from "./form-values.ts";

type TagInputProps = {
  id: string;
  /** The tags the form starts with. */
  initial: string[];
  error?: string;
  /** The tags changed (the form's other fields say so themselves). */
  onChange: (tags: string[]) => void;
};

const hint = `Up to ${blogLimits.tags}, each at most ${blogLimits.tagLength} characters. Press Enter or type a comma to add one.`;

/**
 * Tags (spec §5: up to 10, trimmed, no duplicates, 50 characters each).
 * Without JavaScript, one box of tags separated by commas (`tagText`). With
 * it, removable chips (sent as `tags`, a JSON list) and the box for the next ones:
 * Enter, a comma or Add adds what is typed, a pasted "a, b, c" adds three,
 * and what is left typed is sent with the form and added there.
 */
export function TagInput({ id, initial, error, onChange }: TagInputProps) {
  const hydrated = useHydrated();
  const [tags, setTags] = useState(initial);
  const [pending, setPending] = useState("");
  const [notice, setNotice] = useState<string | undefined>();
  const shown = notice ?? error;

  if (!hydrated) {
    return (
      <Field
        key="plain"
        id={id}
        name="tagText"
        label="Tags"
        required
        hint={hint}
        error={error}
        defaultValue={initial.join(", ")}
        maxLength={(blogLimits.tagLength + 2) * blogLimits.tags}
      />
    );
  }

  const change = (next: string[]) => {
    setTags(next);
    onChange(next);
  };
  const add = () => {
    const result = addTags(tags, pending);
    change(result.tags);
    setNotice(result.error);
    if (!result.error) setPending("");
  };

  return (
    <div>
      <Field
        key="chips"
        id={id}
        name="tagText"
        label="Tags"
        required
        hint={hint}
        error={shown}
        value={pending}
        maxLength={blogLimits.tagLength * blogLimits.tags}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(",")) {
            const last = text.slice(text.lastIndexOf(",") + 1);
            const result = addTags(tags, text.slice(0, text.lastIndexOf(",")));
            change(result.tags);
            setNotice(result.error);
            setPending(result.error ? text : last);
          } else {
            setNotice(undefined);
            setPending(text);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add();
          }
        }}
        end={
          <Button variant="secondary" onClick={add} disabled={!pending.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        }
      />
      <input type="hidden" name="tags" value={JSON.stringify(tags)} />
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
                  change(tags.filter((t) => t !== tag));
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
    </div>
  );
}
