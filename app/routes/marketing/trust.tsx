import { Archive, ClipboardList, Database, KeyRound, Lock, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { trustAttestations, trustContact, trustHero, trustLimits, trustPoints } from "#app/content/trust.ts";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: "Trust and Security",
    description:
      "What protects the information you send us: HTTPS, staff sign-in with lockout, an audit log of every access, data kept in our own database, and what we do not claim.",
    path: "/trust",
  });

const icons = [Lock, ClipboardList, KeyRound, Archive, ShieldCheck, Database];

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function TrustPage() {
  const { attestations } = useSite();
  return (
    <>
      <PageHero eyebrow={trustHero.eyebrow} title={trustHero.title} intro={<p>{trustHero.intro}</p>} />

      <Section
        id="protections"
        eyebrow="What protects your data"
        title="Six things we do today"
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
        <Section id="attestations" eyebrow="Independent checks" title={trustAttestations.title}>
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

      <Section id="limits" eyebrow="Honestly" title={trustLimits.title}>
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          {trustLimits.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="concerns" eyebrow="Your information" title={trustContact.title} tone="surface">
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          <p>{trustContact.text}</p>
          <ul className="flex flex-wrap gap-x-8 gap-y-2">
            <li>
              <Link
                to="/privacy"
                className="inline-block py-1 font-semibold text-brand underline underline-offset-4"
              >
                Read the privacy notice
              </Link>
            </li>
            <li>
              <Link
                to="/contact-us"
                className="inline-block py-1 font-semibold text-brand underline underline-offset-4"
              >
                Write to us
              </Link>
            </li>
          </ul>
        </div>
      </Section>
    </>
  );
}
