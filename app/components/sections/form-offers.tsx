import { PhoneCall } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { useLanguage } from "#app/lib/locale.ts";
import { formsOfferedOn } from "#common/lead-kinds.ts";

/**
 * The other forms this page offers (a kind's `offer` in common/lead-kinds.ts):
 * a heading, a sentence and a link to each form's own page, in the page's
 * language. Nothing when the page offers none.
 */
export function FormOffers({ page }: { page: string }) {
  const { locale, link } = useLanguage();
  const offers = formsOfferedOn(page, locale);
  if (offers.length === 0) return null;
  return (
    <div className="container-page grid gap-4 pb-12 md:pb-16">
      {offers.map((offer) => (
        <section
          key={offer.kind}
          aria-labelledby={`offer-${offer.kind}`}
          className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 shadow-card sm:flex-row sm:items-center"
        >
          <IconBadge icon={PhoneCall} />
          <div className="flex-1">
            <h2 id={`offer-${offer.kind}`} className="font-semibold text-xl">
              {offer.title}
            </h2>
            <p className="mt-1 text-muted">{offer.text}</p>
          </div>
          <Link to={link(offer.page)} className={buttonClass("secondary", "md", "sm:shrink-0")}>
            {offer.action}
          </Link>
        </section>
      ))}
    </div>
  );
}
