import { CircleCheck } from "lucide-react";
import { ContactCrisisCard } from "#app/components/sections/contact-crisis-card.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { useLanguage } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useT } from "#app/lib/use-t.ts";
import { replyPromise } from "#common/contact-intake.ts";
import { translate } from "#common/i18n/translate.ts";
import { type ContactInquiryType, contactInquiryOptions } from "#common/schemas/contact.ts";
import type { Route } from "./+types/contact-us-sent";

/** The footer's sales buttons stay off this page: it may be read by someone in crisis. */
export const handle = { calm: true, hydrate: false };

export const meta = ({ matches }: MetaArgs) => [
  ...pageMeta({
    matches,
    title: translate(localeIn(matches), "Message received"),
    description: translate(localeIn(matches), "Thank you for your message. We reply to every message."),
    path: "/contact-us/sent",
  }),
  { name: "robots", content: "noindex" },
];

const isInquiryType = (value: string | null): value is ContactInquiryType =>
  contactInquiryOptions.some((option) => option.value === value);

/**
 * Where the contact form lands, with or without JavaScript. It repeats the
 * reply time promised for the kind of message (`?type=`). When the message
 * was marked urgent (`?urgent=1`), the crisis helplines come first and
 * nothing else competes with them.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const type = params.get("type");
  return { type: isInquiryType(type) ? type : "general", urgent: params.get("urgent") === "1" };
}

export default function ContactSent({ loaderData }: Route.ComponentProps) {
  const { type, urgent } = loaderData;
  const { locale, text, link } = useLanguage();
  const t = useT();
  const promise = translate(locale, replyPromise(type, urgent));
  const withPromise = (sentence: string) => t(sentence).replace("{promise}", promise);
  if (urgent) {
    return (
      <section className="container-read py-12 md:py-20">
        <h1 className="font-bold text-3xl md:text-4xl">{t("Please call someone now")}</h1>
        <p className="mt-4 text-lg">
          {t(
            "What you wrote tells us you may be going through something very hard. You do not have to wait for us: trained counsellors answer these numbers at any hour, free of charge.",
          )}
        </p>
        <ContactCrisisCard
          className="mt-6"
          title={t("Talk to someone now")}
          badge="24×7"
          text={t(
            "If you might act on thoughts of ending your life or hurting yourself, call 112 or go to the nearest hospital emergency department.",
          )}
        />
        <h2 className="mt-10 font-bold text-2xl">{t("We have your message")}</h2>
        <p className="mt-2 text-lg">
          {withPromise(
            "A member of our team will read it and reply {promise}. If you can, stay with someone you trust until then.",
          )}
        </p>
      </section>
    );
  }
  return (
    <section className="container-read py-16 text-center md:py-24">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
      <h1 className="mt-4 font-bold text-3xl md:text-5xl">{t("Thank you, your message is in")}</h1>
      <p className="mt-4 text-lg text-muted">
        {withPromise("A member of our team will reply {promise}, to the email address you gave.")}
      </p>
      <p className="mt-4 text-muted">{text.crisisDisclaimer}</p>
      <HeroActions
        primary={{ label: text.goHome, to: link("/") }}
        secondary={{ label: t("Read the FAQs"), to: link("/faqs") }}
        size="md"
        align="center"
        className="mt-8"
      />
    </section>
  );
}
