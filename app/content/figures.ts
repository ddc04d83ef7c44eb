import type { SiteConfig } from "./site-config.ts";
import { studyContext } from "./whitepaper.ts";

/**
 * Where each figure on the site comes from, as its small source line says:
 * a public figure names its public source, the white paper's figures the
 * study it describes, and the company's own figures the basis the company
 * gives (`figureBasis` in Settings); until it gives one, the line says plainly
 * that it is the company's own figure.
 */
export const figureSources = {
  /** "Up to 970 million people lived with a mental disorder in 2019." */
  worldMentalHealth2022: "WHO, World Mental Health Report 2022 (figures for 2019)",
  /** Up to two thirds of people with a known mental disorder never seek help. */
  worldHealthReport2001: "WHO, World Health Report 2001",
  whitePaperStudy: `the white paper's study (${studyContext}), as reported in the paper`,
} as const;

/** One of the company's own figures, by the setting that holds its basis. */
export type OwnFigure = { own: keyof SiteConfig["figureBasis"] };

/** A figure's source: a public one's words, or one of the company's own figures. */
export type FigureSource = string | OwnFigure;

export const ownFigure = (own: OwnFigure["own"]): OwnFigure => ({ own });

/** The words of a source line, with the company's own figures' basis as Settings give it now. */
export function sourceText(
  source: FigureSource,
  site: Pick<SiteConfig, "name" | "figureBasis">,
  ownFigure = "{name}'s own figure",
): string {
  if (typeof source === "string") return source;
  const basis = site.figureBasis[source.own];
  return basis ? `${site.name}: ${basis}` : ownFigure.replace("{name}", site.name);
}
