import { Link } from "react-router";
import { withCrisisLinks } from "#app/components/layout/crisis-line.tsx";
import { ExitThisPage } from "#app/components/layout/exit-this-page.tsx";
import { ContactCrisisCard } from "#app/components/sections/contact-crisis-card.tsx";
import * as english from "#app/content/get-help.ts";
import * as hindi from "#app/content/hi/get-help.ts";
import script from "#app/enhance/pages/get-help.ts?inline-script";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";

const metaText = {
  en: {
    title: "Get help now",
    description:
      "In crisis? Call Tele-MANAS 14416 or 1-800-891-4416, free and open 24×7. In an emergency, call 112. What to do right now.",
  },
  hi: {
    title: "अभी मदद पाएँ",
    description:
      "संकट में हैं? Tele-MANAS को 14416 या 1-800-891-4416 पर कॉल करें: यह मुफ़्त है और 24×7 उपलब्ध है। इमरजेंसी में 112 पर कॉल करें। यहाँ पढ़ें कि अभी क्या करें।",
  },
};

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ matches, ...metaText[localeIn(matches)], path: "/get-help" });

/**
 * No calls to sell anything (`calm`), no framework in the browser; its
 * script is "Exit this page" (app/enhance/exit-this-page.ts).
 */
export const handle = { calm: true, hydrate: false, script };

const sectionTitle = "font-bold text-2xl md:text-3xl";

/**
 * The crisis help page (issue 33): the numbers as tap-to-call links first,
 * then what to do right now, a word for young people, and that this site is
 * not an emergency service. The header's "Get help now" still jumps to the
 * footer's crisis line on the page it is on; the footer links here.
 */
export default function GetHelpPage() {
  const { text } = useLanguage();
  const { getHelpCard, getHelpHero, getHelpLater, getHelpNotEmergency, getHelpSteps, getHelpYoungPeople } =
    useContent(english, hindi);
  return (
    <>
      <ExitThisPage />
      <div className="container-read pt-4 pb-12 md:pb-20">
        <h1 className="font-bold text-4xl md:text-5xl">{getHelpHero.title}</h1>
        <p className="mt-4 text-lg">{getHelpHero.intro}</p>

        <section aria-labelledby="call-title" className="mt-8">
          <h2 id="call-title" className="sr-only">
            {text.callNow}
          </h2>
          <ContactCrisisCard title={getHelpCard.title} badge={getHelpCard.badge} text={getHelpCard.text} />
        </section>

        <section aria-labelledby="steps-title" className="mt-12">
          <h2 id="steps-title" className={sectionTitle}>
            {getHelpSteps.title}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-6 text-lg marker:font-bold">
            {getHelpSteps.steps.map((step) => (
              <li key={step}>{withCrisisLinks(step)}</li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="young-title"
          className="mt-12 rounded-lg border-brand border-l-4 bg-surface p-6"
        >
          <h2 id="young-title" className={sectionTitle}>
            {getHelpYoungPeople.title}
          </h2>
          <p className="mt-3 text-lg">{withCrisisLinks(getHelpYoungPeople.text)}</p>
        </section>

        <section aria-labelledby="not-emergency-title" className="mt-12">
          <h2 id="not-emergency-title" className={sectionTitle}>
            {getHelpNotEmergency.title}
          </h2>
          <p className="mt-3 text-lg">{withCrisisLinks(getHelpNotEmergency.text)}</p>
        </section>

        <section aria-labelledby="later-title" className="mt-12">
          <h2 id="later-title" className={sectionTitle}>
            {getHelpLater.title}
          </h2>
          <p className="mt-3 text-lg">{getHelpLater.text}</p>
          <p className="mt-4">
            <Link
              to={getHelpLater.link.to}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
            >
              {getHelpLater.link.label}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
