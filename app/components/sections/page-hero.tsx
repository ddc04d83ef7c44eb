import { cn } from "#app/lib/cn.ts";
import { HeroActions, type HeroActionsProps } from "./hero-actions.tsx";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  /** Buttons: one primary, at most one secondary. */
  actions?: Pick<HeroActionsProps, "primary" | "secondary" | "size">;
  /** A product visual drawn in code, shown beside the text from tablet width. */
  visual?: React.ReactNode;
  /** Small print under the actions (figures, reassurance). */
  footnote?: React.ReactNode;
  className?: string;
};

/**
 * Soft brand and marigold shapes behind a hero; decorative only. They keep to
 * the hero's margins, so nothing sits behind text or a button at any width: a
 * circle in the top-right and the bottom-left corner, reaching no further in
 * than the padding above and below the content (or, on wide screens, the side
 * gutter), and a thin wave inside the bottom padding. `data-decoration` marks
 * each shape for the browser test that holds this rule (tests/e2e/look.spec.ts).
 */
export function HeroShapes() {
  return (
    <div
      aria-hidden="true"
      className="-z-10 pointer-events-none absolute inset-0 [--reach:2.5rem] md:[--reach:4.5rem] xl:[--reach:max(4.5rem,calc((100vw-75rem)/2+1rem))]"
    >
      <span
        data-decoration
        className="-translate-y-1/2 absolute top-0 right-0 size-[calc(var(--reach)*2)] translate-x-1/2 rounded-full bg-brand-tint"
      />
      <span
        data-decoration
        className="-translate-x-1/2 absolute bottom-0 left-0 size-[calc(var(--reach)*2)] translate-y-1/2 rounded-full bg-accent-tint"
      />
      <svg
        aria-hidden="true"
        data-decoration
        className="absolute inset-x-0 bottom-3 h-6 w-full md:bottom-5 md:h-8"
        viewBox="0 0 1440 32"
        preserveAspectRatio="none"
      >
        <path
          d="M0 24c240-20 480-20 720-8s480 10 720-8"
          fill="none"
          className="stroke-brand-soft"
          strokeWidth="8"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </div>
  );
}

/** The opening of every page: the only h1, a short promise, one clear action. */
export function PageHero({ eyebrow, title, intro, actions, visual, footnote, className }: PageHeroProps) {
  return (
    <section className={cn("relative isolate overflow-hidden", className)}>
      <HeroShapes />
      <div
        className={cn(
          "container-page grid items-center gap-10 py-12 md:py-20",
          visual && "lg:grid-cols-[1.05fr_1fr]",
        )}
      >
        <div className={cn(!visual && "mx-auto max-w-3xl text-center")}>
          {eyebrow && <p className="font-semibold text-brand text-sm uppercase tracking-wider">{eyebrow}</p>}
          <h1 className="mt-3 font-bold text-3xl tracking-tight md:text-5xl">{title}</h1>
          {intro && <div className="mt-5 text-lg text-muted md:text-xl md:leading-8">{intro}</div>}
          {actions && <HeroActions {...actions} align={visual ? "start" : "center"} className="mt-8" />}
          {footnote && <div className="mt-6 text-muted text-sm">{footnote}</div>}
        </div>
        {visual && <div className="min-w-0">{visual}</div>}
      </div>
    </section>
  );
}
