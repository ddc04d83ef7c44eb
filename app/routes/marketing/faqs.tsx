import { FaqBrowser } from "#app/components/sections/faq-browser.tsx";
import { FaqContactCards } from "#app/components/sections/faq-contact-cards.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import * as english from "#app/content/faqs.ts";
import * as hindi from "#app/content/hi/faqs.ts";
import script from "#app/enhance/pages/faqs.ts?inline-script";
import { useContent } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";

const metaText = {
  en: {
    title: "Frequently Asked Questions",
    description:
      "Answers about the free trial, plans, implementation, data security and support hours. Search the questions or browse by category.",
  },
  hi: {
    title: "अक्सर पूछे जाने वाले सवाल",
    description:
      "मुफ़्त ट्रायल, प्लान, शुरुआत, डेटा की सुरक्षा और सहायता के समय के बारे में जवाब। सवाल खोजें या श्रेणी के हिसाब से देखें।",
  },
};

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ matches, ...metaText[localeIn(matches)], path: "/faqs" });

// No framework in the browser: the filters are app/enhance/faq.ts.
export const handle = { hydrate: false, script };

export default function FaqsPage() {
  const site = useSite();
  const { faqHero, faqItemsFor, faqCategories } = useContent(english, hindi);
  return (
    <>
      <PageHero eyebrow={faqHero.eyebrow} title={faqHero.title} intro={faqHero.intro} />
      <section aria-labelledby="faq-list-title" className="pt-4 pb-12 md:pb-20">
        <div className="container-read">
          <FaqBrowser items={faqItemsFor(site)} categories={faqCategories} />
        </div>
      </section>
      <FaqContactCards />
    </>
  );
}
