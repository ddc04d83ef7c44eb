import {
  Building2,
  CalendarRange,
  ClipboardList,
  type LucideIcon,
  Stethoscope,
  UsersRound,
} from "lucide-react";

/**
 * Copy for /resources/whitepapers (spec §2.16). The figures are the white
 * paper's own (spec §9), shown with the study they come from; nothing here
 * goes beyond them.
 */

export const whitepaperMeta = {
  title: "White Paper: Integrated Digital Care",
  description:
    "Findings from an 18-month study across 12 facilities, 350+ practitioners and 2,400+ patients: efficiency, costs, engagement, outcomes and training time.",
};

export type WhitepaperFinding = { value: string; label: string };

export const whitepaperHero = {
  eyebrow: "White paper",
  title: "Integrated digital care in mental-health practice",
  intro:
    "An 18-month study across 12 facilities of what changes when assessments, patient records and practitioner training run on one platform. Here are its findings in brief.",
  download: { label: "Download Full White Paper", to: "/coming-soon" },
  summary: { label: "Read Executive Summary", to: "#executive-summary" },
  footnote: "The full paper is being prepared for download.",
};

/** The paper's cover drawn beside the hero; `label` is its accessible name. */
export const whitepaperCover = {
  badge: "White paper",
  subtitle: "An 18-month study",
  label: 'Cover of the white paper "{title}" by {company}.',
};

/** The study behind every figure on the page (spec §9). */
export const studyFacts: { icon: LucideIcon; value: string; label: string }[] = [
  { icon: Building2, value: "12", label: "facilities" },
  { icon: Stethoscope, value: "350+", label: "practitioners" },
  { icon: UsersRound, value: "2,400+", label: "patients" },
  { icon: CalendarRange, value: "18", label: "months" },
];

export const studyContext = "12 facilities, 350+ practitioners, 2,400+ patients, 18 months";

export const whitepaperInsights = {
  eyebrow: "Key insights",
  title: "What the study found",
  intro: "The white paper reports these changes across its study: {context}.",
  /** The small line under each group of figures, `{source}` being where they come from. */
};

/** The seven figures of spec §9, grouped by where the paper reports them. */
export const findingGroups: { title: string; text: string; findings: WhitepaperFinding[] }[] = [
  {
    title: "In clinical practice",
    text: "How care changed for practitioners and their patients.",
    findings: [
      { value: "78%", label: "improvement in efficiency" },
      { value: "48%", label: "reduction in costs" },
      { value: "63%", label: "increase in patient engagement" },
      { value: "31%", label: "improvement in outcomes" },
    ],
  },
  {
    title: "In training and administration",
    text: "How the work around care changed.",
    findings: [
      { value: "58%", label: "less time spent on training" },
      { value: "87%", label: "improvement in administrative efficiency" },
      { value: "42%", label: "reduction in costs" },
    ],
  },
];

export const whitepaperSummary = {
  eyebrow: "In brief",
  title: "Executive summary",
};

export const executiveSummary: string[] = [
  "Up to 970 million people worldwide live with a mental disorder, and two in three of them never seek professional help. Those who do rely on practitioners whose time is divided between care and the paperwork, scheduling and follow-up around it.",
  "This white paper looks at what happened when facilities moved that work onto one platform: validated assessments, secure patient records with AI-assisted documentation, automated scheduling, and simulated practice for training.",
  "Across 12 facilities, 350+ practitioners and 2,400+ patients over 18 months, the study reports gains in efficiency, engagement and outcomes, and lower costs, for clinical care and for the training and administration around it.",
];

export const whitepaperMethodology = {
  eyebrow: "How the study worked",
  title: "Research methodology",
};

export const methodology: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Building2,
    title: "Setting",
    text: "Twelve facilities using the platform in their daily work.",
  },
  {
    icon: UsersRound,
    title: "Participants",
    text: "More than 350 practitioners and more than 2,400 of their patients.",
  },
  {
    icon: CalendarRange,
    title: "Duration",
    text: "The study ran for 18 months.",
  },
  {
    icon: ClipboardList,
    title: "What was measured",
    text: "Efficiency, costs, patient engagement and outcomes in care; training time, administrative efficiency and costs around it.",
  },
];

export const methodologyNote =
  "The full paper sets out the study design, the measures and their limits in detail. It will be available to download soon.";

export const whitepaperDemographics = {
  eyebrow: "Who took part",
  title: "Study demographics",
};

export const whitepaperCta = {
  title: "See what the platform could do for your practice",
  text: "Tell us about your facility, and we will show you the parts of the platform that matter to you.",
  primary: { label: "Request Custom Demo", to: "/request-a-demo" },
  secondary: { label: "Download Full White Paper", to: "/coming-soon" },
};
