import { CrmDashboard } from "#app/components/mockups/crm-dashboard.tsx";
import { PracticeDay } from "#app/components/mockups/practice-day.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FormOffers } from "#app/components/sections/form-offers.tsx";
import { TopicTabs } from "#app/components/sections/home-tab-panel.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as hindi from "#app/content/hi/practitioners.ts";
import type { FeatureGroup } from "#app/content/practitioners.ts";
import * as english from "#app/content/practitioners.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).practitionersMeta,
    path: "/solutions/practitioners",
    matches,
  });

function FeatureGroupCard({ group }: { group: FeatureGroup }) {
  return (
    <article className="h-full rounded-lg border border-line bg-surface p-6 shadow-card md:p-8">
      <div className="flex items-center gap-4">
        <IconBadge icon={group.icon} />
        <h3 className="font-semibold text-xl">{group.title}</h3>
      </div>
      <ul className="mt-6 space-y-5">
        {group.items.map(({ name, text, icon: Icon }) => (
          <li key={name} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <p>
              <span className="block font-semibold text-ink">{name}</span>
              <span className="text-muted">{text}</span>
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

export default function Practitioners() {
  const { dashboardShowcase, features, practitionersCta, practitionersHero, practitionerTabs, trust } =
    useContent(english, hindi);
  return (
    <>
      <PageHero
        eyebrow={practitionersHero.eyebrow}
        title={practitionersHero.title}
        intro={<p>{practitionersHero.intro}</p>}
        actions={{ primary: practitionersHero.primary, secondary: practitionersHero.secondary }}
        footnote={<CheckList items={practitionersHero.footnote} variant="inline" />}
        visual={<PracticeDay label={practitionersHero.visualLabel} />}
      />

      <Section
        id={practitionerTabs.id}
        title={practitionerTabs.title}
        intro={practitionerTabs.intro}
        tone="surface"
      >
        <TopicTabs
          label={practitionerTabs.label}
          items={practitionerTabs.items}
          defaultId={practitionerTabs.defaultId}
        />
      </Section>

      <Section id={features.id} eyebrow={features.eyebrow} title={features.title} intro={features.intro}>
        <div className="grid gap-6 md:grid-cols-2">
          {features.groups.map((group) => (
            <FeatureGroupCard key={group.title} group={group} />
          ))}
        </div>
      </Section>

      <Section
        id={dashboardShowcase.id}
        eyebrow={dashboardShowcase.eyebrow}
        title={dashboardShowcase.title}
        intro={dashboardShowcase.intro}
        tone="tint"
      >
        <CrmDashboard label={dashboardShowcase.visualLabel} />
      </Section>

      <Section id={trust.id} eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro} tone="surface">
        <div className="grid gap-6 md:grid-cols-3">
          {trust.items.map(({ title, text, icon }) => (
            <FeatureCard key={title} icon={icon} title={title}>
              {text}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <FormOffers page="/solutions/practitioners" />

      <CtaBand
        id={practitionersCta.id}
        title={practitionersCta.title}
        text={<p>{practitionersCta.text}</p>}
        primary={practitionersCta.primary}
        secondary={practitionersCta.secondary}
      />
    </>
  );
}
