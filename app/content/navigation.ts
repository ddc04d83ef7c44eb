/** The header's and footer's links (spec §2.2, §2.3). */
export type NavLink = { label: string; to: string; description?: string };
export type NavMenu = { id: string; label: string; links: NavLink[] };

export const desktopMenus: NavMenu[] = [
  {
    id: "solutions",
    label: "Our Solutions",
    links: [
      {
        label: "For Practitioners",
        to: "/solutions/practitioners",
        description: "A secure CRM for clinics and private practice",
      },
      {
        label: "For Education",
        to: "/solutions/therasim",
        description: "TheraSim, the therapy-training simulator",
      },
      {
        label: "Assessments",
        to: "/solutions/assessments",
        description: "Culturally validated screening tools",
      },
    ],
  },
  {
    id: "approach",
    label: "Our Approach",
    links: [
      { label: "Our Approach", to: "/approach", description: "Why culture, people and data go together" },
      { label: "How It Works", to: "/how-it-works", description: "From first assessment to first session" },
    ],
  },
  {
    id: "about",
    label: "About Us",
    links: [
      { label: "Our Mission", to: "/our-mission", description: "What we believe and where we are going" },
      { label: "Our Team", to: "/our-team", description: "The people building it" },
    ],
  },
  {
    id: "resources",
    label: "Resources",
    links: [
      { label: "Whitepapers", to: "/resources/whitepapers", description: "Research behind integrated care" },
      { label: "Blogs", to: "/resources/blogs", description: "Articles from our clinical team" },
    ],
  },
];

export const faqLink: NavLink = { label: "FAQs", to: "/faqs" };
export const demoLink: NavLink = { label: "Request a Demo", to: "/request-a-demo" };

/**
 * Where a person looking for care for themselves goes: the contact form with
 * "Starting therapy" chosen (it promises a reply within 4 hours), never the
 * demo form meant for organisations.
 */
export const therapyContactPath = "/contact-us?type=therapy#message";

export const mobileGroups: NavMenu[] = [
  {
    id: "m-solutions",
    label: "Our Solutions",
    links: [
      { label: "For Practitioners", to: "/solutions/practitioners" },
      { label: "For Education", to: "/solutions/therasim" },
      { label: "Assessments", to: "/solutions/assessments" },
    ],
  },
  {
    id: "m-about",
    label: "About Us",
    links: [
      { label: "Our Mission", to: "/our-mission" },
      { label: "Our Team", to: "/our-team" },
      { label: "How It Works", to: "/how-it-works" },
      { label: "Careers", to: "/careers" },
    ],
  },
  {
    id: "m-resources",
    label: "Resources",
    links: [
      { label: "All Resources", to: "/all-resources" },
      { label: "Whitepapers", to: "/resources/whitepapers" },
      { label: "Blogs", to: "/resources/blogs" },
    ],
  },
];

export const mobileLinks: NavLink[] = [{ label: "Our Approach", to: "/approach" }, faqLink];

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Our Solutions",
    links: [
      { label: "For Practitioners", to: "/solutions/practitioners" },
      { label: "For Education", to: "/solutions/therasim" },
      { label: "Assessments", to: "/solutions/assessments" },
    ],
  },
  {
    heading: "About Us",
    links: [
      { label: "Mission", to: "/our-mission" },
      { label: "Team", to: "/our-team" },
      { label: "Contact", to: "/contact-us" },
    ],
  },
  {
    heading: "Our Approach",
    links: [
      { label: "Our Approach", to: "/approach" },
      { label: "How It Works", to: "/how-it-works" },
      { label: "FAQs", to: "/faqs" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Whitepapers", to: "/resources/whitepapers" },
      { label: "Blogs", to: "/resources/blogs" },
    ],
  },
];

/** The footer's last line: how the site treats data and access. */
export const footerLegalLinks: NavLink[] = [
  { label: "Privacy notice", to: "/privacy" },
  { label: "Trust and security", to: "/trust" },
  { label: "Accessibility", to: "/accessibility" },
];
