import { BookOpenCheck, LifeBuoy, SearchX } from "lucide-react";
import { AssessmentCard } from "#app/components/sections/assessment-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import {
  type Assessment,
  type AssessmentCategory,
  assessmentCategories,
  assessmentDifficulties,
  quickStartSteps,
} from "#app/content/assessments.ts";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { assessmentCount, assessmentsShowing, plainListClass } from "#app/lib/filtered-lists.ts";

const field =
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
 */
export function AssessmentCatalogue({ items }: { items: Assessment[] }) {
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
            <SearchField
              id="assessment-search"
              label="Search assessments"
              {...mark(hooks.filter, "query")}
              disabled
              autoComplete="off"
              placeholder="For example: sleep"
            />
            <div>
              <label htmlFor="assessment-category" className="block font-semibold text-ink">
                Category
              </label>
              <select
                id="assessment-category"
                {...mark(hooks.filter, "category")}
                defaultValue="all"
                disabled
                className={cn(field, "mt-2")}
              >
                <option value="all">All categories</option>
                {assessmentCategories.map((c) => (
                  <option key={c.id} value={c.id} {...mark(hooks.heading, `${c.label} Assessments`)}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="assessment-difficulty" className="block font-semibold text-ink">
                Difficulty
              </label>
              <select
                id="assessment-difficulty"
                {...mark(hooks.filter, "difficulty")}
                defaultValue="all"
                disabled
                className={cn(field, "mt-2")}
              >
                <option value="all">All levels</option>
                {assessmentDifficulties.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status" {...mark(hooks.assessmentsStatus)} className="mt-4 font-medium text-muted">
            {assessmentsShowing(items.length, items.length)}
          </p>
          <noscript>
            <p className="mt-1 text-muted text-sm">
              Search and filters need JavaScript. All assessments are listed.
            </p>
          </noscript>
        </search>

        {/*
          On a phone the guide and the category buttons come right after the
          filters, before the cards; from 1024 px they stand beside the cards.
          The source order is the phone's order, so it is also the reading order.
        */}
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
          <AssessmentSidebar className="lg:col-start-2 lg:row-start-1" />

          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2
                id="catalogue-title"
                {...mark(hooks.assessmentsTitle)}
                className="font-bold text-2xl md:text-3xl"
              >
                All Assessments
              </h2>
              <p {...mark(hooks.assessmentsCount)} className="font-medium text-muted">
                {assessmentCount(items.length)}
              </p>
            </div>
            <AssessmentResults items={items} />
            <div
              {...mark(hooks.assessmentsEmpty)}
              hidden
              className="mt-6 rounded-lg border border-line border-dashed bg-surface px-6 py-12 text-center"
            >
              <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
              <h3 className="mt-3 font-semibold text-xl">No assessments found</h3>
              <p className="mt-2 text-muted">Try adjusting your search or filter criteria</p>
              <Button className="mt-5" variant="secondary" {...mark(hooks.assessmentsClear)}>
                Clear all filters
              </Button>
            </div>
          </div>

          <NeedHelpCard className="lg:col-start-2 lg:row-start-2 lg:self-start" />
        </div>
      </div>
    </section>
  );
}

function CardItem({
  item,
  featured,
  headingLevel,
}: {
  item: Assessment;
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
      <AssessmentCard assessment={item} featured={featured} headingLevel={headingLevel} />
    </li>
  );
}

/**
 * The list, each assessment once: the featured ones first under their own
 * heading (spec §2.18's Featured Assessments), then the rest. With no
 * featured one in the list, the rest stand alone, their headings one level up.
 */
function AssessmentResults({ items }: { items: Assessment[] }) {
  const featured = items.filter((item) => item.featured);
  const others = items.filter((item) => !item.featured);
  if (featured.length === 0) {
    return (
      <div {...mark(hooks.assessmentsResults)}>
        <ul className={plainListClass}>
          {others.map((item) => (
            <CardItem key={item.id} item={item} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div {...mark(hooks.assessmentsResults)}>
      <section aria-labelledby="featured-title" {...mark(hooks.group, "featured")} className="mt-6">
        <h3 id="featured-title" className="font-semibold text-xl">
          Featured Assessments
        </h3>
        <p className="mt-1 text-muted">Short, widely used screening tools: a good place to start.</p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {featured.map((item) => (
            <CardItem key={item.id} item={item} featured headingLevel={4} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="more-title" {...mark(hooks.group, "more")} className="mt-10">
        <h3 id="more-title" className="font-semibold text-xl">
          More assessments
        </h3>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {others.map((item) => (
            <CardItem key={item.id} item={item} headingLevel={4} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function NeedHelpCard({ className }: { className?: string }) {
  return (
    <div className={cn("rounded-lg bg-brand-deep p-5 text-white", className)}>
      <h2 className="flex items-center gap-2 font-semibold text-white text-xl">
        <LifeBuoy aria-hidden="true" className="size-5" />
        Need Help?
      </h2>
      <p className="mt-2 text-on-deep-muted">Not sure which assessment fits? Our team can help you choose.</p>
      <ButtonLink to="/contact-us" variant="inverse" className="mt-4 w-full">
        Contact Support
      </ButtonLink>
    </div>
  );
}

function AssessmentSidebar({ className }: { className?: string }) {
  const options: { id: AssessmentCategory | "all"; label: string }[] = [
    { id: "all", label: "All categories" },
    ...assessmentCategories,
  ];
  return (
    <aside aria-label="Assessment guide" className={cn("space-y-6", className)}>
      <div className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 className="flex items-center gap-2 font-semibold text-xl">
          <BookOpenCheck aria-hidden="true" className="size-5 text-brand" />
          Quick Start Guide
        </h2>
        <ol className="mt-4 space-y-4">
          {quickStartSteps.map((step, index) => (
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
        <h2 className="font-semibold text-xl">Categories</h2>
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
