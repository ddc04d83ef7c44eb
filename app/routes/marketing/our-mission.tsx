import { ArrowDown } from "lucide-react";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { MissionTimeline } from "#app/components/sections/mission-timeline.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as hindi from "#app/content/hi/mission.ts";
import * as english from "#app/content/mission.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ ...(localeIn(matches) === "hi" ? hindi : english).missionMeta, path: "/our-mission", matches });

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

export default function OurMissionPage() {
  const { missionCta, missionDetails, missionHero, missionValues, missionVision } = useContent(
    english,
    hindi,
  );
  return (
    <>
      <PageHero
        eyebrow={missionHero.eyebrow}
        title={missionHero.title}
        intro={<p>{missionHero.intro}</p>}
        actions={{ primary: { ...missionHero.anchor, icon: ArrowDown } }}
      />

      <Section
        id={missionDetails.id}
        eyebrow={missionDetails.eyebrow}
        title={missionDetails.title}
        tone="surface"
      >
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
          <p className="border-accent border-l-4 pl-6 font-semibold text-2xl text-ink leading-snug md:text-3xl">
            {missionDetails.statement}
          </p>
          <div className="space-y-4 text-lg text-muted">
            {missionDetails.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section
        id="values"
        eyebrow={missionValues.eyebrow}
        title={missionValues.title}
        intro={missionValues.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {missionValues.items.map((value) => (
            <li key={value.title}>
              <FeatureCard icon={value.icon} tone={value.tone} title={value.title}>
                {value.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="vision"
        eyebrow={missionVision.eyebrow}
        title={missionVision.title}
        intro={missionVision.intro}
        tone="surface"
      >
        <MissionTimeline items={missionVision.items} label={missionVision.label} />
      </Section>

      <CtaBand
        id="mission-cta"
        title={missionCta.title}
        text={<p>{missionCta.text}</p>}
        primary={missionCta.primary}
        secondary={missionCta.secondary}
      />
    </>
  );
}
