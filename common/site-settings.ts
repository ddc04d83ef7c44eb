import { z } from "zod";
import { healthCategories, postCategoryIds } from "./constants.ts";
import { phoneFormatMessage, toE164 } from "./phone.ts";
import { leaderLimits, type SiteSettings, staffTwoFactorPolicies } from "./site-details.ts";

/**
 * The company's own details, as staff keep them in the back office's
 * Settings screen (admin role): stored in the database as one JSON document
 * with a version number, checked by this one schema wherever they are
 * written. The public pages read them through `useSite()`; a detail left
 * empty is null, and every button, link or line that would show it is left
 * out.
 */

const noNul = (value: string) => !value.includes("\0");

/** Text staff must give: trimmed, between `min` and `max` characters. */
const required = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(min, `Enter the ${label}.`)
    .max(max, `The ${label} must be ${max} characters or fewer.`)
    .refine(noNul, "This holds a character that cannot be stored (NUL).");

/** Text staff may leave empty: "" and null both mean "not given". */
const optional = (check: z.ZodType<string, string>) =>
  z
    .union([z.null(), z.string()])
    .transform((value) => value?.trim() || null)
    .pipe(check.nullable());

const bounded = (label: string, max: number) =>
  z
    .string()
    .max(max, `The ${label} must be ${max} characters or fewer.`)
    .refine(noNul, "This holds a character that cannot be stored (NUL).");

const email = (label: string) =>
  z.email({ error: `Enter the ${label} in the right format, like name@example.com.` }).max(254);

/** A web address on one of `hosts` (or any host when none is given), https only. */
const webAddress = (label: string, hosts: readonly string[] = []) =>
  z
    .string()
    .max(300, `The ${label} must be 300 characters or fewer.`)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          if (url.protocol !== "https:" || url.username || url.password) return false;
          const host = url.hostname.replace(/^www\./, "");
          return (
            hosts.length === 0 || hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
          );
        } catch {
          return false;
        }
      },
      `Enter the ${label} as a full https:// address${hosts.length ? ` on ${hosts.join(" or ")}` : ""}.`,
    );

/**
 * A phone number as staff type it, checked as every phone field of the site
 * is (common/phone.ts: an Indian number, or an international one with its
 * country code) and kept in E.164 ("+918041234567").
 */
const phone = (label: string) =>
  z
    .string()
    .max(32, `The ${label} must be 32 characters or fewer.`)
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: `The ${label}: ${phoneFormatMessage}` });
        return z.NEVER;
      }
      return e164;
    });

/** A stored image of the image pipeline: its content-hash key and size. */
export const storedPhotoSchema = z.object({
  key: z.string().regex(/^[a-f0-9]{16,64}$/, "This photo is not one the site stored."),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

export const leaderSchema = z.object({
  /** Stable while staff reorder the list: a photo and its person stay together. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "This leader's id is not valid."),
  name: required("leader's name", 80, 2),
  title: required("leader's title", 80, 2),
  photo: z.union([z.null(), storedPhotoSchema]).default(null),
  profileUrl: optional(webAddress("profile link")).default(null),
  expertise: optional(bounded("expertise line", 160)).default(null),
});

export const supportHoursSchema = z.object({
  days: required("days", 40),
  hours: required("hours", 60).refine(
    (value) => /\bIST\b/.test(value),
    "Give the hours in IST, like 9 am to 6 pm IST.",
  ),
});

export const siteSettingsSchema = z.object({
  name: required("company name", 80, 2),
  shortName: required("short name", 40),
  email: optional(email("contact email")),
  phone: optional(phone("phone number")),
  whatsapp: optional(phone("WhatsApp number")),
  address: z
    .array(bounded("address line", 120))
    .max(6, "Give the address in at most 6 lines.")
    .transform((lines) => lines.map((line) => line.trim()).filter(Boolean))
    .transform((lines) => (lines.length ? lines : null))
    .or(z.null()),
  supportHours: z
    .array(supportHoursSchema)
    .min(1, "Give the support hours.")
    .max(4, "Give at most 4 lines of support hours."),
  social: z.object({
    linkedin: optional(webAddress("LinkedIn page", ["linkedin.com"])),
    twitter: optional(webAddress("X (Twitter) profile", ["x.com", "twitter.com"])),
  }),
  grievance: z.object({
    name: required("grievance officer's name or title", 80, 2),
    email: optional(email("grievance email")),
  }),
  leaders: z
    .array(leaderSchema)
    .max(leaderLimits.most, `List at most ${leaderLimits.most} leaders.`)
    .refine(
      (leaders) => new Set(leaders.map((leader) => leader.id)).size === leaders.length,
      "Each leader is listed once.",
    ),
  figureBasis: z.object({
    practitionersValidated: optional(bounded("basis of the practitioners figure", 200)),
    satisfaction: optional(bounded("basis of the satisfaction figure", 200)),
  }),
  /** Attestations the company holds (a HIPAA or ISO 27001 report), shown on /trust. */
  attestations: z
    .array(bounded("attestation", 200))
    .max(5, "List at most 5 attestations.")
    .transform((lines) => lines.map((line) => line.trim()).filter(Boolean)),
  /** Whether posts need a clinician's approval before publishing, and in which categories. */
  clinicalReview: z
    .object({
      required: z.boolean(),
      categories: z
        .array(z.enum(postCategoryIds))
        .max(postCategoryIds.length)
        .transform((ids) => [...new Set(ids)]),
    })
    .default({ required: false, categories: [...healthCategories] }),
  /** Who must sign in with a second factor: nobody ("off"), the admin role, or every staff account. */
  staffTwoFactor: z
    .enum(staffTwoFactorPolicies, { error: "Choose who needs two-step sign-in." })
    .default("off"),
});

/** What staff send (phones as typed, "" for empty). */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
/** What is stored and shown: the plain type of common/site-details.ts, checked equal below. */
export type { SiteLeader, SiteSettings, StoredPhoto } from "./site-details.ts";
export { defaultSiteSettings, displayPhone, leaderLimits, leaderPhotoUrl } from "./site-details.ts";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesDetails: Same<z.output<typeof siteSettingsSchema>, SiteSettings> = true;
void schemaMatchesDetails;

/** Which top-level parts of the settings differ: what an audit row names (never the values). */
export function changedParts(before: SiteSettings, after: SiteSettings): string[] {
  return (Object.keys(after) as (keyof SiteSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The first message for each field, by its dotted path ("leaders.0.name", "social.linkedin"), as the form names its fields. */
export function settingsFieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** A form field's text, "" when absent (or a file). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The Settings screen's form as the schema's input. Fields are named by
 * their path; the leaders come in the order their rows stand in the form,
 * and a row left empty (the spare one offered without JavaScript) is no
 * leader. Files are not read here: `photoFiles` says which row brought one.
 */
export function settingsInputFrom(form: FormData): {
  input: SiteSettingsInput;
  photoFiles: Map<string, File>;
} {
  const supportHours: { days: string; hours: string }[] = [];
  for (let i = 0; i < 4; i += 1) {
    const days = textOf(form, `supportHours.${i}.days`);
    const hours = textOf(form, `supportHours.${i}.hours`);
    if (days.trim() || hours.trim()) supportHours.push({ days, hours });
  }
  const leaders: SiteSettingsInput["leaders"] = [];
  const photoFiles = new Map<string, File>();
  const rows = form.getAll("leaders").filter((value): value is string => typeof value === "string");
  for (const row of rows.slice(0, leaderLimits.most + 1)) {
    const field = (name: string) => textOf(form, `leader.${row}.${name}`);
    if (!field("name").trim() && !field("title").trim()) continue;
    const keep = field("photoKey") && !form.get(`leader.${row}.removePhoto`);
    leaders.push({
      id: row,
      name: field("name"),
      title: field("title"),
      profileUrl: field("profileUrl"),
      expertise: field("expertise"),
      photo: keep
        ? { key: field("photoKey"), width: Number(field("photoWidth")), height: Number(field("photoHeight")) }
        : null,
    });
    const file = form.get(`leader.${row}.photoFile`);
    if (file instanceof File && file.size > 0) photoFiles.set(row, file);
  }
  return {
    input: {
      name: textOf(form, "name"),
      shortName: textOf(form, "shortName"),
      email: textOf(form, "email"),
      phone: textOf(form, "phone"),
      whatsapp: textOf(form, "whatsapp"),
      address: linesOf(textOf(form, "address")),
      supportHours,
      social: { linkedin: textOf(form, "social.linkedin"), twitter: textOf(form, "social.twitter") },
      grievance: { name: textOf(form, "grievance.name"), email: textOf(form, "grievance.email") },
      leaders,
      figureBasis: {
        practitionersValidated: textOf(form, "figureBasis.practitionersValidated"),
        satisfaction: textOf(form, "figureBasis.satisfaction"),
      },
      attestations: linesOf(textOf(form, "attestations")),
      clinicalReview: {
        required: form.get("clinicalReview.required") === "on",
        categories: form
          .getAll("clinicalReview.categories")
          .filter((value): value is string => typeof value === "string")
          .slice(0, postCategoryIds.length) as SiteSettings["clinicalReview"]["categories"],
      },
      // Anything else is left for the schema to refuse.
      staffTwoFactor: (textOf(form, "staffTwoFactor") || "off") as SiteSettings["staffTwoFactor"],
    },
    photoFiles,
  };
}
