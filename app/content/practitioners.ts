import {
  BadgeCheck,
  BellRing,
  CalendarClock,
  ChartLine,
  ClipboardList,
  FileLock2,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Network,
  NotebookPen,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  UserRound,
  UserRoundCheck,
  Users,
} from "lucide-react";
import type { Card, TabTopic } from "#app/content/home.ts";

/** Copy for /solutions/practitioners (spec §2.4 reading B, and the CRM promises of spec §1). */

export const practitionersMeta = {
  title: "Mental health CRM for practitioners",
  description:
    "Secure patient profiles, AI-assisted SOAP notes, automated scheduling and role-based dashboards, with encryption and access by role.",
};

export const practitionersHero = {
  eyebrow: "For Practitioners",
  title: "AI-Powered Mental Health CRM for Clinics & Practitioners",
  intro:
    "Secure patient profiles, AI-assisted documentation, automated scheduling and role-based dashboards in one place. Less paperwork, more time with your clients.",
  primary: { label: "Request Exclusive Access", to: "/request-a-demo" },
  secondary: { label: "Explore the Platform", to: "#features" },
  footnote: ["Encryption and role-based access", "Validated with 150+ practitioners"],
  /** The accessible description of the hero's picture of the CRM (PracticeDay), whose own words stay English. */
  visualLabel:
    "Sample practice day in the CRM for a fictional practitioner. Tuesday's schedule in IST: an intake with Priya Nair at 09:30 in person (PHQ-9 done), a video follow-up with Arjun Mehta at 11:00, lunch, a group session on exam stress at 14:30 and a video review with Kavya Iyer at 16:00, with reminders sent for the afternoon. Beside it, an AI-drafted SOAP note of the 11:00 session, waiting for the practitioner's review and signature.",
};

export const practitionerTabs = {
  id: "built-for",
  title: "Built for Mental Health Professionals",
  intro: "Four jobs that take your time today, handled in one connected place.",
  label: "What the CRM does",
  defaultId: "profiles",
  items: [
    {
      id: "profiles",
      label: "For Secure Profiles",
      icon: ShieldCheck,
      title: "Every client in one secure profile",
      description:
        "Keep history, validated assessment results and encrypted session notes together. Only the people whose role needs them can see them.",
      highlights: ["Secure patient profiles", "Encrypted session notes", "Validated assessments built in"],
      link: { to: "/faqs", context: "in our security and privacy answers" },
    },
    {
      id: "ai-doc",
      label: "For AI Documentation",
      icon: Sparkles,
      title: "Notes that start with a first draft",
      description:
        "AI drafts your SOAP notes and turns check-ins into emotion-tracking graphs and family genograms. You review, edit and sign: the clinical judgement stays yours.",
      highlights: ["SOAP notes drafted for your review", "Emotion-tracking graphs", "Family genograms"],
      link: { to: "/approach", context: "about our human and AI approach" },
    },
    {
      id: "scheduling",
      label: "For Scheduling",
      icon: CalendarClock,
      title: "A calendar that follows up for you",
      description:
        "Sessions are booked and reminders go out automatically. Follow-up alerts flag clients who have gone quiet, and SOS support is there when someone needs help now.",
      highlights: ["Automated scheduling", "Reminders and follow-up alerts", "SOS support"],
      link: { to: "/how-it-works", context: "about how clients book and attend sessions" },
    },
    {
      id: "dashboards",
      label: "For Dashboards",
      icon: LayoutDashboard,
      title: "The right view for every role",
      description:
        "Doctors see their caseload and progress, clients see their own journey, and administrators see how the clinic is running. Each person sees what their role needs.",
      highlights: ["Dashboards for doctors", "Dashboards for clients", "Dashboards for administrators"],
      link: { to: "/request-a-demo", context: "by seeing the dashboards in a demo" },
    },
  ] satisfies TabTopic[],
};

export type FeatureGroup = {
  title: string;
  icon: LucideIcon;
  items: { name: string; text: string; icon: LucideIcon }[];
};

export const features = {
  id: "features",
  eyebrow: "Features",
  title: "Everything your practice needs, in one place",
  intro:
    "The CRM brings records, notes, scheduling and reporting together, so you stop switching between tools.",
  groups: [
    {
      title: "Records you can trust",
      icon: FileLock2,
      items: [
        {
          name: "Secure patient profiles",
          icon: UserRound,
          text: "History, contacts and progress in one record.",
        },
        { name: "Encrypted session notes", icon: Lock, text: "Notes are encrypted, not left in notebooks." },
        {
          name: "Validated assessments",
          icon: ClipboardList,
          text: "Culturally validated measures, scored into the profile.",
        },
      ],
    },
    {
      title: "AI-assisted documentation",
      icon: Sparkles,
      items: [
        {
          name: "SOAP notes",
          icon: NotebookPen,
          text: "A structured first draft for you to review and sign.",
        },
        {
          name: "Emotion-tracking graphs",
          icon: ChartLine,
          text: "See mood and symptoms change across sessions.",
        },
        { name: "Family genograms", icon: Network, text: "Map family context without drawing by hand." },
      ],
    },
    {
      title: "Care that keeps moving",
      icon: CalendarClock,
      items: [
        {
          name: "Automated scheduling",
          icon: CalendarClock,
          text: "Bookings and changes without phone tag.",
        },
        {
          name: "Reminders and follow-up alerts",
          icon: BellRing,
          text: "Fewer missed sessions, no one forgotten.",
        },
        { name: "SOS support", icon: LifeBuoy, text: "A clear route to help when a client is in crisis." },
      ],
    },
    {
      title: "Role-based dashboards",
      icon: LayoutDashboard,
      items: [
        { name: "For doctors", icon: Stethoscope, text: "Caseload, upcoming sessions and client progress." },
        { name: "For clients", icon: UserRoundCheck, text: "Their own sessions, reminders and progress." },
        { name: "For administrators", icon: Users, text: "Schedules and the running of the clinic." },
      ],
    },
  ] satisfies FeatureGroup[],
};

export const dashboardShowcase = {
  id: "dashboard",
  eyebrow: "The CRM",
  title: "The whole client on one screen",
  intro:
    "Profile, assessment scores, the latest SOAP note, emotion trends, family genogram and today's schedule, side by side. Shown here with sample data.",
  /** The accessible description of the dashboard mockup (CrmDashboard), whose own words stay English. */
  visualLabel:
    "Sample CRM dashboard for a fictional client, A. Sharma: a client profile with PHQ-9 and GAD-7 scores, an AI-drafted SOAP session note, an emotion-tracking chart with mood rising and anxiety falling over eight sessions, a family genogram, and today's schedule with reminders, a follow-up alert and SOS support status.",
};

export const trust = {
  id: "security",
  eyebrow: "Security",
  title: "Built to be trusted with client records",
  intro: "The platform encrypts client records and opens them only to the roles that need them.",
  items: [
    {
      title: "Encryption",
      icon: Lock,
      text: "Patient profiles and session notes are encrypted, so sensitive records stay protected.",
    },
    {
      title: "Access by role",
      icon: KeyRound,
      text: "Doctors, clients and administrators each get their own dashboard and see only what their role needs.",
    },
    {
      title: "Validated with practitioners",
      icon: BadgeCheck,
      text: "150+ practitioners have helped validate our tools for real practice.",
    },
  ] satisfies Card[],
};

export const practitionersCta = {
  id: "practitioners-cta",
  title: "See the CRM with your practice in mind",
  text: "Book a demo and we will walk you through profiles, notes, scheduling and dashboards with sample data.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
  secondary: { label: "Read the FAQs", to: "/faqs" },
};
