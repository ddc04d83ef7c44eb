import type { ReviewerCardWords } from "#app/content/team.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { initialsOf } from "#app/lib/initials.ts";
import { pluralOf } from "#app/lib/plural.ts";
import { reviewerAnchor, type TeamReviewer } from "#common/blog.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { avatarTints } from "./team-leader-card.tsx";

/** The count's language for `Intl`: its plural rules pick the words' form, its number format writes it. */
const countLanguage: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
const numberFormats = Object.fromEntries(
  Object.entries(countLanguage).map(([locale, tag]) => [locale, new Intl.NumberFormat(tag)]),
) as Record<Locale, Intl.NumberFormat>;

/**
 * A clinician whose review live articles carry: initials, the name and the
 * credential as the articles print them, and how many articles they reviewed.
 * The anchor is where an article's "Medically reviewed by" line points.
 * The count's words (`words`) come in the page's language (`locale`).
 */
export function TeamReviewerCard({
  reviewer,
  index,
  words,
  locale,
}: {
  reviewer: TeamReviewer;
  index: number;
  words: ReviewerCardWords;
  locale: Locale;
}) {
  const count = fillText(pluralOf(countLanguage[locale], reviewer.articles, words.articles), {
    count: numberFormats[locale].format(reviewer.articles),
  });
  return (
    <article
      data-reviewer
      id={reviewerAnchor(reviewer.name)}
      className="flex h-full gap-4 rounded-lg border border-line bg-surface p-5 shadow-card"
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-full font-bold tracking-wide",
          avatarTints[index % avatarTints.length],
        )}
      >
        {initialsOf(reviewer.name)}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-lg">{reviewer.name}</h3>
        {reviewer.credential && <p className="mt-1 text-ink">{reviewer.credential}</p>}
        <p className="mt-2 text-muted text-sm">{count}</p>
      </div>
    </article>
  );
}
