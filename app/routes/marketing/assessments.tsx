import { useState } from "react";
import { AssessmentQuestion } from "#app/components/mockups/assessment-question.tsx";
import {
  AssessmentCatalogue,
  initialAssessmentFilters,
} from "#app/components/sections/assessment-catalogue.tsx";
import { AssessmentCard } from "#app/components/sections/assessment-card.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { assessmentClosing, assessmentHero, assessments } from "#app/content/assessments.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Assessments",
    description:
      "Culturally validated mental-health assessments for practitioners in India: PHQ-9, GAD-7, sleep, stress, burnout, cognition and emotional intelligence.",
    path: "/solutions/assessments",
  });

const featured = assessments.filter((item) => item.featured);

export default function AssessmentsPage() {
  const [filters, setFilters] = useState(initialAssessmentFilters);

  return (
    <>
      <PageHero
        eyebrow={assessmentHero.eyebrow}
        title={assessmentHero.title}
        intro={assessmentHero.intro}
        actions={
          <>
            <ButtonLink to={assessmentHero.primary.to} size="lg">
              {assessmentHero.primary.label}
            </ButtonLink>
            <a href={assessmentHero.secondary.to} className={buttonClass("secondary", "lg")}>
              {assessmentHero.secondary.label}
            </a>
          </>
        }
        visual={<AssessmentQuestion />}
      />

      <Section
        id="featured"
        eyebrow="Most used"
        title="Featured Assessments"
        intro="Two short, widely used screening tools: a good place to start."
        tone="surface"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.map((item) => (
            <li key={item.id}>
              <AssessmentCard assessment={item} featured />
            </li>
          ))}
        </ul>
      </Section>

      <AssessmentCatalogue items={assessments} filters={filters} onChange={setFilters} />

      <section
        aria-labelledby="assessments-closing-title"
        className="bg-brand-deep py-14 text-white md:py-20"
      >
        <div data-reveal className="container-page text-center">
          <h2
            id="assessments-closing-title"
            className="mx-auto max-w-3xl font-bold text-2xl text-white md:text-4xl"
          >
            {assessmentClosing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-on-deep-muted">{assessmentClosing.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {/* biome-ignore lint/a11y/useValidAnchor: it navigates to #catalogue (also without JavaScript); the click only resets the filters first. */}
            <a
              href="#catalogue"
              onClick={() => setFilters(initialAssessmentFilters)}
              className={buttonClass("inverse", "lg")}
            >
              Browse All Assessments
            </a>
            <ButtonLink to="/approach" variant="inverse-outline" size="lg">
              Learn About Our Methods
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
