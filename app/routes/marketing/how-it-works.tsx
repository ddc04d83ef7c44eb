import { CrisisLine } from "#app/components/layout/crisis-line.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { HowItWorksDifference } from "#app/components/sections/how-it-works-difference.tsx";
import { HowItWorksFaq } from "#app/components/sections/how-it-works-faq.tsx";
import { HowItWorksSteps } from "#app/components/sections/how-it-works-steps.tsx";
import { HowItWorksSupport } from "#app/components/sections/how-it-works-support.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Stat, StatGrid } from "#app/components/ui/stat.tsx";
import * as hindi from "#app/content/hi/how-it-works.ts";
import * as english from "#app/content/how-it-works.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).howItWorksMeta,
    path: "/how-it-works",
    matches,
  });

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function HowItWorksPage() {
  const { howCta, howDifference, howFaqs, howHero, howSteps, howSupport } = useContent(english, hindi);
  return (
    <>
      <PageHero
        eyebrow={howHero.eyebrow}
        title={howHero.title}
        intro={<p>{howHero.intro}</p>}
        actions={{ primary: howHero.primary, secondary: howHero.secondary }}
        footnote={
          <div className="mt-10 border-line border-t pt-8 text-base">
            <StatGrid className="grid-cols-2 gap-6 md:grid-cols-4">
              {howHero.stats.map((stat) => (
                <Stat
                  key={stat.label}
                  value={stat.value}
                  label={stat.label}
                  source={stat.source}
                  fact={stat.source === undefined}
                />
              ))}
            </StatGrid>
            <CrisisLine className="mx-auto mt-8 max-w-xl rounded-lg bg-surface px-4 py-3 text-ink shadow-card" />
          </div>
        }
      />

      <Section
        id="steps"
        eyebrow={howSteps.eyebrow}
        title={howSteps.title}
        intro={howSteps.intro}
        tone="surface"
      >
        <div className="pt-5">
          <HowItWorksSteps steps={howSteps.steps} label={howSteps.label} stepLabel={howSteps.stepLabel} />
        </div>
      </Section>

      <Section id="support" eyebrow={howSupport.eyebrow} title={howSupport.title} intro={howSupport.intro}>
        <HowItWorksSupport items={howSupport.items} urgentTitle={howSupport.urgentTitle} />
      </Section>

      <Section
        id="our-difference"
        eyebrow={howDifference.eyebrow}
        title={howDifference.title}
        intro={howDifference.intro}
        tone="tint"
      >
        <HowItWorksDifference content={howDifference} />
      </Section>

      <Section id="faq" eyebrow={howFaqs.eyebrow} title={howFaqs.title} intro={howFaqs.intro} width="read">
        <HowItWorksFaq items={howFaqs.items} />
      </Section>

      <CtaBand
        id="get-started"
        title={howCta.title}
        text={<p>{howCta.text}</p>}
        primary={howCta.primary}
        secondary={howCta.secondary}
      />
    </>
  );
}
