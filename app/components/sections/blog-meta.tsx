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
import type { BlogCategory } from "#common/constants.ts";
import { formatReadTime } from "#common/read-time.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // India's date (DESIGN: times in IST), the same on the server and in the
  // browser whatever the visitor's clock: a post scheduled for 1 am IST is
  // dated that day, not the day before as in UTC.
  timeZone: "Asia/Kolkata",
});

/** "10 November 2026", or "Date unavailable" (spec §8) when the date does not parse. */
export function formatPublishDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Date unavailable" : dateFormat.format(date);
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

/** Date and read time, separated by a dot; the date is a machine-readable <time> when valid. */
export function BlogDateline({
  publishDate,
  readTime,
  className,
}: {
  publishDate: string;
  readTime: number;
  className?: string;
}) {
  const label = formatPublishDate(publishDate);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-muted text-sm", className)}>
      {label === "Date unavailable" ? <span>{label}</span> : <time dateTime={publishDate}>{label}</time>}
      <span aria-hidden="true">·</span>
      <span>{formatReadTime(readTime)}</span>
    </p>
  );
}

/** Initials in a tinted circle: the author's mark until there are photos. */
export function AuthorAvatar({ name, large = false }: { name: string; large?: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
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
