import { ApproachEcosystem } from "#app/components/sections/approach-ecosystem.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/approach.ts";
import * as hindi from "#app/content/hi/approach.ts";
import { fill } from "#app/i18n/fill.tsx";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ ...(localeIn(matches) === "hi" ? hindi : english).approachMeta, path: "/approach", matches });

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

export default function ApproachPage() {
  const { text } = useLanguage();
  const { approachCta, approachEcosystem, approachHero, approachPillars, approachWhy } = useContent(
    english,
    hindi,
  );
  return (
    <>
      <PageHero
        eyebrow={approachHero.eyebrow}
        title={approachHero.title}
        intro={<p>{approachHero.intro}</p>}
        actions={{ primary: approachHero.primary, secondary: approachHero.secondary }}
      />

      <Section
        id="pillars"
        eyebrow={approachPillars.eyebrow}
        title={approachPillars.title}
        intro={approachPillars.intro}
        tone="surface"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {approachPillars.items.map((pillar) => (
            <li key={pillar.title}>
              <FeatureCard icon={pillar.icon} title={pillar.title}>
                {pillar.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-this-matters" eyebrow={approachWhy.eyebrow} title={approachWhy.title}>
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div className="max-w-prose space-y-4 text-lg text-muted">
            {approachWhy.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <dl className="grid gap-8 self-start rounded-lg border border-line bg-surface p-6 shadow-card sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {approachWhy.stats.map((stat) => (
              <div key={stat.value} data-figure className="flex flex-col">
                <dt className="order-2 mt-1 font-medium text-ink">{stat.label}</dt>
                <dd className="order-1 font-bold text-4xl text-brand tracking-tight md:text-5xl">
                  {stat.value}
                </dd>
                <dd className="order-3 mt-2 text-muted text-sm">{stat.note}</dd>
                <dd data-figure-source className="order-4 mt-1 text-muted text-xs">
                  {fill(text.sourceLine, { source: stat.source })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section
        id="ecosystem"
        eyebrow={approachEcosystem.eyebrow}
        title={approachEcosystem.title}
        intro={approachEcosystem.intro}
        tone="tint"
      >
        <ApproachEcosystem steps={approachEcosystem.steps} words={approachEcosystem.words} />
      </Section>

      <CtaBand
        id="approach-demo"
        title={approachCta.title}
        text={<p>{approachCta.text}</p>}
        primary={approachCta.primary}
      />
    </>
  );
}
