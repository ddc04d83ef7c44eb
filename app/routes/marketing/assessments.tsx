import { AssessmentQuestion } from "#app/components/mockups/assessment-question.tsx";
import { AssessmentCatalogue } from "#app/components/sections/assessment-catalogue.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import * as english from "#app/content/assessments.ts";
import * as hindi from "#app/content/hi/assessments.ts";
import script from "#app/enhance/pages/assessments.ts?inline-script";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).assessmentsMeta,
    path: "/solutions/assessments",
    matches,
  });

// No framework in the browser: the filters are app/enhance/assessments.ts.
export const handle = { hydrate: false, script };

export default function AssessmentsPage() {
  const copy = useContent(english, hindi);
  const { assessmentClosing, assessmentHero, assessments } = copy;
  return (
    <>
      <PageHero
        eyebrow={assessmentHero.eyebrow}
        title={assessmentHero.title}
        intro={assessmentHero.intro}
        actions={{ primary: assessmentHero.primary, secondary: assessmentHero.secondary }}
        visual={
          <AssessmentQuestion label={assessmentHero.visualLabel} caption={assessmentHero.visualCaption} />
        }
      />

      <AssessmentCatalogue items={assessments} copy={copy} />

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
