import { type BlogCategory, healthCategories } from "./constants.ts";
/**
 * The company's details as plain data, with no validation library: what the
 * pages (and so the browser) need of them. The schema that checks them when
 * staff save is common/site-settings.ts; a compile-time check there keeps
 * the two types equal.
 */

export type StoredPhoto = { key: string; width: number; height: number };

export type SiteLeader = {
  id: string;
  name: string;
  title: string;
  photo: StoredPhoto | null;
  profileUrl: string | null;
  expertise: string | null;
};

export type SiteSettings = {
  name: string;
  shortName: string;
  email: string | null;
  /** E.164 ("+918041234567"). */
  phone: string | null;
  /** E.164. */
  whatsapp: string | null;
  address: string[] | null;
  supportHours: { days: string; hours: string }[];
  social: { linkedin: string | null; twitter: string | null };
  grievance: { name: string; email: string | null };
  leaders: SiteLeader[];
  figureBasis: { practitionersValidated: string | null; satisfaction: string | null };
  attestations: string[];
  /** Settings' "Require clinical review before publishing", and the categories it covers. */
  clinicalReview: { required: boolean; categories: BlogCategory[] };
  /** Who must sign in with a second factor (issue 34): nobody, the admin role, every staff account. */
  staffTwoFactor: StaffTwoFactorPolicy;
};

export const staffTwoFactorPolicies = ["off", "admins", "everyone"] as const;
export type StaffTwoFactorPolicy = (typeof staffTwoFactorPolicies)[number];

/** At most this many leaders. */
export const leaderLimits = { most: 12 } as const;

/** A leader's photo at 480 px wide, or at its own width when the upload was narrower (the pipeline's renditions). */
export const leaderPhotoUrl = (photo: StoredPhoto) =>
  `/media/${photo.key}-${Math.min(480, photo.width)}.webp`;

/** The details a fresh store starts with: the company's name, and nothing it has not given. */
export const defaultSiteSettings: SiteSettings = {
  name: "Anvaya Health",
  shortName: "Anvaya",
  email: null,
  phone: null,
  whatsapp: null,
  address: null,
  supportHours: [
    { days: "Monday to Friday", hours: "8 am to 8 pm IST" },
    { days: "Saturday and Sunday", hours: "10 am to 6 pm IST" },
  ],
  social: { linkedin: null, twitter: null },
  grievance: { name: "The Grievance Officer", email: null },
  leaders: [],
  figureBasis: { practitionersValidated: null, satisfaction: null },
  attestations: [],
  clinicalReview: { required: false, categories: [...healthCategories] },
  staffTwoFactor: "off",
};

/** An E.164 number as people read it: "+91 98765 43210" for an Indian one, as stored for any other. */
export function displayPhone(e164: string): string {
  if (e164.startsWith("+91") && e164.length === 13) return `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;
  return e164;
}
