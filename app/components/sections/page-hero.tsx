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

/** Soft brand and marigold shapes behind a hero; decorative only. */
export function HeroShapes() {
  return (
    <svg
      aria-hidden="true"
      className="-z-10 pointer-events-none absolute inset-0 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1440 720"
    >
      <circle cx="1240" cy="120" r="260" fill="#e6f4f1" />
      <circle cx="1380" cy="560" r="140" fill="#fdf1d8" />
      <path
        d="M-80 620c180-120 360-140 540-60s300 90 420 20"
        fill="none"
        stroke="#cce9e4"
        strokeWidth="36"
        strokeLinecap="round"
      />
      <circle cx="120" cy="90" r="70" fill="#fdf1d8" opacity="0.7" />
    </svg>
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
