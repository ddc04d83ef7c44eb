import { ArrowLeft, Compass, Home, LifeBuoy, MessageSquareWarning, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";

const helpTiles = [
  {
    icon: MessageSquareWarning,
    title: "Report Issue",
    text: "Tell us which link brought you here and we will fix it.",
    to: "/contact-us",
  },
  {
    icon: LifeBuoy,
    title: "Get Support",
    text: "Questions about our products or your account.",
    to: "/faqs",
  },
  {
    icon: Compass,
    title: "Browse Services",
    text: "Assessments, the practice CRM and TheraSim.",
    to: "/solutions/practitioners",
  },
];

/**
 * Spec §2.12: the 404 screen, also used by the root error boundary. Go Back
 * and Try Again ("Retrying...", then a reload) are app/enhance/retry.ts; a
 * Hindi page gives it its Hindi word.
 */
export function NotFoundScreen() {
  // The root renders this screen too, and the back office hydrates the root: its words come
  // from the root's data (app/i18n/interface.ts), never from a catalogue in the bundle.
  const { locale, text } = useLanguage();
  return (
    <section className="container-page py-16 text-center md:py-24" aria-labelledby="not-found-title">
      <p className="font-bold text-7xl text-brand tracking-tight md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 font-bold text-3xl md:text-5xl">
        Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        The page you were looking for has moved or never existed. These will take you somewhere useful.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/">
          <Home aria-hidden="true" />
          Go Home
        </ButtonLink>
        <Button variant="secondary" {...mark(hooks.goBack)}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button
          variant="secondary"
          {...mark(hooks.retry)}
          {...markWords(hooks.retryWords, locale === "en" ? undefined : text.retrying)}
          className="group"
        >
          <RotateCw aria-hidden="true" className="group-data-retrying:motion-safe:animate-spin" />
          <span {...mark(hooks.retryLabel)}>Try Again</span>
        </Button>
      </div>
      <ul className="mx-auto mt-14 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
        {helpTiles.map((tile) => (
          <li key={tile.title}>
            <Link
              to={tile.to}
              className="block h-full rounded-lg border border-line bg-surface p-5 shadow-card hover:border-brand"
            >
              <tile.icon aria-hidden="true" className="size-6 text-brand" />
              <span className="mt-3 block font-semibold text-ink">{tile.title}</span>
              <span className="mt-1 block text-muted text-sm">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
