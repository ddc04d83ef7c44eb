import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { postPath } from "#app/lib/meta.ts";
import type { BlogPostSummary } from "#common/blog.ts";
import { BlogDateline, categoryIcon } from "./blog-meta.tsx";
import { useBlogWords } from "./blog-words.ts";

type BlogCardProps = {
  post: BlogPostSummary;
  /** h3 under the list's h2. */
  headingLevel?: "h3" | "h4";
  className?: string;
};

/**
 * One article in a list. The title is the link (to the post's address in its
 * own language); its ::after covers the card so the whole card is one large
 * tap target, and there is only one link to tab to. The words around the
 * post's own follow the page's language.
 */
export function BlogCard({ post, headingLevel: Heading = "h3", className }: BlogCardProps) {
  const Icon = categoryIcon(post.category);
  const words = useBlogWords();
  const lang = words.langOf(post.language);
  return (
    <article
      className={cn(
        "relative flex h-full gap-4 rounded-lg border border-line bg-surface p-5 shadow-card transition-colors hover:border-brand sm:p-6",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-brand-tint text-brand sm:inline-flex"
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-brand text-sm uppercase tracking-wider">
          {words.category(post.category)}
        </p>
        <Heading lang={lang} className="mt-1 font-semibold text-ink text-xl">
          <Link
            to={postPath(post.slug, post.language)}
            className="after:absolute after:inset-0 after:rounded-lg hover:underline hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={lang} className="mt-2 text-muted">
          {post.excerpt}
        </p>
        <p className="mt-3 font-medium text-ink text-sm">{post.author}</p>
        <BlogDateline publishDate={post.publishDate} readTime={post.readTime} className="mt-1" />
      </div>
    </article>
  );
}

/** A featured article: a larger card with its picture, or a drawn category mark when it has none. */
export function BlogFeaturedCard({ post }: { post: BlogPostSummary }) {
  const Icon = categoryIcon(post.category);
  const words = useBlogWords();
  const lang = words.langOf(post.language);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card transition-colors hover:border-brand">
      {post.imageUrl ? (
        // The title says what the article is; the picture is decoration here (its alt text is on the article).
        <img
          src={post.imageUrl}
          alt=""
          width={post.imageWidth ?? undefined}
          height={post.imageHeight ?? undefined}
          loading="lazy"
          decoding="async"
          className="h-36 w-full bg-brand-tint object-cover md:h-44"
        />
      ) : (
        <div
          aria-hidden="true"
          className="relative isolate flex h-36 items-center bg-brand-tint px-6 md:h-44"
        >
          <svg
            aria-hidden="true"
            className="-z-10 absolute inset-0 h-full w-full"
            viewBox="0 0 600 180"
            preserveAspectRatio="xMidYMid slice"
          >
            <circle cx="520" cy="30" r="120" fill="#cce9e4" />
            <circle cx="430" cy="170" r="60" fill="#fdf1d8" />
            <path
              d="M-20 150c90-50 180-60 270-20s170 40 260-10"
              fill="none"
              stroke="#ffffff"
              strokeWidth="18"
              strokeLinecap="round"
            />
          </svg>
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-surface text-brand shadow-card">
            <Icon className="size-8" />
          </span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-brand text-sm uppercase tracking-wider">
          {words.category(post.category)}
          <span className="rounded-full bg-accent-tint px-2 py-0.5 text-brand-deep text-xs normal-case tracking-normal">
            {words.blogCardCopy.featured}
          </span>
        </p>
        <h3 lang={lang} className="mt-2 font-bold text-2xl text-ink">
          <Link
            to={postPath(post.slug, post.language)}
            className="after:absolute after:inset-0 after:rounded-xl hover:underline hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </h3>
        <p lang={lang} className="mt-3 flex-1 text-muted">
          {post.excerpt}
        </p>
        <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="font-medium text-ink text-sm">{post.author}</p>
            <BlogDateline publishDate={post.publishDate} readTime={post.readTime} className="mt-1" />
          </div>
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand">
            {words.blogCardCopy.readArticle}
            <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
