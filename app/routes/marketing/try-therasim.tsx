import { CircleCheck, CircleX } from "lucide-react";
import { withCrisisLinks } from "#app/components/layout/crisis-line.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleSession } from "#app/components/sections/sample-session.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as hindi from "#app/content/hi/try-therasim.ts";
import * as english from "#app/content/try-therasim.ts";
import script from "#app/enhance/pages/try-therasim.ts?inline-script";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useContent } from "#app/lib/locale.ts";
import { cacheControl, localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { parsePicks, picksParam } from "#app/lib/sample-session.ts";
import type { Route } from "./+types/try-therasim";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).tryTherasimMeta,
    // Every step of the session is one page to search engines.
    path: "/try-therasim",
    matches,
  });

// No framework in the browser: each reply swaps the session in place by app/enhance/swap.ts.
export const handle = { hydrate: false, script };

export const headers = () => ({ "Cache-Control": cacheControl.fromAddress });

/** The session's state is the address: any step renders on the server, without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { picks: parsePicks(new URL(request.url).searchParams.get(picksParam)) };
}

export default function TryTherasimPage({ loaderData }: Route.ComponentProps) {
  const { picks } = loaderData;
  const content = useContent(english, hindi);
  const { aiScope, sessionCopy, tryTherasimHero } = content;
  const started = picks.length > 0;
  const { action } = tryTherasimHero;
  return (
    <>
      {/* Its button reads "Back to your session" once a reply is chosen, so it swaps with the session. */}
      <div id="try-therasim-hero" {...mark(hooks.swap)}>
        <PageHero
          eyebrow={tryTherasimHero.eyebrow}
          title={tryTherasimHero.title}
          intro={<p>{tryTherasimHero.intro}</p>}
          actions={{
            primary: { to: action.to, label: started ? action.resume : action.start },
          }}
          footnote={<p>{tryTherasimHero.footnote}</p>}
        />
      </div>
      <Section id="session" title={sessionCopy.title} intro={sessionCopy.intro} tone="tint" align="center">
        <SampleSession picks={picks} content={content} />
      </Section>
      <Section id="ai-scope" title={aiScope.title} intro={aiScope.intro} width="read">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-lg border border-line bg-surface p-6">
            <h3 className="font-bold text-xl">{aiScope.does.title}</h3>
            <ul className="mt-3 space-y-3">
              {aiScope.does.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg border border-line bg-surface p-6">
            <h3 className="font-bold text-xl">{aiScope.doesNot.title}</h3>
            <ul className="mt-3 space-y-3">
              {aiScope.doesNot.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-6 text-lg">{withCrisisLinks(aiScope.help)}</p>
      </Section>
    </>
  );
}
