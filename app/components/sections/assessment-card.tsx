import { ArrowRight, Clock, ListChecks, Target } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  type Assessment,
  assessmentVisuals,
  categoryLabel,
  difficultyLabel,
} from "#app/content/assessments.ts";
import { cn } from "#app/lib/cn.ts";

/** Spec §2.18 and §9: a card shows at most two tags, then a "+N" count. */
const visibleTags = 2;

const difficultyTone = {
  beginner: "bg-success-tint text-success",
  intermediate: "bg-accent-tint text-brand-deep",
  advanced: "bg-brand-tint text-brand-deep",
} as const;

/**
 * One assessment. "Request access" leads to the demo form: the assessments
 * are offered to practitioners through the platform, not taken on this site.
 */
export function AssessmentCard({
  assessment,
  featured = false,
  headingLevel = 3,
}: {
  assessment: Assessment;
  featured?: boolean;
  /** 4 when the card sits under a group heading of its own. */
  headingLevel?: 3 | 4;
}) {
  const Icon = assessmentVisuals[assessment.image];
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const shown = assessment.tags.slice(0, visibleTags);
  const hidden = assessment.tags.slice(visibleTags);
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-lg border bg-surface p-5 shadow-card md:p-6",
        featured ? "border-brand-soft" : "border-line",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "inline-flex items-center justify-center rounded-lg bg-brand-tint text-brand",
            featured ? "size-14" : "size-12",
          )}
        >
          <Icon aria-hidden="true" className={featured ? "size-7" : "size-6"} />
        </span>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 font-semibold text-xs",
            difficultyTone[assessment.difficulty],
          )}
        >
          {difficultyLabel(assessment.difficulty)}
        </span>
      </div>
      <p className="mt-4 font-semibold text-brand text-sm uppercase tracking-wider">
        {categoryLabel(assessment.category)}
      </p>
      <Heading className={cn("mt-1 font-semibold text-ink", featured ? "text-2xl" : "text-xl")}>
        {assessment.title}
      </Heading>
      <p className="mt-2 text-muted">{assessment.description}</p>
      {featured && (
        <p className="mt-3 flex gap-2 text-ink">
          <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>
            <span className="font-semibold">Objective: </span>
            {assessment.objective}
          </span>
        </p>
      )}
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-ink text-sm">
        <div className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-muted" />
          <dt className="sr-only">Time</dt>
          <dd>{assessment.duration}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-4 text-muted" />
          <dt className="sr-only">Length</dt>
          <dd>{assessment.questions} questions</dd>
        </div>
      </dl>
      <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
        {shown.map((tag) => (
          <li key={tag} className="rounded-full bg-canvas px-2.5 py-0.5 text-ink text-sm ring-1 ring-line">
            {tag}
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="rounded-full bg-canvas px-2.5 py-0.5 text-muted text-sm ring-1 ring-line">
            +{hidden.length}
            <span className="sr-only"> more: {hidden.join(", ")}</span>
          </li>
        )}
      </ul>
      <div className="mt-auto pt-5">
        <Link
          to="/request-a-demo"
          className={buttonClass(featured ? "primary" : "secondary", "md", "w-full sm:w-auto")}
        >
          Request access
          <span className="sr-only"> to the {assessment.title}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
