import { CrmDashboard } from "#app/components/mockups/crm-dashboard.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { HomeCareJourney } from "#app/components/sections/home-care-journey.tsx";
import { TopicTabs } from "#app/components/sections/home-tab-panel.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PosterFrame } from "#app/components/sections/poster-frame.tsx";
import { FeatureCard } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Stat } from "#app/components/ui/stat.tsx";
import * as hindi from "#app/content/hi/home.ts";
import * as english from "#app/content/home.ts";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ ...(localeIn(matches) === "hi" ? hindi : english).homeMeta, path: "/", matches });

function CardGrid({ items }: { items: typeof english.pillars.items }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {items.map(({ title, text, icon }) => (
        <FeatureCard key={title} icon={icon} title={title}>
          {text}
        </FeatureCard>
      ))}
    </div>
  );
}

// The closing band leads to the demo form, so the footer leaves out its own Request a Demo.
export const handle = { demoBand: true, hydrate: false };

export default function Home() {
  const {
    benefits,
    careJourney,
    films,
    homeCta,
    homeHero,
    homeTabs,
    integratedData,
    needStats,
    outcomes,
    pillars,
    problems,
  } = useContent(english, hindi);
  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        intro={<p>{homeHero.intro}</p>}
        actions={{ primary: homeHero.primary, secondary: homeHero.secondary }}
        footnote={<CheckList items={homeHero.footnote} variant="inline" />}
        visual={<CrmDashboard variant="compact" label={homeHero.visualLabel} />}
      />

      <Section id={homeTabs.id} title={homeTabs.title} intro={homeTabs.intro} tone="surface">
        <TopicTabs label={homeTabs.label} items={homeTabs.items} defaultId={homeTabs.defaultId} />
      </Section>

      <Section id={pillars.id} eyebrow={pillars.eyebrow} title={pillars.title}>
        <CardGrid items={pillars.items} />
      </Section>

      <Section
        id={integratedData.id}
        eyebrow={integratedData.eyebrow}
        title={integratedData.title}
        intro={integratedData.intro}
        tone="tint"
      >
        <CrmDashboard label={integratedData.visualLabel} />
        <CheckList
          items={integratedData.points}
          className="mt-8 grid gap-4 font-medium text-ink md:grid-cols-3"
        />
      </Section>

      <HomeCareJourney journey={careJourney} />

      <Section id={outcomes.id} title={outcomes.title} tone="surface">
        <CardGrid items={outcomes.items} />
      </Section>

      <Section
        id={needStats.id}
        eyebrow={needStats.eyebrow}
        title={needStats.title}
        intro={needStats.intro}
        tone="deep"
      >
        {/*
          Stat renders a dt/dd group, so the divider is styled from the list. The
          last rule keeps the source note under the figure (Stat leaves it at order 0).
        */}
        <dl className="grid gap-8 sm:grid-cols-3 [&>div]:border-white/25 [&>div]:border-t [&>div]:pt-6 [&_dd+dd]:order-3">
          {needStats.items.map((stat) => (
            <Stat key={stat.value} value={stat.value} label={stat.label} source={stat.source} inverse />
          ))}
        </dl>
      </Section>

      <Section id={films.id} title={films.title} intro={films.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          {films.items.map((film) => (
            <PosterFrame key={film.title} title={film.title} text={film.text} action={film.action} />
          ))}
        </div>
      </Section>

      <Section id={problems.id} eyebrow={problems.eyebrow} title={problems.title} tone="surface">
        <ol className="grid gap-6 sm:grid-cols-2">
          {problems.items.map((item, index) => (
            <li key={item.title} className="flex gap-4 rounded-lg bg-canvas p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-tint font-bold text-ink"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-xl">{item.title}</h3>
                <p className="mt-1 text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id={benefits.id} eyebrow={benefits.eyebrow} title={benefits.title}>
        <CardGrid items={benefits.items} />
      </Section>

      <CtaBand
        id={homeCta.id}
        title={homeCta.title}
        text={<p>{homeCta.text}</p>}
        primary={homeCta.primary}
        secondary={homeCta.secondary}
      />
    </>
  );
}
