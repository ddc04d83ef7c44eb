import { BookOpenText, Building2, Cpu, FileText, Lightbulb, type LucideIcon, Newspaper } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { formatReadTime } from "#common/read-time.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // The same words on the server and in the browser, whatever the visitor's clock.
  timeZone: "UTC",
});

/** "10 November 2026", or "Date unavailable" (spec §8) when the date does not parse. */
export function formatPublishDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Date unavailable" : dateFormat.format(date);
}

/** A drawn mark for each category, since posts have no pictures yet. */
export const categoryIcons: Record<string, LucideIcon> = {
  technology: Cpu,
  innovation: Lightbulb,
  research: BookOpenText,
  industry: Building2,
  "case-studies": FileText,
};

export const categoryIcon = (id: string): LucideIcon => categoryIcons[id] ?? Newspaper;

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
