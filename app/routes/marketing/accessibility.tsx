import { Keyboard, ScanSearch, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  accessibilityChecks,
  accessibilityGaps,
  accessibilityHero,
  accessibilityReport,
  accessibilityStandard,
} from "#app/content/accessibility.ts";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: "Accessibility",
    description:
      "The standard this site works to (WCAG 2.2 AA), how every page is tested, the gaps we know of, and how to tell us about a barrier.",
    path: "/accessibility",
  });

const icons = [ScanSearch, Keyboard, Smartphone];

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function AccessibilityPage() {
  return (
    <>
      <PageHero
        eyebrow={accessibilityHero.eyebrow}
        title={accessibilityHero.title}
        intro={<p>{accessibilityHero.intro}</p>}
      />

      <Section id="standard" eyebrow="Our standard" title={accessibilityStandard.title} tone="surface">
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          {accessibilityStandard.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="testing" eyebrow="How we check" title="Tested on every release">
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

      <Section id="gaps" eyebrow="Where we fall short" title={accessibilityGaps.title} tone="surface">
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-lg text-muted">
          {accessibilityGaps.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="report" eyebrow="Feedback" title={accessibilityReport.title}>
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          <p>{accessibilityReport.text}</p>
          <p>
            <Link
              to="/contact-us?type=feedback"
              className="font-semibold text-brand underline underline-offset-4"
            >
              Report a barrier
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
