import { ArrowLeft, Star } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { BlogPost } from "#common/blog.ts";
import { blogCategoryLabel } from "#common/constants.ts";
import { formatReadTime, readTimeMinutes } from "#common/read-time.ts";
import { AuthorAvatar, formatPublishDate } from "./blog-meta.tsx";

export const backToBlogs = { label: "Back to Blogs", to: "/resources/blogs" } as const;

type Block = { kind: "heading" | "paragraph"; text: string } | { kind: "list"; items: string[] };

/**
 * Spec §2.15: "the content with line breaks preserved". Blank lines separate
 * blocks; a block starting "## " is a subheading and one made only of "- "
 * lines is a list. Anything else is a paragraph that keeps its line breaks.
 */
export function contentBlocks(content: string): Block[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3).trim() };
      const lines = block.split("\n");
      if (lines.every((line) => line.startsWith("- "))) {
        return { kind: "list", items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: "paragraph", text: block };
    });
}

function ArticleBody({ content }: { content: string }) {
  return (
    <div className="mt-10 text-ink text-lg leading-8">
      {contentBlocks(content).map((block, index) => {
        if (block.kind === "heading") {
          return (
            <h2 key={index} className="mt-10 font-bold text-2xl">
              {block.text}
            </h2>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={index} className="mt-5 list-disc space-y-2 pl-6 marker:text-brand">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="mt-5 whitespace-pre-line first:mt-0">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}

/** Spec §2.15: one article, from its category label to the author block. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const published = formatPublishDate(post.publishDate);
  return (
    <article className="container-read py-10 md:py-16">
      <Link
        to={backToBlogs.to}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {backToBlogs.label}
      </Link>

      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-brand text-sm uppercase tracking-wider">
            {blogCategoryLabel(post.category)}
          </span>
          {post.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-tint px-3 py-1 font-semibold text-brand-deep text-xs">
              <Star aria-hidden="true" className="size-3.5" />
              Featured
            </span>
          )}
        </p>
        <h1 className="mt-3 font-bold text-3xl tracking-tight md:text-5xl">{post.title}</h1>
        <p className="mt-5 text-muted text-xl leading-8">{post.excerpt}</p>
        <div className="mt-6 flex items-center gap-3 border-line border-y py-4">
          <AuthorAvatar name={post.author} />
          <div>
            <p className="font-semibold text-ink">{post.author}</p>
            <p className="flex flex-wrap gap-x-2 text-muted text-sm">
              {published === "Date unavailable" ? (
                <span>{published}</span>
              ) : (
                <time dateTime={post.publishDate}>{published}</time>
              )}
              <span aria-hidden="true">·</span>
              <span>{formatReadTime(readTimeMinutes(post.content))}</span>
            </p>
          </div>
        </div>
      </header>

      <ArticleBody content={post.content} />

      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-tint px-3 py-1 font-medium text-brand-deep text-sm"
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}

      <section
        aria-labelledby="author-title"
        className="mt-10 flex gap-4 rounded-lg bg-surface p-6 shadow-card"
      >
        <AuthorAvatar name={post.author} large />
        <div>
          <h2 id="author-title" className="font-semibold text-muted text-sm uppercase tracking-wider">
            About the author
          </h2>
          <p className="mt-1 font-bold text-ink text-xl">{post.author}</p>
          <p className="text-muted">{post.authorRole}</p>
        </div>
      </section>

      <ButtonLink to={backToBlogs.to} variant="secondary" className="mt-10">
        <ArrowLeft aria-hidden="true" />
        {backToBlogs.label}
      </ButtonLink>
    </article>
  );
}
