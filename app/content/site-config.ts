/**
 * The one place for the company's own details. Values marked PLACEHOLDER are
 * for the company to fill in (the README lists them). The crisis numbers are
 * real Indian public helplines and must never be replaced by a placeholder.
 */
export const siteConfig = {
  /** PLACEHOLDER: the company's trading name. */
  name: "Anvaya Health",
  shortName: "Anvaya",
  tagline: "Culturally validated mental-health care, from first assessment to ongoing practice.",
  /** PLACEHOLDER: the company's contact email. */
  email: "hello@anvaya.example",
  /** Who answers a privacy complaint (DPDP Act 2023), named in the privacy notice. */
  grievance: { name: "The Grievance Officer", email: "hello@anvaya.example" },
  /** PLACEHOLDER: the company's phone number, shown and dialled. */
  phone: { display: "+91 80 0000 0000", tel: "+918000000000" },
  /** PLACEHOLDER: the registered office address. */
  address: ["Registered office address to be confirmed", "Bengaluru, Karnataka, India"],
  /** PLACEHOLDER: the company's social profiles. */
  social: {
    linkedin: "https://www.linkedin.com/",
    twitter: "https://x.com/",
  },
  phoneHours: [
    { days: "Monday to Friday", hours: "8am-8pm EST" },
    { days: "Saturday and Sunday", hours: "10am-6pm EST" },
  ],
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
} as const;

export type SiteConfig = typeof siteConfig;
