import type { ConsentWording } from "./consent.ts";
import type { Locale } from "./i18n/locale.ts";
import { leadPaths, staffPaths } from "./staff-paths.ts";

/**
 * The kinds of lead as both sides name them: where each one's staff view is,
 * the parameter that opens one there, its address in the staff API, its
 * stages and outcomes, and what its form asks the visitor to agree to. The
 * navigation, the audit log, failed mail, the overview, the lead desk, the
 * consent ledger, withdrawal links and the privacy notice all read this
 * list, so a new kind is one entry here (and its descriptor in
 * server/services/lead-kinds/), not a line in each.
 */
export type LeadKindNames = {
  /** The staff view that lists them (common/staff-paths.ts). */
  path: string;
  /** The navigation's link text, and the overview's heading of the kind. */
  label: string;
  /** One of them, and all of them, as a sentence names them: "closed inquiry 1a2b", "exported the inquiries". */
  one: string;
  many: string;
  /** The public page whose form sends one (its English path; every such page has a Hindi version). */
  page: string;
  /** The form's consent checkbox and its purpose, word for word as the ledger stores them, in each language. */
  consent: Record<Locale, (company: string) => ConsentWording>;
  /** What a withdrawal link erases, as its page's sentences name it: "your {demo request} and every email about it". */
  erases: Record<Locale, string>;
  /** What the privacy notice says of the form, in each language. */
  notice: Record<Locale, NoticeWords>;
  /**
   * Other pages that offer its form, by English path, and their words for
   * it (app/components/sections/form-offers.tsx): a heading, a sentence and
   * the link's text.
   */
  offer?: { on: readonly string[] } & Record<Locale, { title: string; text: string; action: string }>;
};

/** The privacy notice's words for one form (common/privacy-notice.ts puts them in its sentences). */
export type NoticeWords = {
  /** What the visitor does, in "when you request a demo, write to us or join the waitlist". */
  doing: string;
  /** Its line under "What each form collects, and why". */
  collects: string;
  /** For a kind staff close: what one is called in "A demo request or message stays while we are handling it". */
  kept?: string;
};

/** A kind staff answer (stage, owner, outcome, replies): opened one at a time from its view and its API address. */
export type AnsweredLeadKindNames = LeadKindNames & {
  /** The query parameter that opens one in its view: `?request=<id>`. */
  openParam: string;
  /** Its addresses in the staff API: its list at `/api/<slug>`, one lead at `/api/leads/<slug>/<id>`. */
  slug: string;
  /** The name its CSV export is saved under, before the date: `inquiries-2026-12-04.csv`. */
  exportName: string;
  /** The overview's name of one: "Demo request". */
  title: string;
  /** How a lead's "Also sent" names one: "Message from Asha". */
  sentTitle: string;
  /** Its stages while open, in order, with the words staff see; the first is where a new one starts. */
  stages: Readonly<Record<string, string>>;
  /** How one can end when it is closed, with the words staff see. */
  outcomes: Readonly<Record<string, string>>;
};

/** How a demo request or a message can end. */
const salesOutcomes = { won: "Won", lost: "Lost", "not-a-fit": "Not a fit", spam: "Spam" } as const;

export const answeredLeadKinds = {
  demo_request: {
    path: leadPaths.demoRequests,
    label: "Demo requests",
    one: "demo request",
    many: "demo requests",
    title: "Demo request",
    sentTitle: "Demo request",
    openParam: "request",
    slug: "demo-requests",
    exportName: "demo-requests",
    page: "/request-a-demo",
    stages: { new: "New", contacted: "Contacted", qualified: "Qualified", "demo-booked": "Demo booked" },
    outcomes: salesOutcomes,
    consent: {
      en: (company) => ({
        text: `I agree to be contacted by ${company}.`,
        purpose: "To arrange the demo asked for and answer questions about it.",
      }),
      hi: (company) => ({
        text: `मैं सहमत हूँ कि ${company} मुझसे संपर्क करे।`,
        purpose: "माँगा गया डेमो तय करने और उसके बारे में सवालों के जवाब देने के लिए।",
      }),
    },
    erases: { en: "demo request", hi: "डेमो अनुरोध" },
    notice: {
      en: {
        doing: "request a demo",
        collects:
          "Request a demo: your name, work email, organisation, role, phone number, the product you are interested in and your message. We use them to arrange the demo you asked for and to answer your questions about it.",
        kept: "demo request",
      },
      hi: {
        doing: "डेमो का अनुरोध करते हैं",
        collects:
          "डेमो का अनुरोध: आपका नाम, काम का ईमेल, संस्था, पद, फ़ोन नंबर, जिस प्रोडक्ट में आपकी रुचि है, और आपका संदेश। हम इनका इस्तेमाल आपका माँगा हुआ डेमो तय करने और उसके बारे में आपके सवालों के जवाब देने के लिए करते हैं।",
        kept: "डेमो अनुरोध",
      },
    },
  },
  contact_message: {
    path: leadPaths.inquiries,
    label: "Inquiries",
    one: "inquiry",
    many: "inquiries",
    title: "Inquiry",
    sentTitle: "Message",
    openParam: "message",
    slug: "contact-messages",
    exportName: "inquiries",
    page: "/contact-us",
    stages: { new: "New", contacted: "Contacted" },
    outcomes: salesOutcomes,
    consent: {
      en: (company) => ({
        text: `I agree to ${company} using these details to answer my message.`,
        purpose: "To answer the message.",
      }),
      hi: (company) => ({
        text: `मैं सहमत हूँ कि ${company} मेरे संदेश का जवाब देने के लिए इस जानकारी का इस्तेमाल करे।`,
        purpose: "संदेश का जवाब देने के लिए।",
      }),
    },
    erases: { en: "message", hi: "संदेश" },
    notice: {
      en: {
        doing: "write to us",
        collects:
          "Contact us: your name, email, the subject, what your message is about and the message. We use them to answer you. A message may mention your health; we read it only to reply.",
        kept: "message",
      },
      hi: {
        doing: "हमें लिखते हैं",
        collects:
          "संपर्क करें: आपका नाम, ईमेल, विषय, आपका संदेश किस बारे में है, और संदेश। हम इनका इस्तेमाल आपको जवाब देने के लिए करते हैं। किसी संदेश में आपकी सेहत का ज़िक्र हो सकता है; हम उसे सिर्फ़ जवाब देने के लिए पढ़ते हैं।",
        kept: "संदेश",
      },
    },
  },
  callback_request: {
    path: `${staffPaths.leads}/callbacks`,
    label: "Callbacks",
    one: "callback request",
    many: "callback requests",
    title: "Callback request",
    sentTitle: "Callback request",
    openParam: "callback",
    slug: "callback-requests",
    exportName: "callbacks",
    page: "/request-a-callback",
    // "Done" is closing it with an outcome.
    stages: { new: "New", called: "Called" },
    outcomes: {
      reached: "Reached",
      "no-answer": "No answer",
      "wrong-number": "Wrong number",
      "not-a-fit": "Not a fit",
    },
    consent: {
      en: (company) => ({
        text: `I agree to ${company} phoning me on this number about my request.`,
        purpose: "To phone back about the request.",
      }),
      hi: (company) => ({
        text: `मैं सहमत हूँ कि ${company} मेरे अनुरोध के बारे में इस नंबर पर मुझे फ़ोन करे।`,
        purpose: "अनुरोध के बारे में वापस फ़ोन करने के लिए।",
      }),
    },
    erases: { en: "callback request", hi: "कॉल-बैक अनुरोध" },
    notice: {
      en: {
        doing: "ask us to call you",
        collects:
          "Request a callback: your name, phone number, the language and the time of day to call, what it is about and your note, if any. We use them to phone you about it. We send no email for it: to withdraw your consent, tell us on the call or write to our Grievance Officer.",
        kept: "callback request",
      },
      hi: {
        doing: "हमसे कॉल करने को कहते हैं",
        collects:
          "कॉल-बैक का अनुरोध: आपका नाम, फ़ोन नंबर, कॉल की भाषा और समय, बात किस बारे में है, और आपका नोट (अगर हो)। हम इनका इस्तेमाल इसके बारे में आपको फ़ोन करने के लिए करते हैं। इसके लिए हम कोई ईमेल नहीं भेजते: अपनी सहमति वापस लेने के लिए कॉल पर हमें बताएँ या हमारे शिकायत अधिकारी को लिखें।",
        kept: "कॉल-बैक अनुरोध",
      },
    },
    offer: {
      on: ["/contact-us", "/solutions/practitioners"],
      en: {
        title: "Rather talk?",
        text: "Leave your number and we call you back within two business hours, in English or Hindi.",
        action: "Request a callback",
      },
      hi: {
        title: "बात करना चाहेंगे?",
        text: "अपना नंबर छोड़ें, और हम कामकाजी समय के दो घंटों के अंदर अंग्रेज़ी या हिन्दी में आपको वापस कॉल करेंगे।",
        action: "कॉल-बैक का अनुरोध करें",
      },
    },
  },
} as const satisfies Record<string, AnsweredLeadKindNames>;

/** The kinds staff answer, by their name in the consent ledger, the audit log and the outbox. */
export type AnsweredLeadKind = keyof typeof answeredLeadKinds;

/** The waitlist: a kind staff only list and export. */
const waitlist = {
  path: leadPaths.waitlist,
  label: "Waitlist",
  one: "waitlist sign-up",
  many: "the waitlist",
  page: "/coming-soon",
  consent: {
    en: (company) => ({
      text: `I agree to ${company} emailing me when it launches.`,
      purpose: "To send one email at launch.",
    }),
    hi: (company) => ({
      text: `मैं सहमत हूँ कि लॉन्च होने पर ${company} मुझे ईमेल करे।`,
      purpose: "लॉन्च पर एक ईमेल भेजने के लिए।",
    }),
  },
  erases: { en: "waitlist sign-up", hi: "वेटलिस्ट साइन-अप" },
  notice: {
    en: {
      doing: "join the waitlist",
      collects: "Waitlist: your email address. We use it to tell you once when we launch.",
    },
    hi: {
      doing: "वेटलिस्ट में जुड़ते हैं",
      collects: "वेटलिस्ट: आपका ईमेल पता। हम इसका इस्तेमाल लॉन्च होने पर आपको एक बार बताने के लिए करते हैं।",
    },
  },
} as const satisfies LeadKindNames;

/** Every kind of lead, answered or only listed, in the order the notice and the back office name them. */
export const leadKindNames = { ...answeredLeadKinds, waitlist } as const;

/** Every kind of lead, by its name in the consent ledger, the audit log, idempotency keys and the outbox. */
export type LeadKindName = keyof typeof leadKindNames;

/** The kinds, in order. */
export const leadKindList = Object.keys(leadKindNames) as LeadKindName[];

/** The public pages whose form sends a kind of lead (each has a Hindi version), in the order of the kinds. */
export const formPages = leadKindList.map((kind) => leadKindNames[kind].page) as FormPage[];

export type FormPage = (typeof leadKindNames)[LeadKindName]["page"];

/** The kinds whose form page `page` (an English path) offers, with their words in `locale`. */
export function formsOfferedOn(page: string, locale: Locale) {
  return leadKindList.flatMap((kind) => {
    const names: LeadKindNames = leadKindNames[kind];
    return names.offer?.on.includes(page) ? [{ kind, page: names.page, ...names.offer[locale] }] : [];
  });
}

/** The answered kinds in the order the back office shows them. */
export const answeredLeadKindList = Object.keys(answeredLeadKinds) as AnsweredLeadKind[];

/** Whether `name` (an audit row's or a mail's record type) is a kind staff answer. */
export const isAnsweredLeadKind = (name: string): name is AnsweredLeadKind =>
  Object.hasOwn(answeredLeadKinds, name);

/** A stage of any kind: where staff are with an open lead. */
export type LeadStage = {
  [K in AnsweredLeadKind]: keyof (typeof answeredLeadKinds)[K]["stages"];
}[AnsweredLeadKind];

/** An outcome of any kind: how a closed lead ended. */
export type LeadOutcome = {
  [K in AnsweredLeadKind]: keyof (typeof answeredLeadKinds)[K]["outcomes"];
}[AnsweredLeadKind];

/** A kind's stages, in order. */
export const stagesOf = (kind: AnsweredLeadKind) =>
  Object.keys(answeredLeadKinds[kind].stages) as LeadStage[];

/** A kind's outcomes, in order. */
export const outcomesOf = (kind: AnsweredLeadKind) =>
  Object.keys(answeredLeadKinds[kind].outcomes) as LeadOutcome[];

/** Where a kind's view is, the parameter that opens one there, its CSV export, its stages and the outcomes its desk offers: what its staff view takes from here. */
export function viewPlacesOf(kind: AnsweredLeadKind) {
  const names: AnsweredLeadKindNames = answeredLeadKinds[kind];
  return {
    path: names.path,
    openParam: names.openParam,
    exportPath: `/api/${names.slug}/export.csv`,
    stages: stagesOf(kind),
    deskOutcomes: outcomesOf(kind),
  };
}

/** Where one lead opens in the back office: its view with the parameter that opens it. */
export const leadHref = (kind: AnsweredLeadKind, id: string) => {
  const names: AnsweredLeadKindNames = answeredLeadKinds[kind];
  return `${names.path}?${names.openParam}=${encodeURIComponent(id)}`;
};
