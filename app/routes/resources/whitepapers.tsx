import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { WhitepaperCover } from "#app/components/sections/whitepaper-cover.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Stat, StatGrid } from "#app/components/ui/stat.tsx";
import * as englishFigures from "#app/content/figures.ts";
import * as hindiFigures from "#app/content/hi/figures.ts";
import * as hindi from "#app/content/hi/whitepaper.ts";
import * as english from "#app/content/whitepaper.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

// One canonical address, whichever spelling the visitor used (/resources/Whitepapers too).
export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).whitepaperMeta,
    path: "/resources/whitepapers",
    matches,
  });

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

export default function WhitepaperPage() {
  const {
    executiveSummary,
    findingGroups,
    methodology,
    methodologyNote,
    studyContext,
    studyFacts,
    whitepaperCover,
    whitepaperCta,
    whitepaperDemographics,
    whitepaperHero,
    whitepaperInsights,
    whitepaperMethodology,
    whitepaperSummary,
  } = useContent(english, hindi);
  const { figureSources } = useContent(englishFigures, hindiFigures);
  return (
    <>
      <PageHero
        eyebrow={whitepaperHero.eyebrow}
        title={whitepaperHero.title}
        intro={whitepaperHero.intro}
        actions={{ primary: whitepaperHero.download, secondary: whitepaperHero.summary, size: "md" }}
        footnote={whitepaperHero.footnote}
        visual={<WhitepaperCover words={whitepaperCover} title={whitepaperHero.title} facts={studyFacts} />}
      />

      <Section
        id="key-insights"
        eyebrow={whitepaperInsights.eyebrow}
        title={whitepaperInsights.title}
        intro={fillText(whitepaperInsights.intro, { context: studyContext })}
        tone="surface"
      >
        <div className="grid gap-6">
          {findingGroups.map((group) => (
            <div key={group.title} className="rounded-lg border border-line bg-canvas p-6 md:p-8">
              <h3 className="font-semibold text-xl">{group.title}</h3>
              <p className="mt-1 text-muted">{group.text}</p>
              <StatGrid className="mt-6 grid-cols-2" source={figureSources.whitePaperStudy}>
                {group.findings.map((finding) => (
                  <Stat
                    key={`${finding.value}-${finding.label}`}
                    value={finding.value}
                    label={finding.label}
                  />
                ))}
              </StatGrid>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="executive-summary"
        eyebrow={whitepaperSummary.eyebrow}
        title={whitepaperSummary.title}
        width="read"
      >
        <div className="space-y-4 text-lg text-ink">
          {executiveSummary.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        id="methodology"
        eyebrow={whitepaperMethodology.eyebrow}
        title={whitepaperMethodology.title}
        tone="tint"
        intro={methodologyNote}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {methodology.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title}>
                {item.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="demographics"
        eyebrow={whitepaperDemographics.eyebrow}
        title={whitepaperDemographics.title}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {studyFacts.map((fact) => (
            <li
              key={fact.label}
              className="flex items-center gap-4 rounded-lg border border-line bg-surface p-5 shadow-card"
            >
              <IconBadge icon={fact.icon} />
              <p className="flex flex-col">
                <span className="font-bold text-3xl text-brand">{fact.value}</span>
                <span className="font-medium text-ink capitalize">{fact.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="whitepaper-cta"
        title={whitepaperCta.title}
        text={whitepaperCta.text}
        primary={whitepaperCta.primary}
        secondary={whitepaperCta.secondary}
      />
    </>
  );
}
