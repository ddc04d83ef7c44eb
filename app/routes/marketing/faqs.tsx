import { FaqBrowser } from "#app/components/sections/faq-browser.tsx";
import { FaqContactCards } from "#app/components/sections/faq-contact-cards.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { faqHero, faqItems } from "#app/content/faqs.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers about the free trial, plans, implementation, data security and support hours. Search the questions or browse by category.",
    path: "/faqs",
  });

export default function FaqsPage() {
  return (
    <>
      <PageHero eyebrow={faqHero.eyebrow} title={faqHero.title} intro={faqHero.intro} />
      <section aria-labelledby="faq-list-title" className="pt-4 pb-12 md:pb-20">
        <div className="container-read">
          <FaqBrowser items={faqItems} />
        </div>
      </section>
      <FaqContactCards />
    </>
  );
}
