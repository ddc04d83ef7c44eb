import { Link } from "react-router";
import { ContactCrisisCard } from "#app/components/sections/contact-crisis-card.tsx";
import { WhatsAppOffer } from "#app/components/sections/whatsapp-offer.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import type { QuickContactTile } from "#app/content/contact.ts";
import * as english from "#app/content/contact.ts";
import * as hindi from "#app/content/hi/contact.ts";
import { cn } from "#app/lib/cn.ts";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";

function TileAction({ action }: { action: QuickContactTile["action"] }) {
  const className = buttonClass("secondary", "md", "mt-5 w-full");
  return action.href.startsWith("/") ? (
    <Link to={action.href} className={className}>
      {action.label}
    </Link>
  ) : (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  );
}

/** Columns on wider screens for as many tiles as the company's details give. */
const columns = ["", "", "md:grid-cols-2", "md:grid-cols-3"];

/**
 * The hero's quick-contact tiles (spec §2.13): call, email, live chat and
 * crisis support, then WhatsApp where Settings give its number.
 */
export function ContactQuickTiles() {
  const { contactWhatsApp, crisisTile, quickContactTilesFor } = useContent(english, hindi);
  const { link } = useLanguage();
  const t = useT();
  const tiles = quickContactTilesFor(useSite()).map((tile) => ({
    ...tile,
    action: { ...tile.action, href: link(tile.action.href) },
  }));
  return (
    <section aria-labelledby="quick-contact-title" className="pb-12 md:pb-20">
      <div className="container-page">
        <h2 id="quick-contact-title" className="sr-only">
          {t("Quick ways to reach us")}
        </h2>
        <ul className={cn("grid gap-6", columns[tiles.length])}>
          {tiles.map((tile) => (
            <li key={tile.title}>
              <article className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
                <IconBadge icon={tile.icon} />
                <h3 className="mt-4 font-semibold text-xl">{tile.title}</h3>
                {tile.value && <p className="mt-2 break-all font-bold text-ink text-lg">{tile.value}</p>}
                <p className="mt-2 flex-1 text-muted">{tile.text}</p>
                <TileAction action={tile.action} />
              </article>
            </li>
          ))}
          <li id="crisis" className="col-span-full">
            <ContactCrisisCard title={crisisTile.title} text={crisisTile.text} wide />
          </li>
        </ul>
        {/* After the crisis card, never before it: WhatsApp is not crisis help. */}
        <WhatsAppOffer firstLine={contactWhatsApp.firstLine} className="mt-6" />
      </div>
    </section>
  );
}
