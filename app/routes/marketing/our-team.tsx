import { ArrowDown } from "lucide-react";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { TeamLeaderCard } from "#app/components/sections/team-leader-card.tsx";
import { TeamReviewerCard } from "#app/components/sections/team-reviewer-card.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as hindi from "#app/content/hi/team.ts";
import * as english from "#app/content/team.ts";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { cacheControl, localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { useSite } from "#app/lib/site.ts";
import { personKey } from "#common/blog.ts";
import type { Route } from "./+types/our-team";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ ...(localeIn(matches) === "hi" ? hindi : english).teamMeta, path: "/our-team", matches });

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

/** Kept by the page cache like the blog (server/http/page-keys.ts): a review published renews it. */
export const headers = () => ({ "Cache-Control": cacheControl.blogPage });

/** The clinicians whose review line live articles carry (an article links to their entry here). */
export async function loader({ context }: Route.LoaderArgs) {
  return { reviewers: await servicesOf(context).blogReview.reviewers() };
}

/**
 * The leaders named in Settings and the clinicians who review the blog's
 * live articles (those who are leaders too stay in their leader card); until
 * there are any, the page is the story and the values. Names, titles and
 * credentials are shown as typed, on the Hindi page too.
 */
export default function OurTeamPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useLanguage();
  const { teamCta, teamHero, teamLeadership, teamOrigin, teamReviewers, teamValues } = useContent(
    english,
    hindi,
  );
  const named = useSite().leaders;
  const leaderKeys = new Set(named.map((leader) => personKey(leader.name)));
  const reviewers = loaderData.reviewers.filter((reviewer) => !leaderKeys.has(personKey(reviewer.name)));
  return (
    <>
      <PageHero
        eyebrow={teamHero.eyebrow}
        title={teamHero.title}
        intro={<p>{teamHero.intro}</p>}
        actions={{
          primary: { ...(named.length > 0 ? teamHero.anchor : teamHero.storyAnchor), icon: ArrowDown },
        }}
      />

      <Section id="origin" eyebrow={teamOrigin.eyebrow} title={teamOrigin.title} tone="surface" width="read">
        <div className="space-y-4 text-lg text-muted">
          {teamOrigin.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      {named.length > 0 && (
        <Section
          id="leadership"
          eyebrow={teamLeadership.eyebrow}
          title={teamLeadership.title}
          intro={teamLeadership.intro}
        >
          <ul aria-label={teamLeadership.label} className="flex flex-wrap justify-center gap-6">
            {named.map((leader, index) => (
              <li key={leader.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
                <TeamLeaderCard leader={leader} index={index} words={teamLeadership.card} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {reviewers.length > 0 && (
        <Section
          id="reviewers"
          eyebrow={teamReviewers.eyebrow}
          title={teamReviewers.title}
          intro={teamReviewers.intro}
        >
          <ul aria-label={teamReviewers.label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reviewers.map((reviewer, index) => (
              <li key={reviewer.name}>
                <TeamReviewerCard
                  reviewer={reviewer}
                  index={index}
                  words={teamReviewers.card}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section
        id="core-values"
        eyebrow={teamValues.eyebrow}
        title={teamValues.title}
        intro={teamValues.intro}
        tone="tint"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {teamValues.items.map((value) => (
            <li key={value.title}>
              <FeatureCard icon={value.icon} title={value.title}>
                {value.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="team-cta"
        title={teamCta.title}
        text={<p>{teamCta.text}</p>}
        primary={teamCta.primary}
        secondary={teamCta.secondary}
      />
    </>
  );
}
