import { siteConfig } from "./site-config.ts";
import { studyContext } from "./whitepaper.ts";

/**
 * Where each figure on the site comes from, as its small source line says:
 * a public figure names its public source, the white paper's figures the
 * study it describes, and the company's own figures the basis the company
 * gives (`siteConfig.figureBasis`); until it gives one, the line says plainly
 * that it is the company's own figure.
 */
export const figureSources = {
  /** "Up to 970 million people lived with a mental disorder in 2019." */
  worldMentalHealth2022: "WHO, World Mental Health Report 2022 (figures for 2019)",
  /** Up to two thirds of people with a known mental disorder never seek help. */
  worldHealthReport2001: "WHO, World Health Report 2001",
  whitePaperStudy: `the white paper's study (${studyContext}), as reported in the paper`,
} as const;

/** The source line of one of the company's own figures. */
export function ownFigureSource(basis: string | null): string {
  return basis ? `${siteConfig.name}: ${basis}` : `${siteConfig.name}'s own figure`;
}
