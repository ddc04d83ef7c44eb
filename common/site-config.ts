import { defaultSiteSettings, displayPhone, type SiteLeader, type SiteSettings } from "./site-details.ts";

/**
 * The company's details as the pages show them. Staff keep them in the back
 * office's Settings screen (common/site-settings.ts holds the schema and the
 * defaults of a fresh store); the settings service
 * (server/services/site-settings.ts) turns what is stored into this shape
 * with `siteConfigFrom`, the root route's loader hands the current one to
 * every page, and components read it with `useSite()` (app/lib/site.ts). A
 * detail the company has not given yet is null, and every button, link or
 * line that would show it is left out (no placeholder ever reaches a
 * visitor): the contact page still offers the form and the crisis lines.
 * The crisis numbers are real Indian public helplines, always shown, and are
 * not a setting. Here in common/ because both sides need it; the pages
 * import it through app/content/site-config.ts.
 */
export type SiteConfig = {
  name: string;
  shortName: string;
  tagline: string;
  /** The address visitors write to; null: not given yet. */
  email: string | null;
  /** Shown and dialled; null: not given yet. */
  phone: { display: string; tel: string } | null;
  /** A chat on WhatsApp; null: not given yet. */
  whatsapp: { display: string; href: string } | null;
  /** The registered office, line by line; null: not given yet. */
  address: readonly string[] | null;
  /** The company's own profiles; a null one is not linked. */
  social: { linkedin: string | null; twitter: string | null };
  /** When people answer the phone and support mail, in IST (UTC+05:30). */
  supportHours: readonly { days: string; hours: string }[];
  /** Who answers a privacy complaint (DPDP Act 2023); without an email, the contact form reaches them. */
  grievance: { name: string; email: string | null };
  /** The leadership team, in the order staff chose; empty until anyone is named. */
  leaders: readonly SiteLeader[];
  /** The basis of each of the company's own figures, shown in its source line; null: "the company's own figure". */
  figureBasis: { practitionersValidated: string | null; satisfaction: string | null };
  /** Attestations the company holds (a HIPAA or ISO 27001 report), listed on /trust. */
  attestations: readonly string[];
  crisis: typeof crisisLines;
};

/** India's public crisis lines: shown on every page, whatever the settings say. */
export const crisisLines = {
  teleManas: {
    name: "Tele-MANAS",
    short: "14416",
    shortTel: "14416",
    long: "1-800-891-4416",
    longTel: "18008914416",
  },
  emergency: { name: "Emergency", number: "112", tel: "112" },
  disclaimer:
    "This website is not an emergency service. If you or someone else is in immediate danger, call 112.",
} as const;

const tagline = "Culturally validated mental-health care, from first assessment to ongoing practice.";

/** The pages' view of stored settings: phones ready to show and dial, the fixed lines added. */
export function siteConfigFrom(settings: SiteSettings): SiteConfig {
  return {
    ...settings,
    tagline,
    phone: settings.phone ? { display: displayPhone(settings.phone), tel: settings.phone } : null,
    whatsapp: settings.whatsapp
      ? { display: displayPhone(settings.whatsapp), href: `https://wa.me/${settings.whatsapp.slice(1)}` }
      : null,
    crisis: crisisLines,
  };
}

/** What a fresh store shows, and what a page shows when the settings cannot be read. */
export const defaultSiteConfig: SiteConfig = siteConfigFrom(defaultSiteSettings);
