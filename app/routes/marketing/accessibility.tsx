import { Keyboard, ScanSearch, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/accessibility.ts";
import * as hindi from "#app/content/hi/accessibility.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).accessibilityMeta,
    path: "/accessibility",
    matches,
  });

const icons = [ScanSearch, Keyboard, Smartphone];

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function AccessibilityPage() {
  const {
    accessibilityChecks,
    accessibilityGaps,
    accessibilityHero,
    accessibilityReport,
    accessibilityStandard,
    accessibilityTesting,
  } = useContent(english, hindi);
  return (
    <>
      <PageHero
        eyebrow={accessibilityHero.eyebrow}
        title={accessibilityHero.title}
        intro={<p>{accessibilityHero.intro}</p>}
      />

      <Section
        id="standard"
        eyebrow={accessibilityStandard.eyebrow}
        title={accessibilityStandard.title}
        tone="surface"
      >
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          {accessibilityStandard.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="testing" eyebrow={accessibilityTesting.eyebrow} title={accessibilityTesting.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {accessibilityChecks.map((check, i) => (
            <li key={check.title}>
              <FeatureCard icon={icons[i % icons.length]} tone="brand" title={check.title}>
                {check.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="gaps" eyebrow={accessibilityGaps.eyebrow} title={accessibilityGaps.title} tone="surface">
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-lg text-muted">
          {accessibilityGaps.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="report" eyebrow={accessibilityReport.eyebrow} title={accessibilityReport.title}>
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          <p>{accessibilityReport.text}</p>
          <p>
            <Link
              to={accessibilityReport.link.to}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {accessibilityReport.link.label}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
