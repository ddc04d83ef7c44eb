import { Archive, ClipboardList, Database, KeyRound, Lock, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as hindi from "#app/content/hi/trust.ts";
import * as english from "#app/content/trust.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ ...(localeIn(matches) === "hi" ? hindi : english).trustMeta, path: "/trust", matches });

const icons = [Lock, ClipboardList, KeyRound, Archive, ShieldCheck, Database];

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function TrustPage() {
  // The attestations are as staff typed them in Settings; the words around them follow the page.
  const { attestations } = useSite();
  const { trustAttestations, trustContact, trustHero, trustLimits, trustPoints, trustProtections } =
    useContent(english, hindi);
  return (
    <>
      <PageHero eyebrow={trustHero.eyebrow} title={trustHero.title} intro={<p>{trustHero.intro}</p>} />

      <Section
        id="protections"
        eyebrow={trustProtections.eyebrow}
        title={trustProtections.title}
        tone="surface"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trustPoints.map((point, i) => (
            <li key={point.title}>
              <FeatureCard
                icon={icons[i % icons.length]}
                tone={i % 2 === 0 ? "brand" : "accent"}
                title={point.title}
              >
                {point.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      {attestations.length > 0 && (
        <Section id="attestations" eyebrow={trustAttestations.eyebrow} title={trustAttestations.title}>
          <div className="max-w-3xl text-lg text-muted">
            <p>{trustAttestations.intro}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {attestations.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </Section>
      )}

      <Section id="limits" eyebrow={trustLimits.eyebrow} title={trustLimits.title}>
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          {trustLimits.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="concerns" eyebrow={trustContact.eyebrow} title={trustContact.title} tone="surface">
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          <p>{trustContact.text}</p>
          <ul className="flex flex-wrap gap-x-8 gap-y-2">
            {trustContact.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-1 font-semibold text-brand underline underline-offset-4"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
