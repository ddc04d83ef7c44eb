import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";

export type SectionTone = "canvas" | "surface" | "tint" | "deep";

const tones: Record<SectionTone, string> = {
  canvas: "bg-canvas",
  surface: "bg-surface",
  tint: "bg-brand-tint",
  deep: "bg-brand-deep text-white",
};

type SectionProps = {
  /** Used for the heading id (`${id}-title`) and as an anchor target. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  tone?: SectionTone;
  align?: "start" | "center";
  /** Narrow (about 720 px) for reading text; wide (about 1200 px) for grids. */
  width?: "wide" | "read";
  className?: string;
  children?: React.ReactNode;
};

/** A page section: an h2 with optional eyebrow and intro, fading in once when scrolled to. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "canvas",
  align = "start",
  width = "wide",
  className,
  children,
}: SectionProps) {
  const deep = tone === "deep";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-12 md:py-20", tones[tone], className)}>
      <div {...mark(hooks.reveal)} className={width === "read" ? "container-read" : "container-page"}>
        <header className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && (
            <p
              className={cn(
                "font-semibold text-sm uppercase tracking-wider",
                deep ? "text-accent-tint" : "text-brand",
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-title`}
            className={cn("mt-2 font-bold text-2xl md:text-4xl", deep ? "text-white" : "text-ink")}
          >
            {title}
          </h2>
          {intro && (
            <div className={cn("mt-4 text-lg", deep ? "text-on-deep-muted" : "text-muted")}>{intro}</div>
          )}
        </header>
        {children && <div className="mt-8 md:mt-12">{children}</div>}
      </div>
    </section>
  );
}
