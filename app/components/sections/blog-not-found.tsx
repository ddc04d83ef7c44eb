import { ArrowLeft, FileQuestion } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { backToBlogs } from "./blog-article.tsx";

/** Spec §2.15 and §8: the panel for an article that does not exist (served with a 404 status). */
export function BlogNotFound() {
  return (
    <section aria-labelledby="article-missing-title" className="container-read py-16 md:py-24">
      <div className="rounded-xl border border-line bg-surface px-6 py-12 text-center shadow-card md:px-12">
        <FileQuestion aria-hidden="true" className="mx-auto size-12 text-brand" />
        <h1 id="article-missing-title" className="mt-4 font-bold text-3xl md:text-4xl">
          Article Not Found
        </h1>
        <p className="mt-3 text-lg text-muted">The requested article could not be found.</p>
        <p className="mt-1 text-muted">It may have moved, or the link may be mistyped.</p>
        <ButtonLink to={backToBlogs.to} className="mt-8">
          <ArrowLeft aria-hidden="true" />
          {backToBlogs.label}
        </ButtonLink>
      </div>
    </section>
  );
}
