import { ButtonLink } from "#app/components/ui/button.tsx";

type CtaBandProps = {
  id: string;
  title: string;
  text: React.ReactNode;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
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
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={primary.to} variant="inverse" size="lg">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.to} variant="inverse-outline" size="lg">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
