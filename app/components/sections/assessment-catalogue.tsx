import { BookOpenCheck, LifeBuoy, SearchX } from "lucide-react";
import { AssessmentCard } from "#app/components/sections/assessment-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { Assessment, AssessmentCategory } from "#app/content/assessments.ts";
import * as english from "#app/content/assessments.ts";
import { fillCount } from "#app/enhance/assessments.ts";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { plainListClass } from "#app/lib/filtered-lists.ts";
import { useLocale } from "#app/lib/locale.ts";
import { type PluralForms, pluralOf } from "#app/lib/plural.ts";
import { languageTag } from "#common/i18n/locale.ts";

/** The catalogue's words and lists in the page's language: its content module (app/content/assessments.ts or hi/). */
export type CatalogueCopy = Pick<
  typeof english,
  | "assessmentCatalogue"
  | "assessmentCategories"
  | "assessmentDifficulties"
  | "quickStartSteps"
  | "categoryLabel"
  | "difficultyLabel"
>;

/**
 * A count's words for `count` of `total` in the page's language, and every
 * form of them (hooks.countWords) for the page's script to count again.
 */
function useCount(words: PluralForms, count: number, total = count) {
  const language = languageTag[useLocale()];
  return {
    text: fillCount(pluralOf(language, count, words), count, total),
    forms: markWords(hooks.countWords, words),
  };
}

const look =
  "min-h-12 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink disabled:opacity-70";

/** What the filters match a card on (spec §5): its title, description and every tag, in lower case. */
const searchTextOf = (item: Assessment) =>
  [item.title, item.description, ...item.tags].join("\n").toLowerCase();

/**
 * Filters, the grid and the sidebar of spec §2.18, as the server renders
 * them: all ten listed, the filters disabled until app/enhance/assessments.ts
 * switches them on (search: title, description or any tag, any case;
 * category and difficulty unless all). Each card's item carries what the
 * filters read (hooks.category, hooks.difficulty, hooks.featured, hooks.text).
 * Its words are `copy`'s, the page's language (English unless given).
 */
export function AssessmentCatalogue({
  items,
  copy = english,
}: {
  items: Assessment[];
  copy?: CatalogueCopy;
}) {
  const words = copy.assessmentCatalogue;
  const status = useCount(words.status, items.length);
  const count = useCount(words.count, items.length);
  return (
    <section
      id="catalogue"
      aria-labelledby="catalogue-title"
      {...mark(hooks.assessments)}
      className="scroll-mt-20 py-12 md:py-20"
    >
      <div className="container-page">
        <search className="rounded-lg border border-line bg-surface p-4 shadow-card md:p-6">
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
            <Field
              kind="search"
              id="assessment-search"
              label={words.search.label}
              {...mark(hooks.filter, "query")}
              disabled
              autoComplete="off"
              placeholder={words.search.placeholder}
            />
            <Field
              kind="select"
              id="assessment-category"
              label={words.category.label}
              {...mark(hooks.filter, "category")}
              defaultValue="all"
              disabled
              look={look}
              options={[
                { value: "all", label: words.category.all, marks: mark(hooks.heading, words.title) },
                ...copy.assessmentCategories.map((c) => ({
                  value: c.id,
                  label: c.label,
                  marks: mark(hooks.heading, c.heading),
                })),
              ]}
            />
            <Field
              kind="select"
              id="assessment-difficulty"
              label={words.difficulty.label}
              {...mark(hooks.filter, "difficulty")}
              defaultValue="all"
              disabled
              look={look}
              options={[
                { value: "all", label: words.difficulty.all },
                ...copy.assessmentDifficulties.map((d) => ({ value: d.id, label: d.label })),
              ]}
            />
          </div>
          <p
            role="status"
            {...mark(hooks.assessmentsStatus)}
            {...status.forms}
            className="mt-4 font-medium text-muted"
          >
            {status.text}
          </p>
          <noscript>
            <p className="mt-1 text-muted text-sm">{words.noScript}</p>
          </noscript>
        </search>

        {/*
          On a phone the guide and the category buttons come right after the
          filters, before the cards; from 1024 px they stand beside the cards.
          The source order is the phone's order, so it is also the reading order.
        */}
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
          <AssessmentSidebar copy={copy} className="lg:col-start-2 lg:row-start-1" />

          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2
                id="catalogue-title"
                {...mark(hooks.assessmentsTitle)}
                className="font-bold text-2xl md:text-3xl"
              >
                {words.title}
              </h2>
              <p {...mark(hooks.assessmentsCount)} {...count.forms} className="font-medium text-muted">
                {count.text}
              </p>
            </div>
            <AssessmentResults items={items} copy={copy} />
            <div
              {...mark(hooks.assessmentsEmpty)}
              hidden
              className="mt-6 rounded-lg border border-line border-dashed bg-surface px-6 py-12 text-center"
            >
              <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
              <h3 className="mt-3 font-semibold text-xl">{words.empty.title}</h3>
              <p className="mt-2 text-muted">{words.empty.text}</p>
              <Button className="mt-5" variant="secondary" {...mark(hooks.assessmentsClear)}>
                {words.empty.clear}
              </Button>
            </div>
          </div>

          <NeedHelpCard words={words.help} className="lg:col-start-2 lg:row-start-2 lg:self-start" />
        </div>
      </div>
    </section>
  );
}

function CardItem({
  item,
  copy,
  featured,
  headingLevel,
}: {
  item: Assessment;
  copy: CatalogueCopy;
  featured?: boolean;
  headingLevel?: 3 | 4;
}) {
  return (
    <li
      {...mark(hooks.assessment)}
      {...mark(hooks.category, item.category)}
      {...mark(hooks.difficulty, item.difficulty)}
      {...mark(hooks.featured, item.featured ? "true" : undefined)}
      {...mark(hooks.text, searchTextOf(item))}
    >
      <AssessmentCard
        assessment={item}
        words={copy.assessmentCatalogue.card}
        category={copy.categoryLabel(item.category)}
        difficulty={copy.difficultyLabel(item.difficulty)}
        featured={featured}
        headingLevel={headingLevel}
      />
    </li>
  );
}

/**
 * The list, each assessment once: the featured ones first under their own
 * heading (spec §2.18's Featured Assessments), then the rest. With no
 * featured one in the list, the rest stand alone, their headings one level up.
 */
function AssessmentResults({ items, copy }: { items: Assessment[]; copy: CatalogueCopy }) {
  const words = copy.assessmentCatalogue;
  const featured = items.filter((item) => item.featured);
  const others = items.filter((item) => !item.featured);
  if (featured.length === 0) {
    return (
      <div {...mark(hooks.assessmentsResults)}>
        <ul className={plainListClass}>
          {others.map((item) => (
            <CardItem key={item.id} item={item} copy={copy} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div {...mark(hooks.assessmentsResults)}>
      <section aria-labelledby="featured-title" {...mark(hooks.group, "featured")} className="mt-6">
        <h3 id="featured-title" className="font-semibold text-xl">
          {words.featured.title}
        </h3>
        <p className="mt-1 text-muted">{words.featured.text}</p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {featured.map((item) => (
            <CardItem key={item.id} item={item} copy={copy} featured headingLevel={4} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="more-title" {...mark(hooks.group, "more")} className="mt-10">
        <h3 id="more-title" className="font-semibold text-xl">
          {words.more}
        </h3>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {others.map((item) => (
            <CardItem key={item.id} item={item} copy={copy} headingLevel={4} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function NeedHelpCard({
  words,
  className,
}: {
  words: CatalogueCopy["assessmentCatalogue"]["help"];
  className?: string;
}) {
  return (
    <div className={cn("rounded-lg bg-brand-deep p-5 text-white", className)}>
      <h2 className="flex items-center gap-2 font-semibold text-white text-xl">
        <LifeBuoy aria-hidden="true" className="size-5" />
        {words.title}
      </h2>
      <p className="mt-2 text-on-deep-muted">{words.text}</p>
      <ButtonLink to={words.action.to} variant="inverse" className="mt-4 w-full">
        {words.action.label}
      </ButtonLink>
    </div>
  );
}

function AssessmentSidebar({ copy, className }: { copy: CatalogueCopy; className?: string }) {
  const words = copy.assessmentCatalogue;
  const options: { id: AssessmentCategory | "all"; label: string }[] = [
    { id: "all", label: words.category.all },
    ...copy.assessmentCategories,
  ];
  return (
    <aside aria-label={words.guide.label} className={cn("space-y-6", className)}>
      <div className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 className="flex items-center gap-2 font-semibold text-xl">
          <BookOpenCheck aria-hidden="true" className="size-5 text-brand" />
          {words.guide.title}
        </h2>
        <ol className="mt-4 space-y-4">
          {copy.quickStartSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-sm text-white">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{step.title}</span>
                <span className="block text-muted text-sm">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>

      <div className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 className="font-semibold text-xl">{words.categories}</h2>
        {/* Wrapping pills on a phone, a list beside the cards from 1024 px. */}
        <ul className="mt-3 flex flex-wrap gap-2 lg:block lg:space-y-1">
          {options.map((option) => {
            return (
              <li key={option.id}>
                <button
                  type="button"
                  aria-pressed={option.id === "all"}
                  {...mark(hooks.category, option.id)}
                  disabled
                  className="flex min-h-11 items-center rounded-md bg-canvas px-3 text-left font-medium text-ink transition-colors hover:bg-brand-tint disabled:opacity-70 aria-pressed:bg-brand aria-pressed:text-white lg:w-full lg:bg-transparent lg:aria-pressed:bg-brand"
                >
                  {option.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
