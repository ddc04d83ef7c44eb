import {
  BookOpen,
  HeartHandshake,
  IndianRupee,
  type LucideIcon,
  Mail,
  MessageCircle,
  MonitorCog,
  Phone,
  ShieldPlus,
  UsersRound,
} from "lucide-react";
import { therapyContactPath } from "#app/content/navigation.ts";
import { crisisLines, type SiteConfig, supportHoursText } from "#app/content/site-config.ts";

/** Copy for /contact-us (spec §2.13, the contact promises of §1 and §9). */

const { teleManas } = crisisLines;

export const contactHero = {
  eyebrow: "Contact us",
  title: "Talk to a real person",
  intro:
    "Questions about therapy, the platform or working with us? Send a message, call or email. We reply to every message within 24 hours.",
};

export type QuickContactTile = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Shown large: the number or address itself. */
  value?: string;
  action: { label: string; href: string };
};

/**
 * The tiles above the form: call and email only once the company has given
 * them (no placeholder reaches a visitor). WhatsApp is no tile: it is
 * offered after the crisis card (`contactWhatsApp`), never before it.
 */
export function quickContactTilesFor(site: SiteConfig): QuickContactTile[] {
  const tiles: QuickContactTile[] = [];
  if (site.phone) {
    tiles.push({
      icon: Phone,
      title: "Call us",
      text: `${supportHoursText(site)}.`,
      value: site.phone.display,
      action: { label: "Call now", href: `tel:${site.phone.tel}` },
    });
  }
  if (site.email) {
    tiles.push({
      icon: Mail,
      title: "Email us",
      text: "We reply within 24 hours.",
      value: site.email,
      action: { label: "Write an email", href: `mailto:${site.email}` },
    });
  }
  tiles.push({
    icon: MessageCircle,
    title: "Live chat",
    text: "Live chat is not available yet. Until it is, the FAQs answer the most common questions, or you can send us a message with the form below.",
    action: { label: "Read the FAQs", href: "/faqs" },
  });
  return tiles;
}

/** The first line of a WhatsApp message started from this page (the visitor may change it before sending). */
export const contactWhatsApp = {
  firstLine: "Hello, I'm writing from your contact page.",
};

export const crisisTile = {
  title: "Crisis support",
  text: `If you need to talk to someone now, call ${teleManas.name}, the national mental-health helpline. It is free and open 24 hours a day, every day.`,
};

export const contactFormCopy = {
  title: "Send us a message",
  howItWorks:
    "Your message comes straight to our team. We reply within 4 hours about starting therapy, 2 hours about technical problems and 24 hours about anything else.",
  required: "All fields are required.",
  submit: "Send message",
  sending: "Sending...",
  failed:
    "Please try again in a minute. If it keeps failing, call or email us: the details are beside this form.",
  offline:
    "We could not reach our server. Check your connection and press Send message again; what you wrote is still here.",
};

/**
 * The therapy path's age question (issue 33) and what someone under 18 is
 * shown instead of sending: Tele-MANAS, a trusted adult, 112. Nothing they
 * typed is stored.
 */
export const adultQuestion = {
  legend: "Are you 18 or over?",
  hint: "We ask because we can only arrange therapy through this form for adults.",
  yes: "Yes",
  no: "No",
};

export const under18Copy = {
  title: "Please talk to Tele-MANAS",
  intro:
    "We can only arrange therapy through this form for people aged 18 or over, so this form will not send or keep your message.",
  steps: [
    "Call Tele-MANAS on 14416 or 1-800-891-4416. It is free, open 24×7, and there for young people and their families.",
    "Tell a parent or another adult you trust how you are feeling. They can call with you.",
    "If you are in danger right now, call 112.",
  ],
  more: "More ways to get help",
};

export const responseTimes: { type: string; time: string }[] = [
  { type: "General enquiries", time: "Within 24 hours" },
  { type: "Starting therapy", time: "Within 4 hours" },
  { type: "Technical support", time: "Within 2 hours" },
];

export type SupportCard = {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { label: string; href: string };
  urgent?: boolean;
};

export const supportCards: SupportCard[] = [
  {
    icon: HeartHandshake,
    title: "Start Therapy",
    text: "Take a 5-minute confidential assessment, and we match you with a licensed professional within 24 hours.",
    action: { label: "See how it works", href: "/how-it-works" },
  },
  {
    icon: ShieldPlus,
    title: "Crisis Support",
    text: `Talk to a trained counsellor now. ${teleManas.name} is free and open 24×7.`,
    action: { label: `Call ${teleManas.short}`, href: `tel:${teleManas.shortTel}` },
    urgent: true,
  },
  {
    icon: IndianRupee,
    title: "Insurance Help",
    text: "We accept insurance, and you can also pay for sessions yourself. Find out how it works.",
    action: { label: "Read about payment", href: "/faqs#faq-insurance" },
  },
  {
    icon: MonitorCog,
    title: "Technical Support",
    text: "Trouble with the platform? The FAQs cover set-up, updates and security, and our support team answers emails within 2 hours.",
    action: { label: "Read the FAQs", href: "/faqs" },
  },
  {
    icon: BookOpen,
    title: "Resource Library",
    text: "Articles on mental health, practice and research from our team.",
    action: { label: "Browse articles", href: "/resources/blogs" },
  },
  {
    icon: UsersRound,
    title: "Community Support",
    text: "A space to connect with others on a similar path. It is coming soon.",
    action: { label: "Get notified", href: "/coming-soon" },
  },
];

export const contactCta = {
  title: "Ready to take the first step?",
  text: "A 5-minute assessment is all it takes to start. Or book a call, and we will answer your questions.",
  primary: { label: "Start therapy today", to: therapyContactPath },
  secondary: { label: "Schedule a call", to: therapyContactPath },
};
