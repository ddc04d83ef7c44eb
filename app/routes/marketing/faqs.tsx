import { FaqBrowser } from "#app/components/sections/faq-browser.tsx";
import { FaqContactCards } from "#app/components/sections/faq-contact-cards.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { faqHero, faqItemsFor } from "#app/content/faqs.ts";
import script from "#app/enhance/pages/faqs.ts?inline-script";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: "Frequently Asked Questions",
    description:
      "Answers about the free trial, plans, implementation, data security and support hours. Search the questions or browse by category.",
    path: "/faqs",
  });

// No framework in the browser: the filters are app/enhance/faq.ts.
export const handle = { hydrate: false, script };

export default function FaqsPage() {
  const site = useSite();
  return (
    <>
      <PageHero eyebrow={faqHero.eyebrow} title={faqHero.title} intro={faqHero.intro} />
      <section aria-labelledby="faq-list-title" className="pt-4 pb-12 md:pb-20">
        <div className="container-read">
          <FaqBrowser items={faqItemsFor(site)} />
        </div>
      </section>
      <FaqContactCards />
    </>
  );
}
