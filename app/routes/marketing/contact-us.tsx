import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { CrisisLine } from "#app/components/layout/crisis-line.tsx";
import { ExitThisPage } from "#app/components/layout/exit-this-page.tsx";
import { ContactForm } from "#app/components/sections/contact-form.tsx";
import { ContactQuickTiles } from "#app/components/sections/contact-quick-tiles.tsx";
import { ContactSupportCards } from "#app/components/sections/contact-support-cards.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FormOffers } from "#app/components/sections/form-offers.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/contact.ts";
import * as hindi from "#app/content/hi/contact.ts";
import { crisisLines, supportHourLines } from "#app/content/site-config.ts";
import script from "#app/enhance/pages/contact-us.ts?inline-script";
import { fill } from "#app/i18n/fill.tsx";
import { useContent, useLocale } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";
import { translate } from "#common/i18n/translate.ts";
import { type ContactInquiryType, contactInquiryOptions } from "#common/schemas/contact.ts";
import type { Route } from "./+types/contact-us";

export { action } from "./contact-us.server.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: translate(localeIn(matches), "Contact Us"),
    description: translate(
      localeIn(matches),
      "Call, email or send us a message about therapy, the platform or partnerships. We reply within 24 hours. In crisis, call Tele-MANAS 14416.",
    ),
    path: "/contact-us",
  });

// No framework in the browser: the form's behaviour is app/enhance/contact-form.ts.
export const handle = { hydrate: false, script };

const { teleManas, emergency } = crisisLines;

const isInquiryType = (value: string | null): value is ContactInquiryType =>
  contactInquiryOptions.some((option) => option.value === value);

/**
 * `?type=therapy` chooses what the message is about, so a person looking for
 * care lands on the form already set to "Starting therapy". Prerendered
 * without it; with it, the page is rendered for the request (static-files.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get("type");
  return { presetType: isInquiryType(type) ? type : null };
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const locale = useLocale();
  const t = useT();
  const { contactCta, contactFormCopy, contactHero, responseTimes, supportCards } = useContent(
    english,
    hindi,
  );
  return (
    <>
      <ExitThisPage />
      <PageHero
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        intro={contactHero.intro}
        footnote={
          <p>
            {fill(t("In crisis? Call {teleManas} {short} now, or see {crisisSupport} below."), {
              teleManas: teleManas.name,
              short: (
                <a
                  href={`tel:${teleManas.shortTel}`}
                  className="inline-block py-1 font-bold text-ink underline"
                >
                  {teleManas.short}
                </a>
              ),
              crisisSupport: (
                <a href="#crisis" className="inline-block py-1 font-semibold text-ink underline">
                  {t("crisis support")}
                </a>
              ),
            })}
          </p>
        }
      />
      <ContactQuickTiles />
      <FormOffers page="/contact-us" />

      <section id="message" aria-labelledby="message-title" className="bg-surface py-12 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
          <div className="min-w-0">
            <h2 id="message-title" className="font-bold text-2xl md:text-4xl">
              {contactFormCopy.title}
            </h2>
            <div className="mt-6">
              <ContactForm
                initialValues={
                  actionData?.values ??
                  (loaderData.presetType ? { inquiryType: loaderData.presetType } : undefined)
                }
                initialErrors={actionData?.errors}
                // Under 18 on the therapy path: nothing was stored; the form shows Tele-MANAS instead.
                formError={actionData?.code === "under-18" ? undefined : actionData?.formError}
                under18={actionData?.code === "under-18"}
              />
            </div>
          </div>

          <aside aria-labelledby="other-ways-title" className="min-w-0">
            <div className="rounded-lg border border-line bg-canvas p-6">
              <h2 id="other-ways-title" className="font-bold text-2xl">
                {t("Other ways to reach us")}
              </h2>
              <dl className="mt-5 space-y-5">
                {site.phone && (
                  <div>
                    <dt className="flex items-center gap-2 font-semibold">
                      <Phone aria-hidden="true" className="size-5 text-brand" />
                      {t("Phone")}
                    </dt>
                    <dd className="mt-1">
                      <a
                        href={`tel:${site.phone.tel}`}
                        className="inline-block py-1 font-semibold text-brand underline underline-offset-4"
                      >
                        {site.phone.display}
                      </a>
                    </dd>
                  </div>
                )}
                <div>
                  <dt className="flex items-center gap-2 font-semibold">
                    <Clock aria-hidden="true" className="size-5 text-brand" />
                    {t("Support hours")}
                  </dt>
                  {supportHourLines(site, locale).map((line) => (
                    <dd key={line.days} className="mt-1 text-muted">
                      {line.days}: {line.hours}
                    </dd>
                  ))}
                </div>
                {site.email && (
                  <div>
                    <dt className="flex items-center gap-2 font-semibold">
                      <Mail aria-hidden="true" className="size-5 text-brand" />
                      {t("Email")}
                    </dt>
                    <dd className="mt-1">
                      <a
                        href={`mailto:${site.email}`}
                        className="inline-block break-all py-1 font-semibold text-brand underline underline-offset-4"
                      >
                        {site.email}
                      </a>
                    </dd>
                    <dd className="text-muted text-sm">{t("We reply within 24 hours.")}</dd>
                  </div>
                )}
                {site.address && (
                  <div>
                    <dt className="flex items-center gap-2 font-semibold">
                      <MapPin aria-hidden="true" className="size-5 text-brand" />
                      {t("Office")}
                    </dt>
                    <dd className="mt-1">
                      <address className="not-italic">
                        {site.address.map((line) => (
                          <span key={line} className="block">
                            {line}
                          </span>
                        ))}
                      </address>
                    </dd>
                  </div>
                )}
              </dl>
              <div className="mt-6 rounded-md border-danger border-l-4 bg-surface p-4">
                <p className="font-semibold text-danger">{t("Crisis line")}</p>
                <CrisisLine className="mt-1 text-ink" />
              </div>
            </div>
          </aside>
        </div>
      </section>

      <Section
        id="response-times"
        eyebrow={t("What to expect")}
        title={t("How quickly we reply")}
        intro={t("We answer every message. How fast depends on what it is about.")}
        width="read"
      >
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-left">
            <caption className="sr-only">{t("Reply times by type of enquiry")}</caption>
            <thead className="bg-brand-tint">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold md:px-6">
                  {t("Type of enquiry")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold md:px-6">
                  {t("We reply")}
                </th>
              </tr>
            </thead>
            <tbody>
              {responseTimes.map((row) => (
                <tr key={row.type} className="border-line border-t">
                  <th scope="row" className="w-2/5 px-4 py-3 font-medium md:px-6">
                    {row.type}
                  </th>
                  <td className="px-4 py-3 md:px-6">{row.time}</td>
                </tr>
              ))}
              <tr className="border-line border-t bg-danger-tint">
                <th scope="row" className="px-4 py-3 font-semibold text-danger md:px-6">
                  {t("Crisis")}
                </th>
                <td className="px-4 py-3 md:px-6">
                  <span className="font-semibold">{t("Immediately: do not wait for us.")}</span>{" "}
                  {fill(
                    t(
                      "Call {teleManas} {short} or, in an emergency, {emergency}. We are not a crisis service.",
                    ),
                    {
                      teleManas: teleManas.name,
                      short: (
                        <a
                          href={`tel:${teleManas.shortTel}`}
                          className="inline-block py-1 font-bold underline"
                        >
                          {teleManas.short}
                        </a>
                      ),
                      emergency: (
                        <a href={`tel:${emergency.tel}`} className="inline-block py-1 font-bold underline">
                          {emergency.number}
                        </a>
                      ),
                    },
                  )}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="support"
        eyebrow={t("Find the right help")}
        title={t("How can we help?")}
        intro={t("Pick what you need. Each card takes you to the right place.")}
        tone="tint"
      >
        <ContactSupportCards cards={supportCards} />
      </Section>

      <CtaBand
        id="contact-cta"
        title={contactCta.title}
        text={contactCta.text}
        primary={contactCta.primary}
        secondary={contactCta.secondary}
      />
    </>
  );
}
