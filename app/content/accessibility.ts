/** /accessibility: the standard this site aims at, how it is checked, what is known to fall short, and how to tell us. */
export const accessibilityMeta = {
  title: "Accessibility",
  description:
    "The standard this site works to (WCAG 2.2 AA), how every page is tested, the gaps we know of, and how to tell us about a barrier.",
};

export const accessibilityHero = {
  eyebrow: "Accessibility",
  title: "A site everyone can use",
  intro:
    "Many people reach us on a phone, on a slow connection, with a screen reader or with the keyboard alone, sometimes on a hard day. We build for all of them.",
};

export const accessibilityStandard = {
  eyebrow: "Our standard",
  title: "The standard we work to",
  paragraphs: [
    "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every public page and in the staff screens.",
    "Pages are built from plain HTML first: headings in order, a label on every form field, visible focus, a skip link, colours with enough contrast, and text that can be enlarged to 200 % without loss. Forms work without JavaScript, and crisis helplines are one tap away on every page.",
  ],
};

export const accessibilityTesting = {
  eyebrow: "How we check",
  title: "Tested on every release",
};

export type AccessibilityCheck = { title: string; text: string };

export const accessibilityChecks: AccessibilityCheck[] = [
  {
    title: "Automated checks on every page",
    text: "Each release is tested with axe in a real browser on every public page, at phone and desktop widths, and must have no serious or critical issue.",
  },
  {
    title: "Keyboard and screen reader paths",
    text: "Browser tests walk the menus, dialogs, filters and forms with the keyboard alone, and check that errors and confirmations are announced.",
  },
  {
    title: "Phones and slow networks",
    text: "Pages are measured with Lighthouse on a simulated mid-range phone over 4G, and checked at 375 and 1440 pixels wide.",
  },
];

export const accessibilityGaps = {
  eyebrow: "Where we fall short",
  title: "Known gaps",
  items: [
    "Some pages load more JavaScript than they need, which slows them on older phones; we are reducing it.",
    "The site is in English only; assessments in Indian languages are part of the product, not yet of this website.",
  ],
};

export const accessibilityReport = {
  eyebrow: "Feedback",
  title: "Tell us about a barrier",
  text: "If something on this site is hard or impossible for you to use, please tell us through the contact page (choose “Feedback”), and say which page and what happened. We reply within 24 hours and fix what we can.",
  link: { label: "Report a barrier", to: "/contact-us?type=feedback" },
};
