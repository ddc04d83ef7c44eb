import {
  BookOpenText,
  Brain,
  Building2,
  Cpu,
  FileText,
  HeartHandshake,
  Lightbulb,
  type LucideIcon,
  Newspaper,
  Sprout,
  Sun,
} from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { initialsOf } from "#app/lib/initials.ts";
import type { BlogCategory } from "#common/constants.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { blogWordsIn, useBlogWords } from "./blog-words.ts";

/** Intl's language for a page's dates: English as written in India, and Hindi for India. */
const dateLanguage: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

const dateFormats = Object.fromEntries(
  Object.entries(dateLanguage).map(([locale, language]) => [
    locale,
    new Intl.DateTimeFormat(language, {
      day: "numeric",
      month: "long",
      year: "numeric",
      // India's date (DESIGN: times in IST), the same on the server and in the
      // browser whatever the visitor's clock: a post scheduled for 1 am IST is
      // dated that day, not the day before as in UTC.
      timeZone: "Asia/Kolkata",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** Whether a stored date parses (a date that does not is shown as unavailable, spec §8). */
export const isValidDate = (value: string) => !Number.isNaN(new Date(value).getTime());

/**
 * "10 November 2026" ("10 नवंबर 2026" in Hindi), or "Date unavailable"
 * (spec §8) in the language when the date does not parse.
 */
export function formatPublishDate(value: string, locale: Locale = "en"): string {
  return isValidDate(value)
    ? dateFormats[locale].format(new Date(value))
    : blogWordsIn(locale).blogCardCopy.dateUnavailable;
}

/** A drawn mark for each category (common/constants.ts), for cards without a picture. */
export const categoryIcons: Record<BlogCategory, LucideIcon> = {
  "mental-health": Brain,
  wellness: Sprout,
  relationships: HeartHandshake,
  "self-care": Sun,
  technology: Cpu,
  innovation: Lightbulb,
  research: BookOpenText,
  industry: Building2,
  "case-studies": FileText,
};

export const categoryIcon = (id: string): LucideIcon => categoryIcons[id as BlogCategory] ?? Newspaper;

/**
 * Stands in for an article's picture when it has none or it fails to load
 * (spec §7): the category's mark on the brand's soft shapes. Decoration only,
 * hidden from assistive technology; `aspectRatio` keeps a failed image's box.
 */
export function BlogImagePlaceholder({
  category,
  aspectRatio = "2 / 1",
  className,
}: {
  category: string;
  aspectRatio?: string;
  className?: string;
}) {
  const Icon = categoryIcon(category);
  return (
    <div
      aria-hidden="true"
      data-slot="image-placeholder"
      style={{ aspectRatio }}
      className={cn(
        "relative isolate flex items-center justify-center overflow-hidden rounded-lg bg-brand-tint",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        className="-z-10 absolute inset-0 h-full w-full"
        viewBox="0 0 600 300"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="520" cy="40" r="150" fill="#cce9e4" />
        <circle cx="90" cy="270" r="80" fill="#fdf1d8" />
        <path
          d="M-20 230c90-50 180-60 270-20s170 40 360-10"
          fill="none"
          stroke="#ffffff"
          strokeWidth="20"
          strokeLinecap="round"
        />
      </svg>
      <span className="inline-flex size-20 items-center justify-center rounded-2xl bg-surface text-brand shadow-card">
        <Icon className="size-10" />
      </span>
    </div>
  );
}

/** Date and read time in the page's language, separated by a dot; the date is a machine-readable <time> when valid. */
export function BlogDateline({
  publishDate,
  readTime,
  className,
  locale,
}: {
  publishDate: string;
  readTime: number;
  className?: string;
  /** The language when it is not the page's (the editor's preview). */
  locale?: Locale;
}) {
  const words = useBlogWords(locale);
  const label = formatPublishDate(publishDate, words.locale);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-muted text-sm", className)}>
      {isValidDate(publishDate) ? <time dateTime={publishDate}>{label}</time> : <span>{label}</span>}
      <span aria-hidden="true">·</span>
      <span>{words.count(words.blogCardCopy.readTime, readTime)}</span>
    </p>
  );
}

/** Initials in a tinted circle: the author's mark until there are photos. */
export function AuthorAvatar({ name, large = false }: { name: string; large?: boolean }) {
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-deep",
        large ? "size-14 text-lg" : "size-11",
      )}
    >
      {initials}
    </span>
  );
}
