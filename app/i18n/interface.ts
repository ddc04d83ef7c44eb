/**
 * The interface's own words in English (issue 36): the frame every public
 * page shares (skip link, header, phone menu, crisis line, footer,
 * language switcher); the Hindi ones are in interface.hi.ts. Page copy
 * lives in app/content (Hindi in app/content/hi). The root's loader picks
 * the page's language (app/i18n/frame.server.ts), so the Hindi words reach
 * the browser only in a Hindi page's HTML and never in a script bundle.
 *
 * `{name}` in a text is filled by `fill()` (app/i18n/fill.tsx) with a link
 * or a value; both languages use the same names. interface.test.ts fails
 * the build when a key or a placeholder exists in one language only.
 */
const en = {
  skipToMain: "Skip to main content",
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  getHelpNow: "Get help now",
  needHelpNow: "Need help now?",
  homeLabel: "{name}, home",
  crisisLine:
    "In crisis? Call {teleManas} {short} (free, 24×7) or {long}. In an emergency, call {emergency}.",
  crisisDisclaimer:
    "This website is not an emergency service. If you or someone else is in immediate danger, call 112.",
  moreWaysToGetHelp: "More ways to get help",
  requestDemo: "Request a Demo",
  joinWaitlist: "Join the Waitlist",
  tagline: "Culturally validated mental-health care, from first assessment to ongoing practice.",
  rightsReserved: "© {year} {name}. All rights reserved.",
  onLinkedIn: "{name} on LinkedIn (opens in a new tab)",
  onX: "{name} on X, formerly Twitter (opens in a new tab)",
  /** The switcher, written in the language it leads to. */
  otherLanguage: "हिन्दी",
  otherLanguageLabel: "यह पेज हिन्दी में पढ़ें",
  languageNav: "Language",
  exitThisPage: "Exit this page",
  exitShortcut: "Or press the Shift key 3 times to leave this page quickly.",
  callPrefix: "Call ",
  crisisFree: "free, 24×7",
  crisisTollFree: "{name}, toll-free",
  crisisEmergency: "emergency services",
  callNow: "Call now",
  faqSearch: "Search questions",
  faqSearchExample: "For example: trial",
  faqCategory: "Category",
  faqNeedsScript: "Search and the category filters need JavaScript. Every question is listed below.",
  faqEmailAnswer: "Email this answer",
  faqNoneFound: "No questions found",
  faqTryAnother: "Try another word, or look through every category.",
  faqViewAll: "View All Questions",
  onPhone: " on {phone}",
  atEmail: " at {email}",
  /** Under a figure: where it comes from. */
  sourceLine: "Source: {source}",
  ownFigure: "{name}'s own figure",
  learnMore: "Learn More",
  /** The not-found screen (spec §2.12), also shown by the root's error boundary for a 404. */
  notFoundTitle: "Page not found",
  notFoundText:
    "The page you were looking for has moved or never existed. These will take you somewhere useful.",
  goHome: "Go Home",
  goBack: "Go Back",
  tryAgain: "Try Again",
  /** Try Again while it reloads (app/enhance/retry.ts, which says the English itself). */
  retrying: "Retrying...",
  reportIssue: "Report Issue",
  reportIssueText: "Tell us which link brought you here and we will fix it.",
  getSupport: "Get Support",
  getSupportText: "Questions about our products or your account.",
  browseServices: "Browse Services",
  browseServicesText: "Assessments, the practice CRM and TheraSim.",
  /** The root's error boundary, for anything but a 404. */
  errorKicker: "Something went wrong",
  errorTitle: "We could not show this page",
  errorText:
    "Please try again in a moment. If it keeps happening, the home page and the contact page are always there.",
  contactUs: "Contact us",
};

export type InterfaceText = typeof en;

/** The English words: the fallback where the root's data is missing, and what the back office hydrates with. */
export const englishInterface: InterfaceText = en;
