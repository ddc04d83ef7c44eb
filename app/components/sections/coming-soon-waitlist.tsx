import { CircleCheck, Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { waitlistCopy } from "#app/content/coming-soon.ts";
import { siteConfig } from "#app/content/site-config.ts";
import { AttributionFields, attributionOfForm } from "./attribution-fields.tsx";

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
  const [email, setEmail] = useState("");
  const [subscribed, setSubscribed] = useState(joined);
  const [error, setError] = useState<string | null>(serverError);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "" || sending) return;
    const attribution = attributionOfForm(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      const response = await fetch("/api/waitlist", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, ...attribution }),
      });
      const body = (await response.json()) as { success?: boolean; error?: string };
      if (!body.success) {
        setError(body.error || "Something went wrong. Please try again.");
        return;
      }
      setSubscribed(true);
      setEmail("");
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
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="waitlist-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? "waitlist-email-hint waitlist-email-error" : "waitlist-email-hint"}
            aria-invalid={error ? true : undefined}
            className="block min-h-11 w-full min-w-0 flex-1 rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink"
          />
          <Button type="submit" className="shrink-0" disabled={sending}>
            <Mail aria-hidden="true" />
            {sending ? "Submitting..." : waitlistCopy.button}
          </Button>
        </div>
        {error && (
          <p id="waitlist-email-error" role="alert" className="mt-2 font-medium text-danger text-sm">
            {error}
          </p>
        )}
      </form>
      <p className="mt-4 text-muted">
        Rather talk now? Write to{" "}
        <a
          href={`mailto:${siteConfig.email}`}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {siteConfig.email}
        </a>
        .
      </p>
    </Section>
  );
}
