import {
  Feather,
  FlaskConical,
  HeartHandshake,
  Languages,
  type LucideIcon,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { BadgeTone } from "#app/components/ui/icon-badge.tsx";

/** Copy for /our-mission (spec §2.6). */

export const missionMeta = {
  title: "Our Mission",
  description:
    "Our mission, the six values we work by and our vision for culturally relevant mental-health care in India, today, in 2026 and in 2028.",
};

export const missionHero = {
  eyebrow: "Our Mission",
  title: "Mental-health care that understands where you come from",
  intro:
    "We want every person in India to get care that is measured, culturally relevant and within reach, and every practitioner to have the tools to give it.",
  anchor: { label: "Read our mission", to: "#mission-details" },
};

export const missionDetails = {
  id: "mission-details",
  eyebrow: "Our mission",
  title: "What we set out to do",
  statement:
    "Our mission is to make good mental-health care easier to reach, easier to give and easier to measure, in ways that fit the cultures and languages of India.",
  paragraphs: [
    "For clients, that means a confidential first assessment in words that make sense to them, and a clear path to a licensed professional.",
    "For practitioners, it means validated tools and a secure practice system that give back time for the people they care for.",
    "For the therapists of tomorrow, it means a safe place to practise before they sit with someone who is struggling.",
  ],
};

export type ValueCard = { icon: LucideIcon; tone: BadgeTone; title: string; text: string };

export const missionValues: { eyebrow: string; title: string; intro: string; items: ValueCard[] } = {
  eyebrow: "Our values",
  title: "The values we work by",
  intro: "Six promises that shape every product decision we make.",
  items: [
    {
      icon: HeartHandshake,
      tone: "brand",
      title: "Empathy First",
      text: "We start from how people feel: clients seeking help and practitioners under pressure.",
    },
    {
      icon: FlaskConical,
      tone: "accent",
      title: "Evidence-Driven Innovation",
      text: "New ideas earn their place with evidence. We build on validated methods and measure what we change.",
    },
    {
      icon: Languages,
      tone: "success",
      title: "Cultural Relevance",
      text: "Care works best in a person's own language and context. We design for India, not as an afterthought.",
    },
    {
      icon: ShieldCheck,
      tone: "brand",
      title: "Trust & Security",
      text: "Mental-health records are among the most private data there is. We protect them with encryption and care.",
    },
    {
      icon: Users,
      tone: "accent",
      title: "Collaboration",
      text: "We build with practitioners, educators and clients, and we let AI support people rather than replace them.",
    },
    {
      icon: Feather,
      tone: "success",
      title: "Simplicity",
      text: "Tools should lighten the load. If a screen needs a manual, we have not finished designing it.",
    },
  ],
};

export type TimelineItem = { year: string; title: string; text: string };

export const missionVision: {
  eyebrow: string;
  title: string;
  intro: string;
  /** The timeline's accessible name. */
  label: string;
  items: TimelineItem[];
} = {
  eyebrow: "Our vision",
  title: "Where we are going",
  label: "Vision timeline",
  intro: "Our vision, step by step. The years ahead are goals we are working towards, not promises kept yet.",
  items: [
    {
      year: "Today",
      title: "Building the foundation",
      text: "Culturally validated assessments, a secure CRM for practitioners and TheraSim for training, built as one ecosystem.",
    },
    {
      year: "2026",
      title: "Reaching further",
      text: "More assessments and TheraSim cases, in more of the languages people across India speak every day.",
    },
    {
      year: "2028",
      title: "Care that connects",
      text: "An ecosystem where assessment, care and training learn from each other, so every person gets care that fits.",
    },
  ],
};

export const missionCta = {
  title: "Help us shape what comes next",
  text: "Whether you run a clinic, teach future therapists or want to work with us, we would like to hear from you.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
  secondary: { label: "Get Involved", to: "/contact-us" },
};
