import { cn } from "#app/lib/cn.ts";
import { reviewerAnchor, type TeamReviewer } from "#common/blog.ts";
import { avatarTints, initialsOf } from "./team-leader-card.tsx";

const articleCount = new Intl.PluralRules("en-IN");

/**
 * A clinician whose review live articles carry: initials, the name and the
 * credential as the articles print them, and how many articles they reviewed.
 * The anchor is where an article's "Medically reviewed by" line points.
 */
export function TeamReviewerCard({ reviewer, index }: { reviewer: TeamReviewer; index: number }) {
  const count = `${reviewer.articles} live ${articleCount.select(reviewer.articles) === "one" ? "article" : "articles"} reviewed`;
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
