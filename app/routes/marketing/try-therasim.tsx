import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleSession } from "#app/components/sections/sample-session.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { sessionCopy, tryTherasimHero } from "#app/content/try-therasim.ts";
import { cacheControl, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { parsePicks, picksParam } from "#app/lib/sample-session.ts";
import type { Route } from "./+types/try-therasim";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: "Try a TheraSim practice session",
    description:
      "A short scripted TheraSim session in your browser: reply to a fictional client, and see the AI mentor's Empathy Score, technique and next step for each choice.",
    // Every step of the session is one page to search engines.
    path: "/try-therasim",
  });

export const headers = () => ({ "Cache-Control": cacheControl.fromAddress });

const picksOf = (url: string) => ({ picks: parsePicks(new URL(url).searchParams.get(picksParam)) });

/** The session's state is the address: any step renders on the server, without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return picksOf(request.url);
}

/** The same reading in the browser, so a reply needs no round trip once the page has loaded. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return picksOf(request.url);
}

export default function TryTherasimPage({ loaderData }: Route.ComponentProps) {
  const { picks } = loaderData;
  const started = picks.length > 0;
  const { action } = tryTherasimHero;
  return (
    <>
      <PageHero
        eyebrow={tryTherasimHero.eyebrow}
        title={tryTherasimHero.title}
        intro={<p>{tryTherasimHero.intro}</p>}
        actions={{
          primary: { to: action.to, label: started ? action.resume : action.start },
        }}
        footnote={<p>{tryTherasimHero.footnote}</p>}
      />
      <Section id="session" title={sessionCopy.title} intro={sessionCopy.intro} tone="tint" align="center">
        <SampleSession picks={picks} />
      </Section>
    </>
  );
}
