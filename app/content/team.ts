import { HeartHandshake, type LucideIcon, ShieldCheck, Stethoscope } from "lucide-react";

/** Copy for /our-team (spec §2.7). */

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
  title: "Why we started",
  paragraphs: [
    "Many of the mental-health tools used in India were built somewhere else. Questionnaires were translated but not validated. Practice software treated therapy like any other appointment. And trainee therapists had few safe ways to rehearse the hardest conversations.",
    "We started this company to build the missing pieces together: culturally validated assessments, a secure practice CRM for clinicians, and TheraSim for the therapists of tomorrow.",
  ],
};

/**
 * A role on the leadership team. The company fills in each name and profile
 * link; a role without a name is not shown at all (no placeholder card), and
 * the page shows its story and values until at least one person is named.
 * The avatar shows the role's initials, not a face.
 */
export type Leader = {
  /** Null until the company announces the appointment. */
  name: string | null;
  title: string;
  /** Two or three letters drawn in the avatar: the role, not a person. */
  initials: string;
  tint: "brand" | "accent" | "success";
  focus: string;
  /** The person's professional profile, once named; null: no link. */
  profileUrl: string | null;
};

export const teamLeadership: { title: string; intro: string; leaders: Leader[] } = {
  title: "Our leadership",
  intro: "The people who lead our work, from clinical standards to the technology that carries them.",
  leaders: [
    {
      name: null,
      title: "Founder & CEO",
      initials: "CEO",
      tint: "brand",
      focus: "Sets the direction of the company and keeps every product true to its mission.",
      profileUrl: null,
    },
    {
      name: null,
      title: "Chief Clinical Officer",
      initials: "CCO",
      tint: "accent",
      focus: "Makes sure what we build is clinically sound, safe and useful in real practice.",
      profileUrl: null,
    },
    {
      name: null,
      title: "Chief Technology Officer",
      initials: "CTO",
      tint: "success",
      focus: "Leads the engineering of a secure, reliable platform for sensitive health data.",
      profileUrl: null,
    },
    {
      name: null,
      title: "Head of Research",
      initials: "HoR",
      tint: "brand",
      focus: "Leads the validation of our assessments and the evidence behind our methods.",
      profileUrl: null,
    },
    {
      name: null,
      title: "Head of Partnerships",
      initials: "HoP",
      tint: "accent",
      focus: "Works with clinics, institutions and organisations that bring our tools to people.",
      profileUrl: null,
    },
  ],
};

export type CoreValue = { icon: LucideIcon; title: string; text: string };

export const teamValues: { title: string; intro: string; items: CoreValue[] } = {
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
