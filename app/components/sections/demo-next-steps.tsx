import { CalendarCheck, Mail, MessageSquareReply, Phone, UserRoundSearch } from "lucide-react";
import { CrisisLine } from "#app/components/layout/crisis-line.tsx";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";

/** What happens after the visitor sends the form (spec §1: a reply within 24 hours). */
const steps = [
  {
    icon: UserRoundSearch,
    title: "We read your request",
    text: "Your answers go to our team, so we know which part of the platform matters to you.",
  },
  {
    icon: MessageSquareReply,
    title: "We reply within 24 hours",
    text: "We write or call to find a time that suits you and anyone else who should join.",
  },
  {
    icon: CalendarCheck,
    title: "A demo built around your work",
    text: "We walk you through the practice CRM, validated assessments or TheraSim, and answer your questions.",
  },
] as const;

/** The column beside the form: what happens next, other ways to reach us, and the crisis line. */
export function DemoNextSteps() {
  const site = useSite();
  const t = useT();
  return (
    <div className="space-y-8">
      <section aria-labelledby="demo-next-title">
        <h2 id="demo-next-title" className="font-bold text-2xl">
          {t("What happens next")}
        </h2>
        <ol className="mt-6 space-y-6">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-tint text-brand">
                <step.icon aria-hidden="true" className="size-5" />
                <span className="-top-1 -right-1 absolute inline-flex size-5 items-center justify-center rounded-full bg-brand font-bold text-white text-xs">
                  {index + 1}
                </span>
              </span>
              <div>
                <h3 className="font-semibold text-lg">{t(step.title)}</h3>
                <p className="mt-1 text-muted">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {(site.email || site.phone) && (
        <section aria-labelledby="demo-direct-title" className="rounded-lg bg-brand-tint p-6">
          <h2 id="demo-direct-title" className="font-semibold text-lg">
            {t("Prefer to talk to us directly?")}
          </h2>
          <ul className="mt-3 space-y-1">
            {site.email && (
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-5" />
                  {site.email}
                </a>
              </li>
            )}
            {site.phone && (
              <li>
                <a
                  href={`tel:${site.phone.tel}`}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4"
                >
                  <Phone aria-hidden="true" className="size-5" />
                  {site.phone.display}
                </a>
              </li>
            )}
          </ul>
        </section>
      )}

      <section aria-labelledby="demo-help-title" className="border-line border-t pt-6 text-ink">
        <h2 id="demo-help-title" className="font-semibold text-lg">
          {t("Looking for help for yourself?")}
        </h2>
        <p className="mt-2 text-muted">{t("This form is for organisations. If you need support now:")}</p>
        <CrisisLine className="mt-2" />
      </section>
    </div>
  );
}
