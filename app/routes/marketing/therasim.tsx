import { Link } from "react-router";
import { TherasimCases } from "#app/components/mockups/therasim-cases.tsx";
import { TherasimChat } from "#app/components/mockups/therasim-chat.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as hindi from "#app/content/hi/therasim.ts";
import * as english from "#app/content/therasim.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).therasimMeta,
    path: "/solutions/therasim",
    matches,
  });

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

export default function TherasimPage() {
  const {
    therasimChallenges,
    therasimCta,
    therasimFeatures,
    therasimHero,
    therasimPreview,
    therasimTransformation,
  } = useContent(english, hindi);
  return (
    <>
      <PageHero
        eyebrow={therasimHero.eyebrow}
        title={therasimHero.title}
        intro={<p>{therasimHero.intro}</p>}
        actions={{ primary: therasimHero.primary, secondary: therasimHero.secondary }}
        footnote={
          <p className="text-base">
            {therasimHero.sample.lead}{" "}
            <Link
              to={therasimHero.sample.to}
              className="font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
            >
              {therasimHero.sample.label}
            </Link>{" "}
            {therasimHero.sample.after}
          </p>
        }
        visual={<TherasimCases label={therasimHero.visualLabel} />}
      />

      <Section
        id="challenges"
        eyebrow={therasimChallenges.eyebrow}
        title={therasimChallenges.title}
        intro={therasimChallenges.intro}
        tone="surface"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {therasimChallenges.items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} tone="accent" title={item.title}>
                {item.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="features"
        eyebrow={therasimFeatures.eyebrow}
        title={therasimFeatures.title}
        intro={therasimFeatures.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {therasimFeatures.items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title}>
                {item.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="preview"
        eyebrow={therasimPreview.eyebrow}
        title={therasimPreview.title}
        intro={therasimPreview.intro}
        tone="tint"
      >
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <ol className="space-y-6">
            {therasimPreview.points.map((point, index) => (
              <li key={point.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-xl">{point.title}</h3>
                  <p className="mt-1 text-muted">{point.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <TherasimChat label={therasimPreview.visualLabel} caption={therasimPreview.caption} />
        </div>
      </Section>

      <Section
        id="transformation"
        eyebrow={therasimTransformation.eyebrow}
        title={therasimTransformation.title}
        intro={therasimTransformation.intro}
        tone="surface"
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {therasimTransformation.steps.map((step) => (
            <li key={step.title} className="rounded-lg border border-line bg-canvas p-6">
              <IconBadge icon={step.icon} />
              <h3 className="mt-4 font-semibold text-xl">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        id="start-practicing"
        title={therasimCta.title}
        text={<p>{therasimCta.text}</p>}
        primary={therasimCta.primary}
        secondary={therasimCta.secondary}
      />
    </>
  );
}
