import { Clock, type LucideIcon, ShieldCheck, UserRoundCheck } from "lucide-react";
import { englishCountdownWords } from "#app/lib/countdown.ts";

/**
 * Copy of the coming-soon page (spec §2.11). The same page answers
 * /coming-soon and its aliases; the eyebrow names what the visitor came for.
 */
export const comingSoonMeta = {
  title: "Coming Soon",
  description:
    "This part of the site is still being built. Join the waitlist to hear when it opens, or request a demo of the platform today.",
};

export const comingSoonSections: Record<string, string> = {
  "/coming-soon": "Something new is on its way",
  "/all-resources": "Resource library",
  "/case-studies": "Case studies",
  "/research-guides": "Research guides",
  "/webinars": "Webinars",
  "/careers": "Careers",
};

export const comingSoonHero = {
  title: "Coming Soon",
  intro:
    "We are still building this part of the site. Join the waitlist and we will let you know when it is ready. Until then, everything else is open.",
  action: { label: "Join the Waitlist", to: "#waitlist" },
};

export const countdownCopy = {
  title: "Planned launch",
  note: "An estimate: about 60 days from today.",
  units: [
    { key: "days", label: "Days" },
    { key: "hours", label: "Hours" },
    { key: "minutes", label: "Minutes" },
    { key: "seconds", label: "Seconds" },
  ],
  /** What a screen reader hears (app/lib/countdown.ts `countdownSummary`). */
  summary: englishCountdownWords,
} as const;

export const waitlistCopy = {
  title: "Join the Waitlist",
  intro: "Leave your email address and we will tell you when this part of the site opens.",
  label: "Email address",
  hint: "For example, name@example.com",
  button: "Join the Waitlist",
  thanksTitle: "Thank you for subscribing!",
  thanksText: "We'll notify you as soon as we launch.",
};

export type Teaser = { icon: LucideIcon; title: string; text: string };

export const teasersCopy = {
  title: "What is coming",
  intro: "The same three promises run through everything we are building.",
};

export const teasers: Teaser[] = [
  {
    icon: ShieldCheck,
    title: "Private by design",
    text: "Records, notes and assessments are encrypted and open only to the people whose role needs them, so private conversations stay private.",
  },
  {
    icon: Clock,
    title: "24/7 availability",
    text: "Support does not keep office hours. Crisis help and self-help tools are there day and night.",
  },
  {
    icon: UserRoundCheck,
    title: "Expert matching",
    text: "A short assessment helps match each person with a licensed professional, usually within 24 hours.",
  },
];

export const comingSoonCta = {
  title: "Want to see the platform now?",
  text: "The practice CRM, validated assessments and TheraSim are ready to show. Ask for a demo and we reply within 24 hours.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
  secondary: { label: "Read the Blog", to: "/resources/blogs" },
};
