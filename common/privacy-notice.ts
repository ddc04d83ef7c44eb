/**
 * The privacy notice (DPDP Act 2023 and its Rules), as data: the /privacy
 * page renders it, and the server keeps every version it has published so
 * that each consent can name the exact text the visitor was offered.
 *
 * The notice is built from the company's details and the retention period,
 * so a change to either is a new version. Its version is a hash of this
 * data (server/services/privacy/notice.ts), never a number someone must remember
 * to bump.
 */

import type { Locale } from "./i18n/locale.ts";
import { leadKindList, leadKindNames, type NoticeWords } from "./lead-kinds.ts";

export type NoticeSection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
};

export type PrivacyNotice = {
  title: string;
  intro: string;
  sections: NoticeSection[];
};

export type NoticeDetails = {
  company: string;
  /** Who answers a complaint, and how to reach them. */
  grievance: { name: string; email: string | null };
  /** Days a closed lead and sent mail are kept before they are deleted. */
  retentionDays: number;
};

/** Each form's words in `language`, in the order of the kinds. */
export const noticeWordsIn = (language: Locale): NoticeWords[] =>
  leadKindList.map((kind) => leadKindNames[kind].notice[language]);

/** What the kinds staff close are called, in "A demo request or message stays …". */
export const kept = (words: NoticeWords[]) => words.flatMap((w) => (w.kept ? [w.kept] : []));

/** "a, b or c" ("a, b या c" in Hindi): the last two joined by `or`. */
export function listed(items: string[], or: string): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${or} ${items.at(-1)}`;
}

export function privacyNotice({ company, grievance, retentionDays }: NoticeDetails): PrivacyNotice {
  const words = noticeWordsIn("en");
  return {
    title: "Privacy notice",
    intro: `${company} asks for a few details when you ${listed(
      words.map((w) => w.doing),
      "or",
    )}. This notice says in plain words what we collect, why, how long we keep it, who sees it, and what you can ask of us. It follows India's Digital Personal Data Protection Act, 2023.`,
    sections: [
      {
        heading: "What each form collects, and why",
        items: [
          ...words.map((w) => w.collects),
          "With each form we also keep when you sent it, the page of this site that led you to it and the campaign of your visit (if any), and the version of this notice you agreed to.",
        ],
      },
      {
        heading: "Your consent",
        paragraphs: [
          "Each form asks you to tick a box before it sends anything. We record what the box said, the purpose, the version of this notice and the time. You can withdraw your consent at any time, and it is as easy as giving it: the email we send after each form has a link that withdraws your consent and erases your details at once (it works for 30 days), or write to our Grievance Officer below.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          `A ${listed(kept(words), "or")} stays while we are handling it. Once it is closed, it and the emails about it are deleted ${retentionDays} days later. A waitlist address is kept until you withdraw your consent.`,
          "We also keep a record of staff actions on your details (who closed, exported or deleted them, and when) for one year. That record holds no name, email, phone number or message.",
        ],
      },
      {
        heading: "Who sees it",
        paragraphs: [
          `Only ${company} staff whose role needs it, after signing in. We do not sell your details or share them for advertising. Emails are sent through our mail provider, which handles them only to deliver them. This site sets no advertising or tracking cookies.`,
        ],
      },
      {
        heading: "Your rights",
        items: [
          "Access: ask for a summary of the details we hold about you and what we do with them.",
          "Correction: ask us to correct or complete them.",
          "Erasure: ask us to delete them; we confirm when it is done.",
          "Withdrawal: withdraw your consent at any time, through the link in our email or by writing to us.",
          "Grievance: complain to our Grievance Officer, and if you are not satisfied, to the Data Protection Board of India.",
          "Nomination: name someone to exercise these rights for you if you cannot.",
        ],
      },
      {
        heading: "Grievance Officer",
        paragraphs: [
          `${grievance.name}, ${company}. ${grievance.email ? `Email: ${grievance.email}.` : "Write through the contact form on this site, addressed to the Grievance Officer."} We acknowledge a complaint within 2 working days and answer it within 30 days.`,
        ],
      },
    ],
  };
}

/** The canonical text of a notice, which its version hashes: stable key order, no whitespace. */
export function noticeText(notice: PrivacyNotice): string {
  return JSON.stringify({
    title: notice.title,
    intro: notice.intro,
    sections: notice.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs ?? [],
      items: section.items ?? [],
    })),
  });
}
