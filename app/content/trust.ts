/**
 * /trust: what actually protects a visitor's and a clinic's data on this
 * site, claim by claim, each something the code does. An attestation the
 * company holds (a HIPAA assessment, an ISO 27001 certificate) is added by
 * staff in Settings and listed here with its scope; until then the site
 * claims none.
 */
export const trustMeta = {
  title: "Trust and Security",
  description:
    "What protects the information you send us: HTTPS, staff sign-in with lockout, an audit log of every access, data kept in our own database, and what we do not claim.",
};

export const trustHero = {
  eyebrow: "Trust and security",
  title: "How we protect what you send us",
  intro:
    "People write to us about their practice, and sometimes about their own mental health. This page says plainly what protects that information today, and what we do not claim.",
};

export const trustProtections = {
  eyebrow: "What protects your data",
  title: "Six things we do today",
};

export type TrustPoint = { title: string; text: string };

export const trustPoints: TrustPoint[] = [
  {
    title: "Encrypted on the way",
    text: "The site is served over HTTPS only: browsers are told never to use a plain connection (HSTS), so what you type travels encrypted between your device and our server.",
  },
  {
    title: "Only what a form needs",
    text: "The demo, contact and waitlist forms ask for what we need to answer you and nothing else. No advertising or tracking cookies are set; where a visit came from is kept in your browser tab only until you send a form.",
  },
  {
    title: "Staff sign in, one area at a time",
    text: "Only staff with an account see requests and messages, each in the area their role allows. Passwords are stored only as scrypt hashes, sessions are kept on the server and end after two hours, and three wrong passwords lock an account for 15 minutes.",
  },
  {
    title: "Every access to a list is recorded",
    text: "Each export, close, reopen and delete by staff is written to an audit log with who did it and when, without copying your details into the log. Server logs never contain names, email addresses, phone numbers or messages.",
  },
  {
    title: "Kept safe, then deleted",
    text: "A request or message is saved in our database before the page says it was received, and it survives a crash or a power cut. Emails wait in an outbox until they are delivered. Once a request is closed, it and its emails are deleted after the time the privacy notice states.",
  },
  {
    title: "Where your data lives",
    text: "Requests, messages and sign-ups are kept in the company's own database on servers the company runs or rents, not in a third-party forms service. They are not sold or shared for marketing.",
  },
];

/** Shown only when Settings list an attestation. */
export const trustAttestations = {
  eyebrow: "Independent checks",
  title: "Attestations we hold",
  intro:
    "Independent assessments of how the company handles data, each with its scope as the assessor stated it:",
};

export const trustLimits = {
  eyebrow: "Honestly",
  title: "What we do not claim",
  paragraphs: [
    "This website and its forms are not a medical record system. Beyond the attestations listed on this page (if any), we claim no HIPAA compliance or ISO 27001 certification for them.",
    "Email is not end-to-end encrypted: please do not send clinical records or anything you would not want in an inbox through the contact form.",
  ],
};

export const trustContact = {
  eyebrow: "Your information",
  title: "Questions or a concern",
  text: "If you think something is wrong with how we handle your information, or you want a copy or the deletion of what you sent us, write to our Grievance Officer (the privacy notice says how) or use the contact page, and we will answer.",
  links: [
    { label: "Read the privacy notice", to: "/privacy" },
    { label: "Write to us", to: "/contact-us" },
  ],
};
