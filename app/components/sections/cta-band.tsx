import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { type HeroAction, HeroActions } from "./hero-actions.tsx";

type CtaBandProps = {
  id: string;
  title: string;
  text: React.ReactNode;
  primary: HeroAction;
  secondary?: HeroAction;
};

/**
 * The closing call to action of a page: a deep brand panel set on the page's
 * canvas, so a strip of canvas parts it from the footer of the same colour.
 */
export function CtaBand({ id, title, text, primary, secondary }: CtaBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="pt-8 pb-12 md:pt-12 md:pb-20">
      <div {...mark(hooks.reveal)} className="container-page">
        <div className="rounded-xl bg-brand-deep px-5 py-12 text-center text-white shadow-raised md:px-12 md:py-16">
          <h2 id={`${id}-title`} className="mx-auto max-w-3xl font-bold text-2xl text-white md:text-4xl">
            {title}
          </h2>
          <div className="mx-auto mt-4 max-w-2xl text-lg text-on-deep-muted">{text}</div>
          <HeroActions primary={primary} secondary={secondary} inverse align="center" className="mt-8" />
        </div>
      </div>
    </section>
  );
}
