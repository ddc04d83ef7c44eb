import type { Generated, Insertable, Selectable } from "kysely";
import type { StaffRole } from "#common/constants.ts";
import type { LeadOutcome, LeadStage } from "#common/lead-desk.ts";

/*
 * One schema for SQLite and PostgreSQL. Timestamps are ISO-8601 UTC text
 * (they sort correctly as text), flags are 0/1 integers and ids are UUID
 * text, so that repositories need no per-dialect code.
 */

/** Where a lead came from (common/schemas/attribution.ts): null when not known. */
interface LeadSourceColumns {
  /** The language the visitor wrote in: "en" or "hi" (issue 36). */
  language: Generated<"en" | "hi">;
  source_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Where staff are with a lead (issue 32): its stage while open, its outcome once closed, who owns it. */
export interface LeadDeskColumns {
  /** One of its kind's stages (common/lead-kinds.ts). */
  stage: Generated<LeadStage>;
  /** One of its kind's outcomes; null while open. */
  outcome: LeadOutcome | null;
  /** The staff account handling it; null: unassigned. */
  owner_id: string | null;
  /** When it was first answered (a reply sent, or the stage moved to contacted); null until then. */
  first_response_at: string | null;
}

export interface DemoRequestsTable extends LeadSourceColumns, LeadDeskColumns {
  id: string;
  full_name: string;
  work_email: string;
  organization: string;
  role_title: string;
  phone: string;
  inquiry_for: string;
  message: string;
  agree_to_contact: number;
  status: "open" | "closed";
  created_at: string;
  updated_at: string;
  /** When a staff member first opened it; null while nobody has (the list marks it new). */
  opened_at: string | null;
  /** When the reply is due: one business day in IST from Settings' hours; null on requests closed before this was kept. */
  reply_due_at: string | null;
  /** The visitor's preferred demo slots: a JSON list of UTC instants, null when none given. */
  preferred_slots: string | null;
  /** The demo slot staff confirmed (UTC); null until then. */
  demo_at: string | null;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  author_role: string;
  category: string;
  /** JSON-encoded list of tags. */
  tags: string;
  featured: number;
  read_time: number;
  publish_date: string;
  /** "trashed": deleted, restorable for 30 days (`deleted_at`). */
  status: "draft" | "published" | "trashed";
  views: number;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  /** The image's alt text; null: the title stands for it. */
  image_alt: string | null;
  created_at: string;
  updated_at: string;
  /** Where the post is in clinical review (server/services/blog/review.ts). */
  review_state: Generated<ReviewState>;
  /** The revision submitted, approved or returned; null when none is in review. */
  review_revision_id: string | null;
  /** The account that last approved the post, and its name and credential as the article shows them. */
  reviewed_by: string | null;
  reviewer_name: string | null;
  reviewer_credential: string | null;
  /** When the post was last approved (ISO), and when it is due for review again. */
  last_reviewed_at: string | null;
  next_review_at: string | null;
  /** The account that created the post; null for posts from before accounts were kept. */
  created_by: string | null;
  /** An edit of the live post that waits for review or publishing; readers still see the row. */
  staged_revision_id: string | null;
  /** When the post went to the trash; null while it is not there. */
  deleted_at: string | null;
  /** The language it is written in: "en" or "hi" (issue 36). */
  language: Generated<"en" | "hi">;
  /** The original's id, shared by the original and its translations (one per language); null: none. */
  translation_group: string | null;
}

export type ReviewState = "none" | "submitted" | "returned" | "approved";

/** One save of a post, whole: the editor's history, diff and restore. */
export interface BlogPostRevisionsTable {
  id: string;
  post_id: string;
  /** 1, 2, 3 … per post. */
  number: number;
  author_id: string | null;
  author_username: string;
  /** "create", "save", "restore" (of an earlier revision). */
  kind: string;
  /** JSON list of the fields this save changed. */
  changed: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  author_role: string;
  category: string;
  tags: string;
  featured: number;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  created_at: string;
}

/** One step of a review: a writer's submission, a clinician's approval or return. */
export interface BlogPostReviewsTable {
  id: string;
  post_id: string;
  revision_id: string | null;
  action: "submit" | "approve" | "return";
  actor_id: string | null;
  actor_username: string;
  /** An approval's reviewer as the article names them, and the next review it set. */
  actor_name: string | null;
  actor_credential: string | null;
  next_review_at: string | null;
  comment: string | null;
  created_at: string;
}

/** An old address of a post, from before a rename: answered with a 301 to the current one. */
export interface BlogPostSlugsTable {
  /** Lower-case; never a post's current slug (a post that takes it removes this row). */
  slug: string;
  post_id: string;
  created_at: string;
}

/** One counted view (server/services/post-views.ts): who is only a keyed hash, kept two days. */
export interface PostViewMarksTable {
  post_id: string;
  /** HMAC-SHA-256 of the visitor with the day's salt; never the address or the user agent. */
  visitor_hash: string;
  /** The IST day, YYYY-MM-DD. */
  day: string;
}

/** The random key of one IST day's view hashes, shared by every process; deleted with the day's marks. */
export interface PostViewSaltsTable {
  day: string;
  salt: string;
}

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  role: StaffRole;
  /** Where mail for the account goes (a lead assigned to it); null: none is sent. */
  email: string | null;
  /** How an article names the account when it reviewed it; null: the username. */
  display_name: string | null;
  /** A clinical qualification, council and registration number; null: none. */
  credential: string | null;
  /** The authenticator app's secret (base32) once enrolment is confirmed; null: none. */
  totp_secret: string | null;
  /** The secret shown while enrolling, until a code confirms it. */
  totp_pending_secret: string | null;
  /** The last 30-second step whose code was accepted: no code is accepted twice. */
  totp_last_step: number | string | null;
  totp_enabled_at: string | null;
  /** When an administrator deactivated the account (it cannot sign in); null: active. */
  deactivated_at: string | null;
  /** When the account last opened a session. */
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table opens no session. */
  id: string;
  user_id: string;
  area: string;
  created_at: string;
  expires_at: string;
  /** The browser's user agent, cut to 300 characters, for the session list. */
  user_agent: string | null;
  address: string | null;
  last_seen_at: string | null;
  /** What proved the second factor: "totp", "recovery", "passkey"; null: the password alone. */
  factor: string | null;
  /** When its holder last proved it was them (sign-in, or a confirmation): sudo mode lasts 10 minutes from it. */
  confirmed_at: string | null;
}

/** A visitor's answer to a staff reply, as mail brought it (issue 50). */
export interface LeadAnswersTable {
  id: string;
  lead_kind: string;
  lead_id: string;
  /** The Message-ID, or "sha256:<hex>" of the raw message: one row per message. */
  message_key: string;
  sender: string;
  subject: string;
  body: string;
  quoted: string | null;
  /** JSON: [{name, size, type}]. */
  attachments: string;
  urgent: number;
  /** "imap" or "webhook". */
  source: string;
  received_at: string;
  due_at: string;
  read_at: string | null;
  replied_at: string | null;
}

/** An invitation to join the staff (issue 48): a one-time link, kept as its hash. */
export interface StaffInvitationsTable {
  id: string;
  token_hash: string;
  email: string;
  role: StaffRole;
  display_name: string | null;
  credential: string | null;
  invited_by_id: string | null;
  invited_by_username: string;
  created_at: string;
  /** When the link now valid was mailed (a re-send makes a new link). */
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_user_id: string | null;
  withdrawn_at: string | null;
}

/** A one-time link that sets a staff account's new password, kept as its hash. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  requested_by_username: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UserRecoveryCodesTable {
  user_id: string;
  /** SHA-256 of the code as typed, normalised. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface UserPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON list of the authenticator's transports. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A sign-in past its password that still needs its second factor (or its enrolment). */
export interface LoginChallengesTable {
  /** SHA-256 of the challenge cookie's token. */
  id: string;
  user_id: string;
  area: string;
  /** "second-factor": waits for a code; "enrol": sets one up (the policy); "enrolled": shows the recovery codes. */
  purpose: "second-factor" | "enrol" | "enrolled";
  user_agent: string | null;
  address: string | null;
  /** The recovery codes made at enrolment, sealed with the challenge's token. */
  payload: string | null;
  created_at: string;
  expires_at: string;
}

/** A device (as the session list names it) an account signed in from. */
export interface UserDevicesTable {
  user_id: string;
  device: string;
  first_seen_at: string;
}

/** A passkey ceremony's challenge, until its answer comes. */
export interface WebauthnChallengesTable {
  /** SHA-256 of the ceremony's handle (a cookie). */
  id: string;
  /** The account registering a passkey; null for a sign-in that names no account. */
  user_id: string | null;
  purpose: "register" | "sign-in";
  challenge: string;
  created_at: string;
  expires_at: string;
}

export interface LoginAttemptsTable {
  username: string;
  area: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_username: string;
  action: string;
  entity_type: string;
  entity_id: string;
  detail: string | null;
  created_at: string;
}

/** Staff's internal note on a lead (a demo request or a contact message), erased with it. */
export interface LeadNotesTable {
  id: string;
  /** The lead's kind, as consents and the audit log name it ("demo_request", "contact_message"). */
  lead_kind: string;
  lead_id: string;
  /** The author's account, and its name as it was (the audit log keeps both the same way). */
  author_id: string | null;
  author_username: string;
  body: string;
  created_at: string;
}

/** A reply staff sent a visitor from the back office (issue 32); its delivery is its outbox row's. */
export interface LeadRepliesTable {
  id: string;
  /** As on a note: "demo_request" or "contact_message", and its id. */
  lead_kind: string;
  lead_id: string;
  author_id: string | null;
  author_username: string;
  /** The address it went to, as the lead gave it then. */
  recipient: string;
  subject: string;
  body: string;
  /** The outbox row that carries it; gone once the retention job deleted it as sent. */
  mail_id: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** Mail to send (server/services/mail/outbox.ts writes it, server/services/outbox-worker.ts sends it). */
export interface OutboxTable {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part; null: plain text only. */
  html: string | null;
  /** "staff-notification", "acknowledgement", "waitlist-confirmation", … */
  kind: string;
  /** The record the mail is about ("demo_request" + its id), so erasing it can erase its mail. */
  subject_type: string | null;
  subject_id: string | null;
  created_at: string;
  /** Not to be tried before this time (retries back off). */
  next_attempt_at: string;
  sent_at: string | null;
  attempts: number;
  /** The last failure, without any address. */
  last_error: string | null;
  /** The worker that claimed the row, until `lease_until`. */
  lease_owner: string | null;
  lease_until: string | null;
  /** When it failed for good (rejected outright, or out of tries); no worker tries it again until staff send it again. */
  dead_at: string | null;
  /** An iCalendar text sent as the mail's calendar part and an .ics file (a booked demo); null for other mail. */
  calendar: string | null;
}

export interface ContactMessagesTable extends LeadSourceColumns, LeadDeskColumns {
  id: string;
  inquiry_type: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  urgent: number;
  status: "open" | "closed";
  created_at: string;
  updated_at: string;
  /** When a staff member first opened it; null while nobody has (the list marks it new). */
  opened_at: string | null;
  /** When the reply promised for its type (or 15 minutes, urgent) is due. */
  reply_due_at: string;
}

export interface WaitlistTable extends LeadSourceColumns {
  id: string;
  /** Lower-cased. */
  email: string;
  created_at: string;
}

/** Every published version of the privacy notice (common/privacy-notice.ts), by the hash of its text. */
export interface PrivacyNoticesTable {
  version: string;
  /** `noticeText` of the notice: JSON. */
  content: string;
  published_at: string;
}

/** The consent ledger: what was agreed to, for which record, how and when. */
export interface ConsentsTable {
  id: string;
  subject_type: string;
  subject_id: string;
  notice_version: string;
  consent_text: string;
  purpose: string;
  channel: string;
  page: string | null;
  created_at: string;
}

/** A form's idempotency key and the record its first submission created. */
export interface IdempotencyKeysTable {
  kind: string;
  key: string;
  subject_id: string;
  created_at: string;
}

/** A random key the site made for itself, shared by every process ("withdrawal"). */
export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** One row (id 1): the company's details as JSON, and a version that goes up with each save. */
export interface SiteSettingsTable {
  id: number;
  version: number;
  /** Goes up with every change of what readers see in the blog. */
  content_version: Generated<number>;
  data: string | null;
  updated_at: string | null;
  updated_by: string | null;
}

export interface Database {
  site_settings: SiteSettingsTable;
  site_secrets: SiteSecretsTable;
  privacy_notices: PrivacyNoticesTable;
  consents: ConsentsTable;
  idempotency_keys: IdempotencyKeysTable;
  demo_requests: DemoRequestsTable;
  blog_posts: BlogPostsTable;
  blog_post_slugs: BlogPostSlugsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  blog_post_reviews: BlogPostReviewsTable;
  post_view_marks: PostViewMarksTable;
  post_view_salts: PostViewSaltsTable;
  users: UsersTable;
  sessions: SessionsTable;
  staff_invitations: StaffInvitationsTable;
  password_resets: PasswordResetsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  user_passkeys: UserPasskeysTable;
  login_challenges: LoginChallengesTable;
  webauthn_challenges: WebauthnChallengesTable;
  user_devices: UserDevicesTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  lead_replies: LeadRepliesTable;
  lead_answers: LeadAnswersTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  waitlist: WaitlistTable;
  contact_messages: ContactMessagesTable;
}

export type DemoRequestRow = Selectable<DemoRequestsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
export type NewDemoRequestRow = Insertable<DemoRequestsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPostRow = Insertable<BlogPostsTable>;
export type BlogPostRevisionRow = Selectable<BlogPostRevisionsTable>;
export type BlogPostReviewRow = Selectable<BlogPostReviewsTable>;
export type UserRow = Selectable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type NewWaitlistRow = Insertable<WaitlistTable>;
export type WaitlistRow = Selectable<WaitlistTable>;
export type PrivacyNoticeRow = Selectable<PrivacyNoticesTable>;
export type ConsentRow = Selectable<ConsentsTable>;
export type LeadNoteRow = Selectable<LeadNotesTable>;
export type LeadReplyRow = Selectable<LeadRepliesTable>;
export type NewConsentRow = Insertable<ConsentsTable>;
