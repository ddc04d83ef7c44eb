import { type HeroAction, HeroActions } from "./hero-actions.tsx";

type CtaBandProps = {
  id: string;
  title: string;
  text: React.ReactNode;
  primary: HeroAction;
  secondary?: HeroAction;
};

/** The closing call to action of a page, on the deep brand band. */
export function CtaBand({ id, title, text, primary, secondary }: CtaBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-brand-deep py-14 text-white md:py-20">
      <div data-reveal className="container-page text-center">
        <h2 id={`${id}-title`} className="mx-auto max-w-3xl font-bold text-2xl text-white md:text-4xl">
          {title}
        </h2>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-on-deep-muted">{text}</div>
        <HeroActions primary={primary} secondary={secondary} inverse align="center" className="mt-8" />
      </div>
    </section>
  );
}
