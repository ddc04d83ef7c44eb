/**
 * Lists and limits of spec §3 and §9 that both the browser and the server
 * read. Change a value here and the form, the schema and the API follow.
 */

/** Spec §3 Demo request: the products a visitor can ask about (value: label, as the spec gives them). */
export const inquiryOptions = [
  { value: "mental-health-platform", label: "For Practitioners" },
  { value: "workplace-wellness", label: "For Students" },
  { value: "therapy-management", label: "Assessments" },
  { value: "assessment-tools", label: "Whitepapers" },
  { value: "other", label: "Other" },
] as const;

export type InquiryFor = (typeof inquiryOptions)[number]["value"];

/** A product's name as the demo form shows it ("Assessments"); an unknown value as it is. */
export const productLabel = (value: string) =>
  inquiryOptions.find((option) => option.value === value)?.label ?? value;

export const inquiryValues = inquiryOptions.map((option) => option.value) as [InquiryFor, ...InquiryFor[]];

/**
 * Spec §3 Contact form: what the message is about (value: label). The default is general.
 * Here rather than beside the form's schema, so the staff views that name a message's type
 * do not bring zod into their bundle.
 */
export const contactInquiryOptions = [
  { value: "general", label: "General question" },
  { value: "therapy", label: "Starting therapy" },
  { value: "insurance", label: "Insurance and payment" },
  { value: "technical", label: "Technical support" },
  { value: "partnership", label: "Partnerships" },
  { value: "feedback", label: "Feedback" },
] as const;

export type ContactInquiryType = (typeof contactInquiryOptions)[number]["value"];

/** Length bounds of the demo form. The spec gives none; these stop abuse without troubling anyone real. */
export const demoRequestLimits = {
  fullName: 120,
  /** RFC 5321: the longest address a mail server accepts. */
  workEmail: 254,
  organization: 160,
  roleTitle: 160,
  phoneMin: 7,
  phoneMax: 20,
  message: 5000,
} as const;

/** Spec §9: demo form toasts close after 5 seconds. */
export const demoToastDurationMs = 5000;

/** Spec §9: the coming-soon countdown runs to load time plus 60 days, refreshed every second. */
export const comingSoonDays = 60;
export const countdownTickMs = 1000;

/** Spec §5 and §9: read time is words divided by 200, rounded up, at least 1. */
export const readingWordsPerMinute = 200;

/** Spec §9: the blog listing's Popular Articles sidebar shows three posts. */
export const popularArticlesCount = 3;

/**
 * The one list of blog categories, for the whole product: the admin form and
 * its manage filter, the API's validation, and the public listing's buttons
 * and sidebar. It joins spec §3's authoring categories (Mental Health, the
 * default, Wellness, Relationships, Self-Care, Research) and spec §2.14's
 * listing categories (Healthcare Technology, Innovation, Research, Industry
 * Insights, Case Studies), which were two lists in the spec: a post written in
 * one could never be found under the other. Ids are what the store keeps;
 * every id of either old list is kept, so no stored post changes.
 */
export const postCategories = [
  { id: "mental-health", label: "Mental Health" },
  { id: "wellness", label: "Wellness" },
  { id: "relationships", label: "Relationships" },
  { id: "self-care", label: "Self-Care" },
  { id: "research", label: "Research" },
  { id: "technology", label: "Healthcare Technology" },
  { id: "innovation", label: "Innovation" },
  { id: "industry", label: "Industry Insights" },
  { id: "case-studies", label: "Case Studies" },
] as const;

export type BlogCategory = (typeof postCategories)[number]["id"];

/**
 * Categories whose articles speak to a reader's own health, so a person who
 * may be in distress or watched by someone else can be reading them: these
 * carry the "Exit this page" button and, by default, need clinical review
 * (issue 33). The others are about the
 * field and the product.
 */
export const healthCategories = [
  "mental-health",
  "wellness",
  "relationships",
  "self-care",
] as const satisfies readonly BlogCategory[];

/** Whether an article in `category` carries the "Exit this page" button. */
export function isHealthCategory(category: string): boolean {
  return (healthCategories as readonly string[]).includes(category);
}

/**
 * Where "Exit this page" goes (the GOV.UK pattern): a plain page, widely
 * visited, that says nothing about health, so a glance at the screen or the
 * tab shows nothing of what was being read. BBC Weather, as GOV.UK uses it.
 */
export const EXIT_PAGE_URL = "https://www.bbc.co.uk/weather";

/** Spec §3: a new post starts in Mental Health. */
export const defaultPostCategory: BlogCategory = "mental-health";

/** The ids of `postCategories`, for the schemas' enums. */
export const postCategoryIds = postCategories.map((c) => c.id) as [BlogCategory, ...BlogCategory[]];

/** The listing's filter choices: "all", then the one list (spec §2.14). */
export const blogCategories = [{ id: "all", label: "All Articles" }, ...postCategories] as const;

export type BlogCategoryFilter = "all" | BlogCategory;

export function isBlogCategoryFilter(value: string): value is BlogCategoryFilter {
  return blogCategories.some((category) => category.id === value);
}

export function blogCategoryLabel(id: string): string {
  return blogCategories.find((category) => category.id === id)?.label ?? id;
}

/** Spaces trimmed and case folded: how a category's id or label is compared with what a caller sent. */
const categoryKey = (value: string) => value.trim().toLowerCase();

/**
 * The category id a caller means by `value`: its id or its label ("Mental
 * Health", the spec's API client sends labels), in any case, with spaces
 * around it trimmed. Undefined when it names no category.
 */
export function postCategoryIdOf(value: string): BlogCategory | undefined {
  const key = categoryKey(value);
  return postCategories.find((c) => c.id === key || categoryKey(c.label) === key)?.id;
}

/** As `postCategoryIdOf`, for the list filter: "all" ("All Articles") as well. */
export function blogCategoryFilterOf(value: string): BlogCategoryFilter | undefined {
  const key = categoryKey(value);
  return blogCategories.find((c) => c.id === key || categoryKey(c.label) === key)?.id;
}

/** The hidden demo-form field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** The field a public form's script sends its draft's idempotency key in (app/enhance/form-draft.ts). */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** The field every consent checkbox posts (the demo form's name from spec §3). */
export const CONSENT_FIELD = "agreeToContact";

/**
 * The path of the page that showed the form, sent by its script with the JSON
 * body, so the ledger can tell a page with JavaScript from a direct API call.
 */
export const FORM_PAGE_FIELD = "formPage";

/** Spec §2.19, §2.20, §6: the two staff areas, each with its own sign-in. */
export const adminAreas = ["blog", "leads"] as const;
export type AdminArea = (typeof adminAreas)[number];
export const adminAreaNames: Record<AdminArea, string> = {
  blog: "Blog Management System",
  leads: "Demo Requests Management System",
};
/** Spec §8's notice after signing in to each area. */
export const adminAreaWelcome: Record<AdminArea, string> = {
  blog: "Welcome! Access granted to Blog Management System",
  leads: "Welcome! Access granted to Demo Requests Management System",
};

/**
 * Staff roles: blog (the blog area, publishes), leads (the demo-request
 * area), admin (both, plus users and Settings), writer (the blog area:
 * writes drafts and submits them for review, never publishes) and clinician
 * (the blog area: approves or returns others' writing, and publishes).
 */
export const staffRoles = ["blog", "leads", "admin", "writer", "clinician"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The roles whose accounts may own a lead (the lead desk's owner, issue 32). */
export const leadOwnerRoles = ["leads", "admin"] as const satisfies readonly StaffRole[];

/** Which area each role signs in to; admin enters both. */
export const roleArea: Record<Exclude<StaffRole, "admin">, AdminArea> = {
  blog: "blog",
  leads: "leads",
  writer: "blog",
  clinician: "blog",
};

/** How long an approval holds before the post is due for review again (per post, changeable). */
export const reviewIntervalMonths = 12;

/** A post in the trash can be restored for this long; then the retention job erases it. */
export const trashDays = 30;

/** Spec §4 and §9: a session lasts 2 hours; 3 failures lock a username in an area for 15 minutes. */
export const sessionLifetimeMs = 2 * 60 * 60 * 1000;
export const maxLoginFailures = 3;
export const lockoutSeconds = 15 * 60;
/** Spec §8's words when the third failure locks the username ("… locked for 15 minutes."). */
export const lockedMessage = "Too many failed attempts. Account locked for 15 minutes.";

/** Demo-request statuses (spec §3) and the manager's sorts (spec §5). */
export const demoRequestStatuses = ["open", "closed"] as const;
export type DemoRequestStatus = (typeof demoRequestStatuses)[number];
export const demoRequestSorts = ["newest", "oldest", "name"] as const;
export type DemoRequestSort = (typeof demoRequestSorts)[number];
/** The inquiries' sorts: `priority` puts open before closed, urgent first, then the reply due soonest. */
export const contactMessageSorts = ["priority", "newest", "oldest"] as const;
export type ContactMessageSort = (typeof contactMessageSorts)[number];

/** Spec §5 and §9: tags and images. */
export const blogLimits = {
  title: 200,
  excerpt: 500,
  content: 100_000,
  author: 120,
  authorRole: 120,
  tags: 10,
  tagLength: 50,
  /** Ours: alt text is a sentence or two, not an essay. */
  imageAlt: 300,
  imageBytes: 5 * 1024 * 1024,
} as const;
/** Spec §5's words for an image over the limit ("… less than 5MB"). */
export const imageTooLargeMessage = `Image size should be less than ${blogLimits.imageBytes / (1024 * 1024)}MB`;
export const postStatuses = ["draft", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

/**
 * The list endpoints' paging and search bounds (ours). A page past the
 * bound is refused (400) rather than sent to the store as a huge offset.
 */
export const listLimits = { maxPage: 100_000, search: 200 } as const;

/** Spec §7 #2 and §9: the blog list's page size, 50 by default; the bound of 100 is ours. */
export const blogListPageSize = { default: 50, max: 100 } as const;

/** The public listing's page: twelve articles (four rows of three on a desktop's sidebar layout, one column on a phone). */
export const blogListingPageSize = 12;

/** The listing's search and tag as the address may carry them: at most this many characters. */
export const blogListingTextMax = 100;

/** Spec §9: the manage list shows 5 tags then "+N more"; it pages by 20 (ours). */
export const manageListTags = 5;
export const manageListPageSize = 20;

/** Spec §2.20 and §9: the demo-request list shows a message's first 200 characters. */
export const messagePreviewChars = 200;

/** The most characters a staff note on a lead holds: a phone call's summary, not a document. */
export const leadNoteMax = 2000;

/** A reply to a visitor from the back office: a subject line, and a letter rather than a report. */
export const leadReplySubjectMax = 200;
export const leadReplyMax = 5000;

/** The team (issue 48): how long an invitation's link works. */
export const invitationLifetimeHours = 72;
/** How long a link that sets a new password works. */
export const passwordLinkLifetimeHours = 24;
/** How long a confirmation of one's own password opens the changes that ask for it (sudo mode). */
export const sudoWindowMinutes = 10;
