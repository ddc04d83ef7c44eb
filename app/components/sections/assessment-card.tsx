import { ArrowRight, Clock, ListChecks, Target } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type Assessment, type AssessmentCardWords, assessmentVisuals } from "#app/content/assessments.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { useLocale } from "#app/lib/locale.ts";
import { pluralOf } from "#app/lib/plural.ts";
import { languageTag } from "#common/i18n/locale.ts";

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
 * Its words (`words`, and the names of its `category` and `difficulty`) are
 * in the page's language.
 */
export function AssessmentCard({
  assessment,
  words,
  category,
  difficulty,
  featured = false,
  headingLevel = 3,
}: {
  assessment: Assessment;
  words: AssessmentCardWords;
  category: string;
  difficulty: string;
  featured?: boolean;
  /** 4 when the card sits under a group heading of its own. */
  headingLevel?: 3 | 4;
}) {
  const language = languageTag[useLocale()];
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
          {difficulty}
        </span>
      </div>
      <p className="mt-4 font-semibold text-brand text-sm uppercase tracking-wider">{category}</p>
      <Heading className={cn("mt-1 font-semibold text-ink", featured ? "text-2xl" : "text-xl")}>
        {assessment.title}
      </Heading>
      <p className="mt-2 text-muted">{assessment.description}</p>
      {featured && (
        <p className="mt-3 flex gap-2 text-ink">
          <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>
            <span className="font-semibold">{words.objective}</span>
            {assessment.objective}
          </span>
        </p>
      )}
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-ink text-sm">
        <div className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-muted" />
          <dt className="sr-only">{words.time}</dt>
          <dd>{assessment.duration}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-4 text-muted" />
          <dt className="sr-only">{words.length}</dt>
          <dd>
            {fillText(pluralOf(language, assessment.questions, words.questions), {
              count: assessment.questions,
            })}
          </dd>
        </div>
      </dl>
      <ul aria-label={words.tags} className="mt-4 flex flex-wrap gap-2">
        {shown.map((tag) => (
          <li key={tag} className="rounded-full bg-canvas px-2.5 py-0.5 text-ink text-sm ring-1 ring-line">
            {tag}
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="rounded-full bg-canvas px-2.5 py-0.5 text-muted text-sm ring-1 ring-line">
            +{hidden.length}
            <span className="sr-only">{fillText(words.moreTags, { tags: hidden.join(", ") })}</span>
          </li>
        )}
      </ul>
      <div className="mt-auto pt-5">
        <Link
          to={words.action.to}
          className={buttonClass(featured ? "primary" : "secondary", "md", "w-full sm:w-auto")}
        >
          {words.action.label}
          <span className="sr-only">{fillText(words.actionContext, { title: assessment.title })}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
