import {
  ClipboardCheck,
  GraduationCap,
  HeartHandshake,
  Languages,
  type LucideIcon,
  Network,
  Sprout,
  Stethoscope,
} from "lucide-react";
import { figureSources } from "#app/content/figures.ts";

/** Copy for /approach (spec §2.8). */

export const approachMeta = {
  title: "Our Approach",
  description:
    "Cultural relevance, human and AI collaboration, and one integrated ecosystem: how assessments, the CRM and TheraSim work together for better outcomes.",
};

export const approachHero = {
  eyebrow: "Our Approach",
  title: "Mental-health care that fits the people it serves",
  intro:
    "We build tools that respect culture, keep people at the centre of care, and work together as one ecosystem, from the first assessment to better outcomes.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
  secondary: { label: "See how it connects", to: "#ecosystem" },
};

export type Pillar = { icon: LucideIcon; title: string; text: string };

export const approachPillars: { eyebrow: string; title: string; intro: string; items: Pillar[] } = {
  eyebrow: "Our pillars",
  title: "Three pillars behind everything we build",
  intro: "Each product we make has to stand on all three. If one is missing, care suffers.",
  items: [
    {
      icon: Languages,
      title: "Cultural Relevance",
      text: "Questions, language and examples that make sense in India. Our assessments are culturally validated, not just translated, so results mean what they should.",
    },
    {
      icon: HeartHandshake,
      title: "Human + AI Collaboration",
      text: "AI takes on the paperwork, the patterns and the practice. Practitioners keep the judgement, the relationship and the final say.",
    },
    {
      icon: Network,
      title: "Integrated Ecosystem",
      text: "Assessments, practice management and training share one foundation, so what you learn in one place helps care in the next.",
    },
  ],
};

export const approachWhy = {
  eyebrow: "The gap we want to close",
  title: "Why This Matters",
  /** The small line under each figure, `{source}` being where it comes from. */
  paragraphs: [
    "Mental disorders affect people in every country and every community. Yet most people who live with one never get professional help.",
    "Stigma, cost and distance all play a part. So does care that does not fit: questionnaires built for another culture, tools that ignore the language a person thinks in, and systems that leave practitioners buried in paperwork.",
    "We believe closing that gap starts with care that feels familiar, measures what matters, and gives practitioners more time with the people they help.",
  ],
  stats: [
    {
      value: "970M",
      label: "people worldwide live with a mental disorder",
      note: "Up to 970 million people around the world: roughly one in eight of us.",
      source: figureSources.worldMentalHealth2022,
    },
    {
      value: "2/3",
      label: "of them never seek professional help",
      note: "Stigma, cost and care that does not fit all keep people away.",
      source: figureSources.worldHealthReport2001,
    },
  ],
};

export type EcosystemStep = {
  icon: LucideIcon;
  title: string;
  text: string;
  link?: { label: string; to: string };
};

/** The words of the ecosystem's step list (app/components/sections/approach-ecosystem.tsx). */
export type EcosystemWords = {
  /** The list's accessible name. */
  label: string;
  /** Above each step's title, `{number}` being its place in the chain. */
  stepLabel: string;
};

export const approachEcosystem: {
  eyebrow: string;
  title: string;
  intro: string;
  words: EcosystemWords;
  steps: EcosystemStep[];
} = {
  eyebrow: "Integrated ecosystem",
  title: "One connected ecosystem",
  intro: "Each part hands on to the next. Together they turn a first assessment into better care.",
  words: { label: "The ecosystem, step by step", stepLabel: "Step {number}" },
  steps: [
    {
      icon: ClipboardCheck,
      title: "Assessments",
      text: "Culturally validated screening gives a clear, measurable starting point.",
      link: { label: "Explore Assessments", to: "/solutions/assessments" },
    },
    {
      icon: Stethoscope,
      title: "CRM",
      text: "Results flow into secure patient profiles, session notes and schedules.",
      link: { label: "Explore the CRM", to: "/solutions/practitioners" },
    },
    {
      icon: GraduationCap,
      title: "TheraSim",
      text: "Therapists practise with AI patients and sharpen the skills care depends on.",
      link: { label: "Explore TheraSim", to: "/solutions/therasim" },
    },
    {
      icon: Sprout,
      title: "Better Outcomes",
      text: "Measured progress, better-prepared practitioners and clients who stay in care.",
    },
  ],
};

export const approachCta = {
  title: "See the whole ecosystem in one demo",
  text: "We will walk you through assessments, the CRM and TheraSim, shaped around your practice or institution.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
};
