/**
 * The one place for the company's own details. A detail the company has not
 * given yet is null, and every button, link or line that would show it is
 * left out (no placeholder ever reaches a visitor): the contact page still
 * offers the form and the crisis lines. The crisis numbers are real Indian
 * public helplines and are always shown.
 */
export type SiteConfig = {
  name: string;
  shortName: string;
  tagline: string;
  /** The address visitors write to; null: not given yet. */
  email: string | null;
  /** Shown and dialled; null: not given yet. */
  phone: { display: string; tel: string } | null;
  /** The registered office, line by line; null: not given yet. */
  address: readonly string[] | null;
  /** The company's own profiles; a null one is not linked. */
  social: { linkedin: string | null; twitter: string | null };
  /** When people answer the phone and support mail, in IST (UTC+05:30). */
  supportHours: readonly { days: string; hours: string }[];
  /** Who answers a privacy complaint (DPDP Act 2023); without an email, the contact form reaches them. */
  grievance: { name: string; email: string | null };
  /** The basis of each of the company's own figures, shown in its source line; null: "the company's own figure". */
  figureBasis: { practitionersValidated: string | null; satisfaction: string | null };
  crisis: {
    teleManas: { name: string; short: string; shortTel: string; long: string; longTel: string };
    emergency: { name: string; number: string; tel: string };
    disclaimer: string;
  };
};

export const siteConfig: SiteConfig = {
  name: "Anvaya Health",
  shortName: "Anvaya",
  tagline: "Culturally validated mental-health care, from first assessment to ongoing practice.",
  email: null,
  phone: null,
  address: null,
  social: { linkedin: null, twitter: null },
  supportHours: [
    { days: "Monday to Friday", hours: "8 am to 8 pm IST" },
    { days: "Saturday and Sunday", hours: "10 am to 6 pm IST" },
  ],
  grievance: { name: "The Grievance Officer", email: null },
  figureBasis: { practitionersValidated: null, satisfaction: null },
  crisis: {
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
  },
};

/** The support hours as one sentence: "Monday to Friday, 8 am to 8 pm IST; Saturday and Sunday, …". */
export function supportHoursText(config: SiteConfig = siteConfig): string {
  return config.supportHours.map((line) => `${line.days}, ${line.hours}`).join("; ");
}
