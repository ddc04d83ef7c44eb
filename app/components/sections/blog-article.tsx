import { ArrowLeft, Languages, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { fill, fillText } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useLocale } from "#app/lib/locale.ts";
import { postPath } from "#app/lib/meta.ts";
import type { BlogPostSummary, PostReview, PostTranslation } from "#common/blog.ts";
import { hreflang, type Locale, languageTag } from "#common/i18n/locale.ts";
import { AuthorAvatar, BlogImagePlaceholder, formatPublishDate, isValidDate } from "./blog-meta.tsx";
import { BlogShare } from "./blog-share.tsx";
import { type BlogWords, useBlogWords } from "./blog-words.ts";

/** The listing, where an article's way back leads (the Hindi listing from a Hindi page). */
export const blogsPath = "/resources/blogs";

/** The listing filtered to one tag (an English path: a page links it in its own language). */
export const tagHref = (tag: string) => `${blogsPath}?tag=${encodeURIComponent(tag)}`;

/**
 * The link to a post's translation, written in the language it leads to (as
 * the header's language switcher is), so a reader of that language finds it.
 */
export const readThisIn: Record<Locale, string> = {
  en: "Read this in English",
  hi: "यह लेख हिन्दी में पढ़ें",
};

/**
 * Typography for the rendered Markdown (server/services/markdown.ts), written
 * as descendant variants on the one wrapper: the HTML comes from the renderer,
 * so its elements cannot carry classes. 19/32 px body, 60-75 characters a line.
 */
const prose = [
  "mt-10 text-ink text-lg leading-8 break-words",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-5",
  "[&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl",
  "[&_h3]:mt-8 [&_h3]:font-bold [&_h3]:text-xl",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-lg [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:marker:text-brand [&_li>ul]:mt-2 [&_li>ol]:mt-2 [&_li>p]:mt-0",
  "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_strong]:font-bold [&_em]:italic",
  "[&_blockquote]:mt-6 [&_blockquote]:border-brand [&_blockquote]:border-l-4 [&_blockquote]:bg-brand-tint [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-ink [&_blockquote>:first-child]:mt-0",
  "[&_code]:rounded-sm [&_code]:bg-brand-tint [&_code]:px-1.5 [&_code]:text-base",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-brand-tint [&_pre]:p-4 [&_pre_code]:px-0",
  "[&_hr]:my-10 [&_hr]:border-line",
  "[&_table]:mt-5 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-line [&_th]:bg-canvas [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
].join(" ");

/** The `<source>` sets of a stored image: the widths the store surely holds (never above the main one). */
function imageSources(url: string, width: number) {
  const base = url.replace(/-\d+\.webp$/, "");
  const widths = [...new Set([480, 960, width].filter((w) => w <= width))];
  const set = (format: "avif" | "webp") => widths.map((w) => `${base}-${w}.${format} ${w}w`).join(", ");
  return { avif: set("avif"), webp: set("webp") };
}

/**
 * The featured image, in AVIF where the browser takes it, at the width the
 * column needs; the placeholder in its box if it fails to load.
 */
function ArticleImage({
  url,
  width,
  height,
  alt,
  category,
}: {
  url: string;
  width: number;
  height: number;
  alt: string;
  category: string;
}) {
  // Shown instead by app/enhance/images.ts if the picture fails to load.
  const fallbackId = "article-image-fallback";
  const fallback = (
    <div id={fallbackId} hidden>
      <BlogImagePlaceholder category={category} aspectRatio={`${width} / ${height}`} className="mt-8" />
    </div>
  );
  const img = (
    <img
      {...mark(hooks.fallback, fallbackId)}
      src={url}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      className="mt-8 h-auto w-full rounded-lg bg-brand-tint"
    />
  );
  // The preview's image is a file not yet uploaded (a blob: address): no renditions yet.
  if (!/^\/media\/[a-f0-9]+-\d+\.webp$/.test(url)) {
    return (
      <>
        {img}
        {fallback}
      </>
    );
  }
  const sources = imageSources(url, width);
  const sizes = "(min-width: 45rem) 41rem, calc(100vw - 2rem)";
  return (
    <>
      <picture>
        <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
        <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
        {img}
      </picture>
      {fallback}
    </>
  );
}

type BlogArticleProps = {
  /** The post without its Markdown: the page carries `html` instead. */
  post: BlogPostSummary;
  /** The content as sanitised HTML, from the one Markdown renderer on the server. */
  html: string;
  /**
   * The editor's preview: the same article, but its way back is not a link
   * (leaving would lose the form), and its image may be a local file.
   */
  preview?: boolean;
  /** Where the reviewer's entry on the team page is, when they have one. */
  reviewerHref?: string | null;
};

const tagClass =
  "inline-flex min-h-8 items-center rounded-full bg-brand-tint px-3 py-1 font-medium text-brand-deep text-sm";

function BackToBlogs({
  preview,
  className,
  words,
}: {
  preview?: boolean;
  className: string;
  words: BlogWords;
}) {
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {words.blogArticleCopy.backToBlogs}
    </>
  );
  if (preview) return <span className={cn(className, "cursor-default")}>{content}</span>;
  return (
    <Link to={words.link(blogsPath)} className={className}>
      {content}
    </Link>
  );
}

/**
 * The post's translations a reader may open: one short link each, written
 * in its own language and marked so (`lang`, `hrefLang`). Nothing while it has none.
 */
function TranslationLinks({
  translations,
  preview,
  words,
}: {
  translations: readonly PostTranslation[];
  preview: boolean;
  words: BlogWords;
}) {
  if (translations.length === 0) return null;
  const linkClass =
    "inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2";
  return (
    <nav aria-label={words.blogArticleCopy.translations} className="mt-2">
      <ul className="flex flex-wrap gap-x-6">
        {translations.map((other) => {
          const content = (
            <>
              <Languages aria-hidden="true" className="size-5" />
              {readThisIn[other.language]}
            </>
          );
          return (
            <li key={`${other.language}/${other.slug}`}>
              {preview ? (
                <span lang={languageTag[other.language]} className={cn(linkClass, "cursor-default")}>
                  {content}
                </span>
              ) : (
                <a
                  href={postPath(other.slug, other.language)}
                  lang={languageTag[other.language]}
                  hrefLang={hreflang[other.language]}
                  className={linkClass}
                >
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * "Medically reviewed by NAME, CREDENTIAL, on DATE" (a sentence of its own
 * in Hindi; the name as staff typed it), linked to the reviewer's entry on
 * the team page when they have one, and when the next review falls. An
 * overdue review is flagged to staff in the back office, never hidden here.
 */
function ReviewLine({ review, href, words }: { review: PostReview; href?: string | null; words: BlogWords }) {
  const copy = words.blogArticleCopy;
  const name = href ? (
    <a
      href={href}
      className="font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
    >
      {review.name}
    </a>
  ) : (
    <span className="font-semibold text-ink">{review.name}</span>
  );
  return (
    <div data-review-line className="mt-4 flex gap-3 rounded-md bg-brand-tint px-4 py-3 text-ink">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div>
        <p>
          {fill(copy.reviewedBy, {
            name,
            credential: review.credential ? fillText(copy.credential, { credential: review.credential }) : "",
            date: (
              <time dateTime={review.reviewedAt}>{formatPublishDate(review.reviewedAt, words.locale)}</time>
            ),
          })}
        </p>
        {review.nextReviewAt && (
          <p className="mt-1 text-muted text-sm">
            {fill(copy.nextReview, {
              date: (
                <time dateTime={review.nextReviewAt}>
                  {formatPublishDate(review.nextReviewAt, words.locale)}
                </time>
              ),
            })}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Spec §2.15: one article, from its category label to the author block. The
 * words around the post follow the page's language (the preview: the post's,
 * as its readers will see it); the post's own words are staff's, marked with
 * its language where that is not the page's.
 */
export function BlogArticle({ post, html, preview = false, reviewerHref }: BlogArticleProps) {
  const pageLocale = useLocale();
  const words = useBlogWords(preview ? (post.language ?? "en") : undefined);
  const copy = words.blogArticleCopy;
  const published = formatPublishDate(post.publishDate, words.locale);
  const lang = words.langOf(post.language);
  // In the editor the screen's own heading is the h1.
  const Title = preview ? "h2" : "h1";
  return (
    <article
      lang={words.locale === pageLocale ? undefined : languageTag[words.locale]}
      className="container-read py-10 md:py-16"
    >
      <BackToBlogs
        preview={preview}
        words={words}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
      />
      <TranslationLinks translations={post.translations ?? []} preview={preview} words={words} />

      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-brand text-sm uppercase tracking-wider">
            {words.category(post.category)}
          </span>
          {post.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-tint px-3 py-1 font-semibold text-brand-deep text-xs">
              <Star aria-hidden="true" className="size-3.5" />
              {words.blogCardCopy.featured}
            </span>
          )}
        </p>
        <Title lang={lang} className="mt-3 font-bold text-3xl tracking-tight md:text-5xl">
          {post.title}
        </Title>
        <p lang={lang} className="mt-5 text-muted text-xl leading-8">
          {post.excerpt}
        </p>
        <div className="mt-6 flex items-center gap-3 border-line border-y py-4">
          <AuthorAvatar name={post.author} />
          <div>
            <p className="text-muted text-sm">{copy.writtenBy}</p>
            <p className="font-semibold text-ink">{post.author}</p>
            <p className="flex flex-wrap gap-x-2 text-muted text-sm">
              {isValidDate(post.publishDate) ? (
                <time dateTime={post.publishDate}>{published}</time>
              ) : (
                <span>{published}</span>
              )}
              <span aria-hidden="true">·</span>
              <span>{words.count(words.blogCardCopy.readTime, post.readTime)}</span>
            </p>
          </div>
        </div>
        {post.review && <ReviewLine review={post.review} href={reviewerHref} words={words} />}
      </header>

      {post.imageUrl && post.imageWidth && post.imageHeight ? (
        <ArticleImage
          // A new picture gets a new chance to load.
          key={post.imageUrl}
          url={post.imageUrl}
          width={post.imageWidth}
          height={post.imageHeight}
          alt={post.imageAlt || post.title}
          category={post.category}
        />
      ) : (
        <BlogImagePlaceholder category={post.category} className="mt-8" />
      )}

      {/* Safe: html:false and a link allow-list in the renderer; nothing else writes this. */}
      <div lang={lang} className={prose} dangerouslySetInnerHTML={{ __html: html }} />

      {post.tags.length > 0 && (
        <ul aria-label={copy.tags} className="mt-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              {preview ? (
                <span className={tagClass}>#{tag}</span>
              ) : (
                <Link
                  to={words.link(tagHref(tag))}
                  className={cn(tagClass, "hover:bg-brand-soft hover:underline")}
                >
                  #{tag}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}

      {/* The editor's preview has no address to share yet. */}
      {!preview && <BlogShare post={post} />}

      <section
        aria-labelledby="author-title"
        className="mt-10 flex gap-4 rounded-lg bg-surface p-6 shadow-card"
      >
        <AuthorAvatar name={post.author} large />
        <div>
          <h2 id="author-title" className="font-semibold text-muted text-sm uppercase tracking-wider">
            {copy.aboutAuthor}
          </h2>
          <p className="mt-1 font-bold text-ink text-xl">{post.author}</p>
          <p className="text-muted">{post.authorRole}</p>
        </div>
      </section>

      {preview ? (
        <span className={buttonClass("secondary", "md", "mt-10 cursor-default")}>
          <ArrowLeft aria-hidden="true" />
          {copy.backToBlogs}
        </span>
      ) : (
        <ButtonLink to={words.link(blogsPath)} variant="secondary" className="mt-10">
          <ArrowLeft aria-hidden="true" />
          {copy.backToBlogs}
        </ButtonLink>
      )}
    </article>
  );
}
