import type * as en from "../navigation.ts";
import type { Translation } from "./translation.ts";

/** The header's, phone menu's and footer's links in Hindi (docs/hindi-glossary.md); every `to` as in English. */

type NavLink = Translation<en.NavLink>;

export const desktopMenus: Translation<typeof en.desktopMenus> = [
  {
    id: "solutions",
    label: "हमारे समाधान",
    links: [
      {
        label: "चिकित्सकों के लिए",
        to: "/solutions/practitioners",
        description: "क्लिनिक और निजी प्रैक्टिस के लिए सुरक्षित CRM",
      },
      {
        label: "शिक्षा के लिए",
        to: "/solutions/therasim",
        description: "TheraSim, थेरेपी की ट्रेनिंग का सिम्युलेटर",
      },
      {
        label: "आकलन",
        to: "/solutions/assessments",
        description: "संस्कृति के अनुरूप परखे गए स्क्रीनिंग टूल",
      },
    ],
  },
  {
    id: "approach",
    label: "हमारा नज़रिया",
    links: [
      { label: "हमारा नज़रिया", to: "/approach", description: "संस्कृति, लोग और डेटा साथ क्यों चलते हैं" },
      { label: "यह कैसे काम करता है", to: "/how-it-works", description: "पहले आकलन से पहले सेशन तक" },
    ],
  },
  {
    id: "about",
    label: "हमारे बारे में",
    links: [
      { label: "हमारा मिशन", to: "/our-mission", description: "हम क्या मानते हैं और किस दिशा में जा रहे हैं" },
      { label: "हमारी टीम", to: "/our-team", description: "इसे बनाने वाले लोग" },
    ],
  },
  {
    id: "resources",
    label: "संसाधन",
    links: [
      { label: "व्हाइट पेपर", to: "/resources/whitepapers", description: "एकीकृत देखभाल के पीछे की रिसर्च" },
      { label: "ब्लॉग", to: "/resources/blogs", description: "हमारी क्लिनिकल टीम के लेख" },
    ],
  },
];

export const faqLink: Translation<typeof en.faqLink> = { label: "सवाल-जवाब", to: "/faqs" };
export const demoLink: Translation<typeof en.demoLink> = { label: "डेमो का अनुरोध करें", to: "/request-a-demo" };

/** Not text: the same address as in English (the contact form with "Starting therapy" chosen). */
export const therapyContactPath: Translation<typeof en.therapyContactPath> =
  "/contact-us?type=therapy#message";

export const mobileGroups: Translation<typeof en.mobileGroups> = [
  {
    id: "m-solutions",
    label: "हमारे समाधान",
    links: [
      { label: "चिकित्सकों के लिए", to: "/solutions/practitioners" },
      { label: "शिक्षा के लिए", to: "/solutions/therasim" },
      { label: "आकलन", to: "/solutions/assessments" },
    ],
  },
  {
    id: "m-about",
    label: "हमारे बारे में",
    links: [
      { label: "हमारा मिशन", to: "/our-mission" },
      { label: "हमारी टीम", to: "/our-team" },
      { label: "यह कैसे काम करता है", to: "/how-it-works" },
      { label: "करियर", to: "/careers" },
    ],
  },
  {
    id: "m-resources",
    label: "संसाधन",
    links: [
      { label: "सभी संसाधन", to: "/all-resources" },
      { label: "व्हाइट पेपर", to: "/resources/whitepapers" },
      { label: "ब्लॉग", to: "/resources/blogs" },
    ],
  },
];

export const mobileLinks: Translation<typeof en.mobileLinks> = [
  { label: "हमारा नज़रिया", to: "/approach" },
  faqLink,
] satisfies NavLink[];

export const footerColumns: Translation<typeof en.footerColumns> = [
  {
    heading: "हमारे समाधान",
    links: [
      { label: "चिकित्सकों के लिए", to: "/solutions/practitioners" },
      { label: "शिक्षा के लिए", to: "/solutions/therasim" },
      { label: "आकलन", to: "/solutions/assessments" },
    ],
  },
  {
    heading: "हमारे बारे में",
    links: [
      { label: "मिशन", to: "/our-mission" },
      { label: "टीम", to: "/our-team" },
      { label: "संपर्क", to: "/contact-us" },
    ],
  },
  {
    heading: "हमारा नज़रिया",
    links: [
      { label: "हमारा नज़रिया", to: "/approach" },
      { label: "यह कैसे काम करता है", to: "/how-it-works" },
      { label: "सवाल-जवाब", to: "/faqs" },
    ],
  },
  {
    heading: "संसाधन",
    links: [
      { label: "व्हाइट पेपर", to: "/resources/whitepapers" },
      { label: "ब्लॉग", to: "/resources/blogs" },
    ],
  },
];

/** The footer's last line: how the site treats data and access. */
export const footerLegalLinks: Translation<typeof en.footerLegalLinks> = [
  { label: "निजता सूचना", to: "/privacy" },
  { label: "भरोसा और सुरक्षा", to: "/trust" },
  { label: "सुगम्यता", to: "/accessibility" },
];
