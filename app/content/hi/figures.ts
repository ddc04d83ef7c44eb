import type * as en from "../figures.ts";
import { ownFigure as ownFigureEn } from "../figures.ts";
import type { SiteConfig } from "../site-config.ts";
import type { Translation } from "./translation.ts";
import { studyContext } from "./whitepaper.ts";

/**
 * Where each figure on the Hindi pages comes from, as its small source line
 * says (docs/hindi-glossary.md). Report titles stay as published, so a reader
 * can look them up.
 */
export const figureSources: Translation<typeof en.figureSources> = {
  /** "Up to 970 million people lived with a mental disorder in 2019." */
  worldMentalHealth2022: "WHO, World Mental Health Report 2022 (2019 के आँकड़े)",
  /** Up to two thirds of people with a known mental disorder never seek help. */
  worldHealthReport2001: "WHO, World Health Report 2001",
  whitePaperStudy: `व्हाइट पेपर की स्टडी (${studyContext}), जैसा पेपर में बताया गया है`,
};

/** Not text: one of the company's own figures, by the setting that holds its basis (the English function). */
export const ownFigure: Translation<typeof en.ownFigure> = ownFigureEn;

/** The words of a source line, with the company's own figures' basis as Settings give it now. */
export const sourceText: Translation<typeof en.sourceText> = (
  source: en.FigureSource,
  site: Pick<SiteConfig, "name" | "figureBasis">,
) => {
  if (typeof source === "string") return source;
  const basis = site.figureBasis[source.own];
  return basis ? `${site.name}: ${basis}` : `${site.name} का अपना आँकड़ा`;
};
