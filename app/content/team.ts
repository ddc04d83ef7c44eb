import { HeartHandshake, type LucideIcon, ShieldCheck, Stethoscope } from "lucide-react";

/** Copy for /our-team (spec §2.7). */

export const teamMeta = {
  title: "Our Team",
  description:
    "Why we started, who leads our work, and the three core values we share: Clinical First, Invent with Empathy and Unwavering Trust.",
};

export const teamHero = {
  eyebrow: "Our Team",
  title: "Clinicians and technologists, building care together",
  intro:
    "We bring clinical care, research and technology together, because good mental-health care should fit the people it serves.",
  anchor: { label: "Meet our leadership", to: "#leadership" },
  /** Until anyone is named, the hero leads to the story instead. */
  storyAnchor: { label: "Read our story", to: "#origin" },
};

export const teamOrigin = {
  eyebrow: "Our story",
  title: "Why we started",
  paragraphs: [
    "Many of the mental-health tools used in India were built somewhere else. Questionnaires were translated but not validated. Practice software treated therapy like any other appointment. And trainee therapists had few safe ways to rehearse the hardest conversations.",
    "We started this company to build the missing pieces together: culturally validated assessments, a secure practice CRM for clinicians, and TheraSim for the therapists of tomorrow.",
  ],
};

/**
 * The leadership section's words. The people themselves are kept in
 * Settings (name, title, photo, profile link, expertise, in the order staff
 * choose); until anyone is named, the page shows its story and values and
 * no leadership section at all (no placeholder card). Staff type those
 * details; they are shown as typed, in every language.
 */
export const teamLeadership = {
  eyebrow: "Leadership",
  title: "Our leadership",
  intro: "The people who lead our work, from clinical standards to the technology that carries them.",
  /** The list's accessible name. */
  label: "Leadership team",
  card: {
    /** The profile link's visible word. */
    profile: "Profile",
    /** Read out after it (hidden on screen), `{name}` being the leader's. */
    profileContext: " of {name} (opens in a new tab)",
  },
};

/** The words of a leader's card (app/components/sections/team-leader-card.tsx). */
export type LeaderCardWords = typeof teamLeadership.card;

export const teamReviewers = {
  eyebrow: "Clinical review",
  title: "Clinical reviewers",
  intro:
    "Every health article on our blog is checked by a qualified clinician who did not write it. These are the clinicians whose review our live articles carry.",
  /** The list's accessible name. */
  label: "Clinical reviewers",
  card: {
    /** How many live articles a clinician reviewed, in the forms the language's plural rules choose (`Intl.PluralRules`). */
    articles: { one: "{count} live article reviewed", other: "{count} live articles reviewed" },
  },
};

/** The words of a reviewer's card (app/components/sections/team-reviewer-card.tsx). */
export type ReviewerCardWords = typeof teamReviewers.card;

export type CoreValue = { icon: LucideIcon; title: string; text: string };

export const teamValues: { eyebrow: string; title: string; intro: string; items: CoreValue[] } = {
  eyebrow: "Core values",
  title: "What holds us together",
  intro: "Three core values guide how we work with each other and with the people we serve.",
  items: [
    {
      icon: Stethoscope,
      title: "Clinical First",
      text: "Clinical judgement leads and technology follows. Nothing ships until it is safe and sound for practice.",
    },
    {
      icon: HeartHandshake,
      title: "Invent with Empathy",
      text: "We design with practitioners and clients, and for the moments when they feel most under pressure.",
    },
    {
      icon: ShieldCheck,
      title: "Unwavering Trust",
      text: "People share their hardest moments with their practitioners. We guard that trust with strong security and honest words.",
    },
  ],
};

export const teamCta = {
  title: "Work with us",
  text: "Bring our tools to your clinic or institution, or tell us how you would like to help.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
  secondary: { label: "Get in touch", to: "/contact-us" },
};
