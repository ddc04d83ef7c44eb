import { CircleCheck } from "lucide-react";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { NotEmergencyNotice } from "#app/components/sections/not-emergency-notice.tsx";
import { WhatsAppOffer } from "#app/components/sections/whatsapp-offer.tsx";
import { useLanguage } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useT } from "#app/lib/use-t.ts";
import { translate } from "#common/i18n/translate.ts";

export const meta = ({ matches }: MetaArgs) => [
  ...pageMeta({
    matches,
    title: translate(localeIn(matches), "Demo request received"),
    description: translate(localeIn(matches), "Thank you for your demo request. We reply within 24 hours."),
    path: "/request-a-demo/sent",
  }),
  { name: "robots", content: "noindex" },
];

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

/** Where the demo form lands after a successful post without JavaScript (/hi/request-a-demo/sent from the Hindi form). */
export default function DemoRequestSent() {
  const { link, text } = useLanguage();
  const t = useT();
  return (
    <section className="container-read py-16 text-center md:py-24">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
      <h1 className="mt-4 font-bold text-3xl md:text-5xl">{t("Thank you, your demo request is in")}</h1>
      <p className="mt-4 text-lg text-muted">
        {t(
          "Demo request submitted successfully! We'll get back to you soon: a member of our team replies within 24 hours to find a time that suits you.",
        )}
      </p>
      {/* The crisis line first, then WhatsApp where Settings give it: never offered as crisis help. */}
      <NotEmergencyNotice className="mt-8 text-left" />
      <WhatsAppOffer firstLine={t("Hello, I have just requested a demo on your website.")} className="mt-6" />
      <HeroActions
        primary={{ label: text.goHome, to: link("/") }}
        secondary={{ label: t("See how it works"), to: link("/how-it-works") }}
        size="md"
        align="center"
        className="mt-8"
      />
    </section>
  );
}
