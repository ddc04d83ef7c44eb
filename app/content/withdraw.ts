/**
 * Copy for the consent-withdrawal page (/privacy/withdraw?token=..., where
 * the link in every acknowledgement mail leads). `{what}` is what the
 * link erases, as its kind names it (`erases` in common/lead-kinds.ts).
 */

export const withdrawMeta = {
  title: "Withdraw consent and erase your details",
  description: "Withdraw your consent and have us erase what you sent us.",
};

export const withdrawHero = {
  eyebrow: "Your privacy",
  title: "Withdraw consent and erase your details",
};

export const withdrawStates = {
  ready: {
    text: "This erases your {what} and every email about it, and we will not contact you about it again. It cannot be undone.",
    note: "We keep only a note that an erasure happened and when, with no name, email address or message.",
    button: "Withdraw consent and erase my details",
  },
  erased: {
    title: "Your details have been erased",
    text: "Your consent is withdrawn, and your {what} and the emails about it are gone. You do not need to do anything else.",
  },
  gone: {
    title: "There is nothing left to erase",
    text: "We hold no {what} for this link: it has already been erased or deleted.",
  },
  expired: {
    title: "This link has expired",
    text: "The link in our email works for {withdrawalLinkDays} days.",
  },
  invalid: {
    title: "This link does not work",
    text: "It may have been cut short when it was copied from the email.",
  },
};

/**
 * Another way to withdraw, under an expired or broken link: `{email}` is the
 * Grievance Officer's address (a mailto link), when Settings give one;
 * `{contactPage}` is a link to the contact page, `contactPage` its words.
 */
export const withdrawWriteToUs = {
  withEmail:
    "To withdraw your consent or ask us to erase your details, write to our Grievance Officer at {email} or through the {contactPage}.",
  withoutEmail:
    "To withdraw your consent or ask us to erase your details, write to our Grievance Officer through the {contactPage}.",
  contactPage: "contact page",
};

export const withdrawPrivacyLink = "Read our privacy notice";
