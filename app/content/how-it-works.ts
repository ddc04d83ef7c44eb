import {
  BookOpen,
  CalendarCheck,
  ClipboardList,
  HeartHandshake,
  LifeBuoy,
  type LucideIcon,
  MessageCircle,
  Phone,
  RefreshCw,
  ShieldCheck,
  TrendingUp,
  UserRoundCheck,
  Users,
  Video,
  Wallet,
} from "lucide-react";
import { ownFigure } from "#app/content/figures.ts";
import { therapyContactPath } from "./navigation.ts";

/** Copy for /how-it-works (spec §2.9, the individual-care promises of §1, and §4). */

export const howItWorksMeta = {
  title: "How It Works",
  description:
    "A 5-minute confidential assessment, a match with a licensed professional within 24 hours, then sessions by video, phone, chat or group, with 24/7 crisis support.",
};

export const howHero = {
  eyebrow: "How It Works",
  title: "Getting support, one clear step at a time",
  intro:
    "Take a short confidential assessment, get matched with a licensed professional, and start sessions in the way that suits you.",
  primary: { label: "Start assessment", to: therapyContactPath },
  secondary: { label: "See the steps", to: "#steps" },
  stats: [
    // What the service is (facts of the product), then the one statistic, with its basis.
    { value: "3", label: "simple steps", source: undefined },
    { value: "24/7", label: "crisis support", source: undefined },
    { value: "5 min", label: "setup", source: undefined },
    { value: "98%", label: "satisfaction", source: ownFigure("satisfaction") },
  ],
};

export type HowStep = {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { label: string; to: string };
};

export const howSteps: {
  eyebrow: string;
  title: string;
  intro: string;
  /** The list's accessible name. */
  label: string;
  /** Read out before each step's title (screen readers only). */
  stepLabel: string;
  steps: HowStep[];
} = {
  eyebrow: "Step by step",
  title: "Three steps to your first session",
  intro: "No long forms and no guesswork. Here is what happens, and when.",
  label: "Three steps",
  stepLabel: "Step {number}: ",
  steps: [
    {
      icon: ClipboardList,
      title: "Take a 5-minute assessment",
      text: "Answer a few confidential questions about how you have been feeling. Your answers help us understand what kind of support fits you.",
      action: { label: "Start assessment", to: therapyContactPath },
    },
    {
      icon: UserRoundCheck,
      title: "Get matched with a professional",
      text: "AI-assisted matching pairs you with a licensed professional within 24 hours, or up to 48 hours for specialised needs.",
      action: { label: "See our professionals", to: "/our-team" },
    },
    {
      icon: CalendarCheck,
      title: "Start your sessions",
      text: "Meet by video, phone, chat or in a group. Track your progress as you go, and switch professionals at any time.",
      action: { label: "Book first session", to: therapyContactPath },
    },
  ],
};

export type SupportType = {
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
  /** The crisis card: shown as an urgent card with the real helplines. */
  urgent?: boolean;
};

export const howSupport: {
  eyebrow: string;
  title: string;
  intro: string;
  items: SupportType[];
  /** The heading of the urgent card with the real helplines, under the six ways. */
  urgentTitle: string;
} = {
  eyebrow: "Ways to get support",
  title: "Support that fits your life",
  intro: "Choose how you meet your professional, and change it whenever you need to.",
  urgentTitle: "Need help right now?",
  items: [
    {
      icon: Video,
      title: "Video sessions",
      badge: "Most popular",
      text: "Face-to-face therapy from wherever you feel comfortable, on your phone or computer.",
    },
    {
      icon: Phone,
      title: "Phone sessions",
      text: "Talk to your professional by phone when video is not practical or you simply prefer it.",
    },
    {
      icon: MessageCircle,
      title: "Chat sessions",
      text: "Write instead of speak. Chat sessions give you time to find the words.",
    },
    {
      icon: Users,
      title: "Group sessions",
      text: "Share and learn with others facing similar challenges, guided by a professional.",
    },
    {
      icon: LifeBuoy,
      title: "24/7 crisis support",
      urgent: true,
      text: "Support at any hour, and a crisis safety plan agreed when you join.",
    },
    {
      icon: BookOpen,
      title: "Self-help tools",
      text: "Exercises and resources to use between sessions, at your own pace.",
    },
  ],
};

export const howDifference = {
  eyebrow: "Why people choose us",
  title: "What makes our approach different",
  intro: "Care built around you, with the safety nets in place from day one.",
  points: [
    {
      icon: HeartHandshake,
      title: "Matched by fit, not chance",
      text: "Your assessment guides AI-assisted matching with a licensed professional.",
    },
    {
      icon: TrendingUp,
      title: "Progress you can see",
      text: "Track how you are doing over time, together with your professional.",
    },
    {
      icon: RefreshCw,
      title: "Free to switch",
      text: "Not the right fit? Change therapists with no fee for switching.",
    },
    {
      icon: Wallet,
      title: "Insurance or self-pay",
      text: "We accept insurance, and you can also pay for yourself.",
    },
    {
      icon: ShieldCheck,
      title: "Safety plan from the start",
      text: "Every client agrees a crisis safety plan at onboarding.",
    },
  ],
  action: { label: "Start your journey today", to: therapyContactPath },
  factsTitle: "Quick facts",
  facts: [
    { value: "5 min", label: "assessment" },
    { value: "24 hrs", label: "to your match" },
    { value: "Same day", label: "first session" },
  ],
};

export type HowFaq = { id: string; question: string; answer: string; crisis?: boolean };

/** Six questions (spec §2.9); answers hold only the promises of spec §1. */
export const howFaqs: { eyebrow: string; title: string; intro: string; items: HowFaq[] } = {
  eyebrow: "FAQ",
  title: "Questions about getting started",
  intro: "Short answers to what people ask most before their first session.",
  items: [
    {
      id: "assessment",
      question: "What happens in the assessment?",
      answer:
        "It takes about 5 minutes and is confidential. You answer a few questions about how you have been feeling lately. There are no right or wrong answers; they simply help us find the support that fits you.",
    },
    {
      id: "matching",
      question: "How quickly will I be matched with a professional?",
      answer:
        "Usually within 24 hours of your assessment. If you need specialised support, matching can take up to 48 hours, so that you are paired with the right licensed professional.",
    },
    {
      id: "session-types",
      question: "What kinds of sessions can I choose?",
      answer:
        "Video sessions (our most popular), phone, chat and group sessions. You also have 24/7 crisis support and self-help tools to use between sessions.",
    },
    {
      id: "insurance",
      question: "Do you accept insurance?",
      answer:
        "Yes. We accept insurance, and self-pay is always an option if you prefer it or your plan does not cover therapy.",
    },
    {
      id: "switching",
      question: "What if my therapist is not the right fit?",
      answer:
        "You can switch to a different therapist at any time. There is no fee for switching. A good fit matters, and asking for a change is part of getting the right care.",
    },
    {
      id: "crisis",
      question: "What happens if I am in crisis?",
      answer:
        "When you join, you and your professional agree a crisis safety plan, and crisis support is there 24/7. If you are in danger right now, do not wait for a session: call one of these free helplines.",
      crisis: true,
    },
  ],
};

export const howCta = {
  title: "Ready to take the first step?",
  text: "It starts with a confidential 5-minute assessment. If you would rather talk it through first, we will call you.",
  primary: { label: "Start free assessment", to: therapyContactPath },
  secondary: { label: "Schedule a call", to: therapyContactPath },
};
