import { CircleCheck, Mail } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { waitlistCopy } from "#app/content/coming-soon.ts";
import { useFormDraft } from "#app/lib/form-draft.ts";
import { useSite } from "#app/lib/site.ts";
import { CONSENT_FIELD, FORM_PAGE_FIELD } from "#common/consent.ts";
import { IDEMPOTENCY_FIELD } from "#common/constants.ts";
import { AttributionFields, attributionOfForm } from "./attribution-fields.tsx";
import { ConsentField } from "./consent-field.tsx";

/**
 * Spec §2.11, §4 and §5: the waitlist sign-up. The browser checks the address
 * (required, type=email); a submission is stored (POST /api/waitlist, or the
 * page's own action without JavaScript), then the thank-you panel shows and
 * the box clears. The spec's page stored nothing, yet promised to notify:
 * keeping the address is what lets that promise be kept.
 */
export function ComingSoonWaitlist({
  joined = false,
  serverError = null,
}: {
  joined?: boolean;
  serverError?: string | null;
}) {
  const site = useSite();
  const { pathname } = useLocation();
  const [values, setValues] = useState({ email: "", agreeToContact: false });
  const [subscribed, setSubscribed] = useState(joined);
  const [error, setError] = useState<string | null>(serverError);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const draft = useFormDraft("waitlist", values, (saved) =>
    setValues((current) => ({ ...current, ...saved })),
  );
  const { email, agreeToContact } = values;

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "" || sending) return;
    if (!agreeToContact) {
      setConsentError("Tick the box so that we can email you at launch.");
      return;
    }
    setConsentError(undefined);
    const attribution = attributionOfForm(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      const response = await fetch("/api/waitlist", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          [CONSENT_FIELD]: true,
          ...attribution,
          [FORM_PAGE_FIELD]: pathname,
          [IDEMPOTENCY_FIELD]: draft.sendKey(),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
      if (!body.success) {
        if (response.status < 500 && body.error) draft.settle(false);
        setError(body.error || "Something went wrong. Please try again.");
        return;
      }
      draft.settle(true);
      setSubscribed(true);
      setValues({ email: "", agreeToContact: false });
    } catch {
      setError("We could not reach the server. Please check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <Section id="waitlist" title={waitlistCopy.title} intro={waitlistCopy.intro} tone="tint" width="read">
      <div role="status" aria-live="polite">
        {subscribed && (
          <div className="mb-6 flex items-start gap-3 rounded-lg border-2 border-success bg-success-tint p-5">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div>
              <p className="font-bold text-ink text-lg">{waitlistCopy.thanksTitle}</p>
              <p className="mt-1 text-ink">{waitlistCopy.thanksText}</p>
            </div>
          </div>
        )}
      </div>
      <form method="post" onSubmit={handleSubmit} className="rounded-lg bg-surface p-5 shadow-card sm:p-6">
        <AttributionFields />
        <label htmlFor="waitlist-email" className="block font-semibold text-ink">
          {waitlistCopy.label}
        </label>
        <p id="waitlist-email-hint" className="mt-1 text-muted text-sm">
          {waitlistCopy.hint}
        </p>
        <input
          id="waitlist-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          aria-describedby={error ? "waitlist-email-hint waitlist-email-error" : "waitlist-email-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-2 block min-h-11 w-full min-w-0 rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink"
        />
        {error && (
          <p id="waitlist-email-error" role="alert" className="mt-2 font-medium text-danger text-sm">
            {error}
          </p>
        )}
        <div className="mt-4">
          <ConsentField
            idPrefix="waitlist"
            kind="waitlist"
            checked={agreeToContact}
            onChange={(checked) => setValues((current) => ({ ...current, agreeToContact: checked }))}
            error={consentError}
          />
        </div>
        <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={sending}>
          <Mail aria-hidden="true" />
          {sending ? "Submitting..." : waitlistCopy.button}
        </Button>
      </form>
      <p className="mt-4 text-muted">
        Rather talk now?{" "}
        {site.email ? (
          <>
            Write to{" "}
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {site.email}
            </a>
            .
          </>
        ) : (
          <>
            <Link to="/contact-us" className="font-semibold text-brand underline underline-offset-4">
              Send us a message
            </Link>
            .
          </>
        )}
      </p>
    </Section>
  );
}
