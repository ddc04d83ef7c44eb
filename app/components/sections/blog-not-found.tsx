import { ArrowLeft, FileQuestion } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { blogsPath } from "./blog-article.tsx";
import { useBlogWords } from "./blog-words.ts";

/**
 * Spec §2.15 and §8: the panel for an article that does not exist (served
 * with a 404 status), in the page's language, its way back to that language's listing.
 */
export function BlogNotFound() {
  const words = useBlogWords();
  const copy = words.blogNotFoundCopy;
  return (
    <section aria-labelledby="article-missing-title" className="container-read py-16 md:py-24">
      <div className="rounded-xl border border-line bg-surface px-6 py-12 text-center shadow-card md:px-12">
        <FileQuestion aria-hidden="true" className="mx-auto size-12 text-brand" />
        <h1 id="article-missing-title" className="mt-4 font-bold text-3xl md:text-4xl">
          {copy.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{copy.text}</p>
        <p className="mt-1 text-muted">{copy.hint}</p>
        <ButtonLink to={words.link(blogsPath)} className="mt-8">
          <ArrowLeft aria-hidden="true" />
          {words.blogArticleCopy.backToBlogs}
        </ButtonLink>
      </div>
    </section>
  );
}
