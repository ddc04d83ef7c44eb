import { AssessmentQuestion } from "#app/components/mockups/assessment-question.tsx";
import { AssessmentCatalogue } from "#app/components/sections/assessment-catalogue.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { assessmentClosing, assessmentHero, assessments } from "#app/content/assessments.ts";
import script from "#app/enhance/pages/assessments.ts?inline-script";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: "Assessments",
    description:
      "Culturally validated mental-health assessments for practitioners in India: PHQ-9, GAD-7, sleep, stress, burnout, cognition and emotional intelligence.",
    path: "/solutions/assessments",
  });

// No framework in the browser: the filters are app/enhance/assessments.ts.
export const handle = { hydrate: false, script };

export default function AssessmentsPage() {
  return (
    <>
      <PageHero
        eyebrow={assessmentHero.eyebrow}
        title={assessmentHero.title}
        intro={assessmentHero.intro}
        actions={{ primary: assessmentHero.primary, secondary: assessmentHero.secondary }}
        visual={<AssessmentQuestion />}
      />

      <AssessmentCatalogue items={assessments} />

      <CtaBand
        id="assessments-closing"
        title={assessmentClosing.title}
        text={<p>{assessmentClosing.text}</p>}
        // The link jumps to #catalogue (also without JavaScript); the page's script resets the filters first.
        primary={assessmentClosing.primary}
        secondary={assessmentClosing.secondary}
      />
    </>
  );
}
