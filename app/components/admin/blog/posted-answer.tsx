import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { withParams } from "#app/components/admin/leads/list-params.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import type { BlogAnswer } from "./blog-screen.ts";
import { fieldOrder } from "./form-values.ts";

/** The form's labels, for the error summary's links. */
const labels: Record<(typeof fieldOrder)[number], string> = {
  title: "Title",
  excerpt: "Excerpt",
  content: "Content",
  author: "Author name",
  authorRole: "Author role",
  category: "Category",
  tags: "Tags",
  language: "Language",
  translationOf: "Translation of",
  image: "Featured image",
  imageAlt: "Image description (alt text)",
  publishAt: "Publish date and time (IST)",
};

/**
 * The answer to a form sent without JavaScript (with it, answers are
 * toasts): a status line after a change; after a refused save, DESIGN's
 * error summary, each error a link to its field; and the question a delete
 * asks first, with its own Delete.
 */
export function PostedAnswer({ answer, params }: { answer: BlogAnswer; params: URLSearchParams }) {
  if (answer.confirmDelete) {
    const { id, title } = answer.confirmDelete;
    return (
      <section
        aria-labelledby="confirm-delete-title"
        className="mt-6 rounded-lg border-2 border-danger bg-surface p-4 sm:p-5"
      >
        <h2 id="confirm-delete-title" className="font-bold text-danger text-lg">
          Delete this post?
        </h2>
        <p className="mt-2">{answer.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={withParams(params, {})} className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Form
            method="post"
            action={id === params.get("edit") ? withParams(params, { edit: null }) : undefined}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" className="bg-danger hover:bg-danger/90">
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only"> “{title}”</span>
            </Button>
          </Form>
        </div>
      </section>
    );
  }
  if (answer.ok) {
    return (
      <p role="status" className="mt-6 rounded-md bg-success-tint px-4 py-3 font-semibold text-success">
        {answer.message}
      </p>
    );
  }
  const errors = fieldOrder.filter((name) => answer.fieldErrors?.[name]);
  return (
    <div role="alert" className="mt-6 rounded-lg border-2 border-danger bg-surface p-4 sm:p-5">
      <p className="font-bold text-danger text-lg">{answer.message}</p>
      {errors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {errors.map((name) => (
            <li key={name}>
              <a href={`#post-${name}`} className="font-semibold text-danger underline">
                {labels[name]}: {answer.fieldErrors?.[name]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
