import { CircleCheck, Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { waitlistCopy } from "#app/content/coming-soon.ts";
import { siteConfig } from "#app/content/site-config.ts";

/**
 * Spec §2.11, §4 and §5: the waitlist sign-up. The browser checks the address
 * (required, type=email); a non-empty submission shows the thank-you panel and
 * clears the box. Nothing is sent yet (spec §7), so the input has no `name`:
 * even without JavaScript the address never leaves the visitor's browser.
 */
export function ComingSoonWaitlist() {
  const [email, setEmail] = useState("");
  const [subscribed, setSubscribed] = useState(false);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "") return;
    setSubscribed(true);
    setEmail("");
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
      <form onSubmit={handleSubmit} className="rounded-lg bg-surface p-5 shadow-card sm:p-6">
        <label htmlFor="waitlist-email" className="block font-semibold text-ink">
          {waitlistCopy.label}
        </label>
        <p id="waitlist-email-hint" className="mt-1 text-muted text-sm">
          {waitlistCopy.hint}
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="waitlist-email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="waitlist-email-hint"
            className="block min-h-11 w-full min-w-0 flex-1 rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink"
          />
          <Button type="submit" className="shrink-0">
            <Mail aria-hidden="true" />
            {waitlistCopy.button}
          </Button>
        </div>
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
