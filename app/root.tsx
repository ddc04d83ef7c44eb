import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { NotFoundScreen } from "#app/components/sections/not-found-screen.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import devanagariPreload from "#app/enhance/devanagari-preload.ts?inline-classic-script";
import enhanceScript from "#app/enhance/index.ts?inline-script";
import { frameIn } from "#app/i18n/frame.server.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, write } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { blogFeedsIn, blogTitle } from "#app/lib/meta.ts";
import { servicesOf, siteUrlOf } from "#app/lib/services.server.ts";
import { type RootData, useSite } from "#app/lib/site.ts";
import { languageTag, localeOfPath } from "#common/i18n/locale.ts";
import { isStaffPath } from "#common/staff-paths.ts";
import type { Route } from "./+types/root";

// The stylesheet itself is inlined into <head> by entry.server.tsx, so the
// first paint waits for no request. The Latin font is not preloaded: with a
// metric-matched fallback the swap moves nothing, and a preload delays the
// first paint on a slow link (Lighthouse mobile LCP 1.36 s → 1.06 s). The
// Devanagari one is preloaded only where the device has no face of its own
// (app/enhance/devanagari-preload.ts, the body's first script).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The company's details as staff last saved them in Settings, for every
 * page (`useSite()`): held in the server's memory, so this costs no trip to
 * the store. A navigation does not ask again; a reload does.
 */
export function loader({ context, request }: Route.LoaderArgs): RootData {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    site: servicesOf(context).settings.site(),
    siteUrl: siteUrlOf(context),
    locale,
    ...frameIn(locale),
  };
}

export const shouldRevalidate = () => false;

type Handle =
  | { backOffice?: boolean; calm?: boolean; demoBand?: boolean; hydrate?: boolean; script?: string }
  | undefined;

/**
 * What the matched routes ask of the frame: `backOffice` draws its own frame
 * (AdminShell); `calm` keeps the footer's sales buttons off a page that may
 * be read by someone in crisis; `demoBand` says the page closes with a call
 * to action to the demo form, so the footer does not repeat it just below;
 * `hydrate: false` says the page is content alone: it ships no framework
 * (no React, no React Router in the browser), only the few KB of
 * app/enhance that every page runs; in development too, where it reloads
 * after an edit (`reloadOnEdit`) rather than updating in place. `script` is
 * the page's own script (an `app/enhance/pages/` module imported with
 * `?inline-script`: the common behaviour and the page's own); without one,
 * the page gets the common behaviour alone.
 */
function useFrame() {
  const handles = useMatches().map((match) => match.handle as Handle);
  return {
    backOffice: handles.some((handle) => handle?.backOffice),
    calm: handles.some((handle) => handle?.calm),
    demoBand: handles.some((handle) => handle?.demoBand),
    hydrate: !handles.some((handle) => handle?.hydrate === false),
    script: handles.findLast((handle) => handle?.script)?.script ?? enhanceScript,
  };
}

/**
 * Development only, in a page that does not hydrate: what lets an edit reload
 * it, since such a page runs none of the modules Vite could update in place.
 * Vite's client (its WebSocket; it also reloads on a change it cannot apply)
 * and a listener for the signal server/dev.ts sends once the server's module
 * graph has taken in an edit (`anvaya:server-change`): the page then loads
 * again, rendered by the new code with its new inline script. Production
 * never writes it.
 */
const reloadOnEdit =
  'import{createHotContext}from"/@vite/client";createHotContext("/@anvaya/page").on("anvaya:server-change",()=>location.reload())';

/**
 * Same-site links are fetched when the pointer rests on them (or a finger
 * goes down), so the next content page opens from memory in browsers that
 * support Speculation Rules. Not the back office, the API, a form's answer
 * page or the withdrawal link; an article fetched this way counts no view
 * (server/services/post-views.ts reads Sec-Purpose).
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin-only-*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/*/sent" } },
          { not: { href_matches: "/privacy/withdraw*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * In a page that hydrates (the back office), a link out of the staff areas
 * loads its page as a document: public pages ship no framework, their
 * behaviour comes with their HTML, so React Router must not render them in
 * the browser. A capturing listener on the document runs before React's on
 * its root, and stopping the click there leaves it to the browser.
 */
function useDocumentLinksOutOfStaffAreas() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (!isStaffPath(link.pathname)) event.stopPropagation();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { backOffice, calm, demoBand, hydrate, script } = useFrame();
  const site = useSite();
  const { locale, text } = useLanguage();
  // Marks the document once React has hydrated, for browser tests and app/enhance/page.ts.
  useEffect(() => {
    write(document.documentElement, hooks.hydrated, "true");
  }, []);
  useDocumentLinksOutOfStaffAreas();
  return (
    <html lang={languageTag[locale]} {...mark(hooks.hydrate, `${hydrate}`)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        {/* Feed discovery: readers and browsers find the blog's feeds (in the page's language) from any page. */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={blogTitle(site.name, locale)}
          href={blogFeedsIn[locale].rssPath}
        />
        <link
          rel="alternate"
          type="application/feed+json"
          title={blogTitle(site.name, locale)}
          href={blogFeedsIn[locale].jsonPath}
        />
        {!backOffice && (
          <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        )}
      </head>
      <body className="flex min-h-dvh flex-col">
        {locale === "hi" && !backOffice && (
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: devanagariPreload }} />
        )}
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-surface px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {text.skipToMain}
        </a>
        {backOffice ? (
          children
        ) : (
          <>
            <SiteHeader calm={calm} />
            <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
              {children}
            </main>
            <SiteFooter calm={calm} demoBand={demoBand} />
          </>
        )}
        {/*
          Every page's own behaviour, written into the page: no request, no framework.
          Only the server has the text: a hydrating browser keeps the script as the page
          brought it (React does not compare inner HTML), so the bundle does not carry it twice.
        */}
        <script
          type="module"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? script : "" }}
        />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          import.meta.env.DEV && <script type="module" dangerouslySetInnerHTML={{ __html: reloadOnEdit }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundScreen />;
  }
  return <ErrorScreen />;
}

/** Anything but a 404: what failed, in the page's language, and two ways on. */
function ErrorScreen() {
  const { text, link } = useLanguage();
  return (
    <section className="container-read py-16 text-center md:py-24">
      <p className="font-semibold text-brand">{text.errorKicker}</p>
      <h1 className="mt-2 font-bold text-3xl md:text-5xl">{text.errorTitle}</h1>
      <p className="mt-4 text-lg text-muted">{text.errorText}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={link("/")}>{text.goHome}</ButtonLink>
        <ButtonLink to={link("/contact-us")} variant="secondary">
          {text.contactUs}
        </ButtonLink>
      </div>
    </section>
  );
}
