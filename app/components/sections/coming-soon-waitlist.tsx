import { CircleCheck, Mail } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/coming-soon.ts";
import * as hindi from "#app/content/hi/coming-soon.ts";
import { fill } from "#app/i18n/fill.tsx";
import { formMessages } from "#app/i18n/form-messages.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";
import { AttributionFields } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";
import { NotEmergencyNotice } from "./not-emergency-notice.tsx";

/** What the waitlist's script may say (app/enhance/waitlist.ts). */
export const waitlistSays = [
  "Tick the box so that we can email you at launch.",
  "Something went wrong. Please try again.",
  "We could not reach the server. Please check your connection and try again.",
] as const;

/**
 * Spec §2.11, §4 and §5: the waitlist sign-up, as the server renders it. The
 * browser checks the address (required, type=email); a submission is stored
 * (POST /api/waitlist from the page's script, app/enhance/waitlist.ts, or
 * the page's own action without JavaScript), then the thank-you panel shows
 * and the box clears. The spec's page stored nothing, yet promised to
 * notify: keeping the address is what lets that promise be kept.
 */
export function ComingSoonWaitlist({
  joined = false,
  serverError: error = null,
}: {
  joined?: boolean;
  serverError?: string | null;
}) {
  const site = useSite();
  const { locale, link } = useLanguage();
  const t = useT();
  const { waitlistCopy } = useContent(english, hindi);

  return (
    <Section id="waitlist" title={waitlistCopy.title} intro={waitlistCopy.intro} tone="tint" width="read">
      {/*
        The thanks: rendered by the server after a post without JavaScript; with it,
        the script copies the template into the live region once the address is stored.
      */}
      <div role="status" aria-live="polite" {...mark(hooks.waitlistStatus)}>
        {joined && <WaitlistThanks />}
      </div>
      <template {...mark(hooks.waitlistThanks)}>
        <WaitlistThanks />
      </template>
      <form
        action={link("/coming-soon")}
        method="post"
        {...mark(hooks.waitlist)}
        // On a Hindi page: what its script may say, in Hindi (the English is the script's own).
        {...markWords(hooks.formWords, formMessages(locale, waitlistSays))}
        className="rounded-lg bg-surface p-5 shadow-card sm:p-6"
      >
        <AttributionFields />
        <Field
          kind="email"
          id="waitlist-email"
          name="email"
          label={waitlistCopy.label}
          hint={waitlistCopy.hint}
          required
          autoComplete="email"
          maxLength={254}
          error={error ?? undefined}
          scripted
          alert
          look="block min-h-11 w-full min-w-0 rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink"
        />
        <div className="mt-4">
          <ConsentField idPrefix="waitlist" kind="waitlist" />
        </div>
        <NotEmergencyNotice className="mt-4" />
        <Button
          type="submit"
          className="mt-4 w-full sm:w-auto"
          {...mark(hooks.busyLabel, t("Submitting..."))}
        >
          <Mail aria-hidden="true" />
          <span {...mark(hooks.label)}>{waitlistCopy.button}</span>
        </Button>
      </form>
      <p className="mt-4 text-muted">
        {t("Rather talk now?")}{" "}
        {site.email ? (
          fill(t("Write to {email}."), {
            email: (
              <a
                href={`mailto:${site.email}`}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {site.email}
              </a>
            ),
          })
        ) : (
          <>
            <Link to={link("/contact-us")} className="font-semibold text-brand underline underline-offset-4">
              {t("Send us a message")}
            </Link>
            {locale === "hi" ? "।" : "."}
          </>
        )}
      </p>
    </Section>
  );
}

function WaitlistThanks() {
  const { waitlistCopy } = useContent(english, hindi);
  return (
    <div className="mb-6 flex items-start gap-3 rounded-lg border-2 border-success bg-success-tint p-5">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      <div>
        <p className="font-bold text-ink text-lg">{waitlistCopy.thanksTitle}</p>
        <p className="mt-1 text-ink">{waitlistCopy.thanksText}</p>
      </div>
    </div>
  );
}
