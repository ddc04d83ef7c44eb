import { useLocation } from "react-router";
import { ComingSoonCountdown } from "#app/components/sections/coming-soon-countdown.tsx";
import { ComingSoonWaitlist } from "#app/components/sections/coming-soon-waitlist.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/coming-soon.ts";
import * as hindi from "#app/content/hi/coming-soon.ts";
import script from "#app/enhance/pages/coming-soon.ts?inline-script";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/coming-soon";

export { action } from "./coming-soon.server.ts";

/** What the visitor came for, from the path; the page itself is the same for every alias (and in Hindi). */
function sectionFor(pathname: string, sections: Record<string, string>): string | undefined {
  const key = pathname.toLowerCase().replace(/\/+$/, "");
  return key === "/coming-soon" || key === "/hi/coming-soon" ? undefined : sections[key];
}

export const meta = ({
  location,
  matches,
}: {
  location: { pathname: string };
  matches: readonly unknown[];
}) => {
  const { comingSoonMeta, comingSoonSections } = localeIn(matches) === "hi" ? hindi : english;
  const section = sectionFor(location.pathname, comingSoonSections);
  return pageMeta({
    title: section ? `${section}: ${comingSoonMeta.title}` : comingSoonMeta.title,
    description: comingSoonMeta.description,
    // Every alias shows the same page, so search engines index it once.
    path: "/coming-soon",
    matches,
  });
};

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
// No framework in the browser: the countdown and the waitlist are app/enhance.
export const handle = { demoBand: true, hydrate: false, script };

export default function ComingSoon({ actionData }: Route.ComponentProps) {
  const { comingSoonCta, comingSoonHero, comingSoonSections, teasers, teasersCopy } = useContent(
    english,
    hindi,
  );
  const section = sectionFor(useLocation().pathname, comingSoonSections);
  return (
    <>
      <PageHero
        eyebrow={section ?? comingSoonSections["/coming-soon"]}
        title={comingSoonHero.title}
        intro={<p>{comingSoonHero.intro}</p>}
        actions={{ primary: comingSoonHero.action }}
        footnote={<ComingSoonCountdown />}
      />
      <ComingSoonWaitlist
        joined={actionData !== undefined && "joined" in actionData}
        serverError={actionData && "formError" in actionData ? actionData.formError : null}
      />
      <Section id="whats-coming" title={teasersCopy.title} intro={teasersCopy.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {teasers.map((teaser) => (
            <li key={teaser.title}>
              <FeatureCard icon={teaser.icon} title={teaser.title}>
                <p>{teaser.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        id="coming-soon-cta"
        title={comingSoonCta.title}
        text={<p>{comingSoonCta.text}</p>}
        primary={comingSoonCta.primary}
        secondary={comingSoonCta.secondary}
      />
    </>
  );
}
