import {
  BadgeCheck,
  Clock,
  Gauge,
  GraduationCap,
  HeartHandshake,
  Layers,
  type LucideIcon,
  ShieldCheck,
  Stethoscope,
  TrendingUp,
  UserRound,
  Users,
} from "lucide-react";
import { figureSources, ownFigure } from "#app/content/figures.ts";

/** Copy for the home page (spec §2.4, reading A; claims from spec §1). */

export type Link = { label: string; to: string };

/** One tab of a tabbed panel (spec §3 "tab item"), shared with the practitioners page. */
export type TabTopic = {
  id: string;
  label: string;
  icon: LucideIcon;
  title: string;
  description: string;
  highlights: string[];
  /** Visible text is "Learn More"; `context` is read out after it so each link names its destination. */
  link: { to: string; context: string };
};

export type Card = { title: string; text: string; icon: LucideIcon };

export const homeMeta = {
  title: "Mental health care, connected",
  description:
    "Culturally validated assessments, a secure CRM for practitioners and TheraSim training, in one platform built for India.",
};

export const homeHero = {
  eyebrow: "Mental health care, connected",
  title: "Empowering Practitioners. Elevating Clients Journeys.",
  intro:
    "Culturally validated assessments, a secure practice CRM and TheraSim training in one platform. You spend less time on admin, and your clients feel supported at every step.",
  primary: { label: "Request Exclusive Access", to: "/request-a-demo" },
  secondary: { label: "Explore the Platform", to: "#platform" },
  footnote: ["Validated with 150+ practitioners", "Encryption and role-based access"],
  /** The accessible description of the hero's dashboard mockup (CrmDashboard, compact), whose own words stay English. */
  visualLabel:
    "Sample CRM dashboard for a fictional client, A. Sharma: a client profile with assessment scores, today's schedule with reminders sent, and an emotion-tracking chart with mood rising and anxiety falling over eight sessions.",
};

export const homeTabs = {
  id: "journeys",
  title: "One platform, three journeys",
  intro: "Whether you are looking for support, running a practice or training therapists, start here.",
  label: "Who the platform is for",
  defaultId: "clients",
  items: [
    {
      id: "clients",
      label: "For Clients",
      icon: UserRound,
      title: "Find the right support, fast",
      description:
        "Take a 5-minute confidential assessment and we match you with a licensed professional within 24 hours. Then choose how you meet: video, phone, chat or group.",
      highlights: [
        "5-minute confidential assessment",
        "Matched within 24 hours (up to 48 for specialised needs)",
        "24/7 crisis support and a safety plan from day one",
      ],
      link: { to: "/how-it-works", context: "about how it works for clients" },
    },
    {
      id: "practitioners",
      label: "For Practitioners",
      icon: Stethoscope,
      title: "Run your practice in one secure place",
      description:
        "Keep client profiles, encrypted session notes and validated assessments together. AI drafts your SOAP notes, and scheduling, reminders and follow-ups run themselves.",
      highlights: [
        "Secure patient profiles and encrypted notes",
        "AI-assisted SOAP notes, emotion graphs and genograms",
        "Automated scheduling, reminders and follow-up alerts",
      ],
      link: { to: "/solutions/practitioners", context: "about the platform for practitioners" },
    },
    {
      id: "training",
      label: "For Training",
      icon: GraduationCap,
      title: "Practise with TheraSim before it matters",
      description:
        "Trainees talk with AI patient simulations by text and audio, and get instant feedback and mentor guidance. They can practise with conditions such as anxiety, depression and trauma.",
      highlights: [
        "AI patient simulations by text and audio",
        "Instant AI feedback and mentor guidance",
        "Anxiety, depression, trauma and more",
      ],
      link: { to: "/solutions/therasim", context: "about TheraSim for training" },
    },
  ] satisfies TabTopic[],
};

export const pillars = {
  id: "pillars",
  eyebrow: "What we build on",
  title: "Three pillars of better care",
  items: [
    {
      title: "Measurement",
      icon: Gauge,
      text: "Culturally validated assessments give you a reliable starting point and show change session by session.",
    },
    {
      title: "Integration",
      icon: Layers,
      text: "Assessments, notes, scheduling and training live in one platform, so nothing is lost between tools.",
    },
    {
      title: "Validation",
      icon: BadgeCheck,
      text: "Our tools are shaped with the people who use them: 150+ practitioners helped validate them.",
    },
  ] satisfies Card[],
};

export const integratedData = {
  id: "platform",
  eyebrow: "The platform",
  title: "Power of Integrated Data",
  intro:
    "See a client's assessments, session notes, mood over time and family context on one screen. Less searching between tools, clearer decisions in the room.",
  points: [
    "Assessment scores flow straight into the profile",
    "Notes and trends side by side",
    "Every profile and note encrypted",
  ],
  /** The accessible description of the dashboard mockup (CrmDashboard), whose own words stay English. */
  visualLabel:
    "Sample CRM dashboard for a fictional client, A. Sharma: a client profile with PHQ-9 and GAD-7 scores, an AI-drafted SOAP session note, an emotion-tracking chart with mood rising and anxiety falling over eight sessions, a family genogram, and today's schedule with reminders, a follow-up alert and SOS support status.",
};

export const careJourney = {
  id: "care-journey",
  eyebrow: "For clients and practitioners",
  title: "Complete Care Journey",
  intro: "One connected path from the first search to the support that follows each session.",
  steps: [
    {
      title: "Finding a practitioner",
      text: "A 5-minute confidential assessment, then a match with a licensed professional within 24 hours.",
    },
    {
      title: "Before Consult",
      text: "Your practitioner sees your results in one secure profile, and a crisis safety plan is in place.",
    },
    {
      title: "During Consult",
      text: "Meet by video, phone or chat. AI-assisted notes let your practitioner listen instead of type.",
    },
    {
      title: "After Consult",
      text: "Reminders, follow-ups and progress tracking keep care going, with 24/7 crisis support.",
    },
  ],
};

export const outcomes = {
  id: "outcomes",
  title: "Built for outcomes, scale and trust",
  items: [
    {
      title: "Clinical Outcomes",
      icon: TrendingUp,
      text: "Track symptoms with validated measures and emotion graphs, and see what is working for each client.",
    },
    {
      title: "Scaling Care",
      icon: Users,
      text: "Automated scheduling, reminders and AI-drafted notes free up time, so you can see more people without cutting corners.",
    },
    {
      title: "Data Security",
      icon: ShieldCheck,
      text: "Encryption protects every profile and session note, and each is open only to the roles that need it.",
    },
  ] satisfies Card[],
};

export const needStats = {
  id: "the-need",
  eyebrow: "Why it matters",
  title: "The need is large, and mostly unmet",
  intro: "Too few people reach care. We build tools so that more practitioners can help more clients, well.",
  items: [
    {
      value: "970M",
      label: "people worldwide live with a mental disorder",
      source: figureSources.worldMentalHealth2022,
    },
    {
      value: "2/3",
      label: "of people with a known mental disorder never seek professional help",
      source: figureSources.worldHealthReport2001,
    },
    {
      value: "150+",
      label: "practitioners have helped validate our tools",
      source: ownFigure("practitionersValidated"),
    },
  ],
};

export const films = {
  id: "see-it",
  title: "See it in action",
  intro: "Films of the platform are on their way. Until then, we will gladly show you around in person.",
  items: [
    {
      title: "Practitioner stories",
      text: "Stories from practitioners who use the platform will appear here. Ask for access and see it for yourself.",
      action: { label: "Request Exclusive Access", to: "/request-a-demo" },
    },
    {
      title: "Product tour",
      text: "A guided tour of the CRM, assessments and TheraSim. Book a demo to see it live, with sample data.",
      action: { label: "Request a Demo", to: "/request-a-demo" },
    },
  ],
};

export const problems = {
  id: "the-problem",
  eyebrow: "The problem",
  title: "What stands in the way of care today",
  items: [
    {
      title: "Help is hard to find",
      text: "Many people do not know where to start, and give up before they find the right person.",
    },
    {
      title: "Tools were not built for India",
      text: "Most assessments were developed elsewhere, for other languages and cultures.",
    },
    {
      title: "Records are scattered",
      text: "Notes, scores and schedules sit in notebooks, spreadsheets and chat apps.",
    },
    {
      title: "Practice time is scarce",
      text: "Trainee therapists get few safe chances to practise before they see real clients.",
    },
  ],
};

export const benefits = {
  id: "benefits",
  eyebrow: "What you gain",
  title: "Less admin, better care",
  items: [
    {
      title: "Save time",
      icon: Clock,
      text: "AI-assisted SOAP notes, automated scheduling and reminders cut the admin that fills your evenings.",
    },
    {
      title: "Improve patient experience",
      icon: HeartHandshake,
      text: "Reminders, follow-ups and a clear view of progress help clients feel supported between sessions.",
    },
    {
      title: "Secure by design",
      icon: ShieldCheck,
      text: "Encryption, with role-based access for doctors, clients and administrators.",
    },
  ] satisfies Card[],
};

export const homeCta = {
  id: "home-cta",
  title: "See the platform with your practice in mind",
  text: "Book a demo and we will walk you through assessments, the CRM and TheraSim with sample data.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
  secondary: { label: "Contact us", to: "/contact-us" },
};
