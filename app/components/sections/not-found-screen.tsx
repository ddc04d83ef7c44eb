import { ArrowLeft, Compass, Home, LifeBuoy, MessageSquareWarning, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";

/** Where the screen's three tiles lead, with their words' keys in the interface catalogue. */
const helpTiles = [
  { icon: MessageSquareWarning, title: "reportIssue", text: "reportIssueText", to: "/contact-us" },
  { icon: LifeBuoy, title: "getSupport", text: "getSupportText", to: "/faqs" },
  { icon: Compass, title: "browseServices", text: "browseServicesText", to: "/solutions/practitioners" },
] as const;

/**
 * Spec §2.12: the 404 screen, also used by the root error boundary. Go Back
 * and Try Again ("Retrying...", then a reload) are app/enhance/retry.ts; a
 * Hindi page gives it its Hindi word.
 */
export function NotFoundScreen() {
  // The root renders this screen too, and the back office hydrates the root: its words come
  // from the root's data (app/i18n/interface.ts), never from a catalogue in the bundle.
  const { locale, text, link } = useLanguage();
  return (
    <section className="container-page py-16 text-center md:py-24" aria-labelledby="not-found-title">
      <p className="font-bold text-7xl text-brand tracking-tight md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 font-bold text-3xl md:text-5xl">
        {text.notFoundTitle}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text.notFoundText}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={link("/")}>
          <Home aria-hidden="true" />
          {text.goHome}
        </ButtonLink>
        <Button variant="secondary" {...mark(hooks.goBack)}>
          <ArrowLeft aria-hidden="true" />
          {text.goBack}
        </Button>
        <Button
          variant="secondary"
          {...mark(hooks.retry)}
          {...markWords(hooks.retryWords, locale === "en" ? undefined : text.retrying)}
          className="group"
        >
          <RotateCw aria-hidden="true" className="group-data-retrying:motion-safe:animate-spin" />
          <span {...mark(hooks.retryLabel)}>{text.tryAgain}</span>
        </Button>
      </div>
      <ul className="mx-auto mt-14 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
        {helpTiles.map((tile) => (
          <li key={tile.title}>
            <Link
              to={link(tile.to)}
              className="block h-full rounded-lg border border-line bg-surface p-5 shadow-card hover:border-brand"
            >
              <tile.icon aria-hidden="true" className="size-6 text-brand" />
              <span className="mt-3 block font-semibold text-ink">{text[tile.title]}</span>
              <span className="mt-1 block text-muted text-sm">{text[tile.text]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
