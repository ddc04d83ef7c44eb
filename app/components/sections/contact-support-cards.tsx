import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactCrisisCard } from "#app/components/sections/contact-crisis-card.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import type { SupportCard } from "#app/content/contact.ts";

const linkClass =
  "mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2";

/** A path inside the site goes through the router; tel: and mailto: stay plain links. */
function CardAction({ action }: { action: SupportCard["action"] }) {
  const content = (
    <>
      {action.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return action.href.startsWith("/") ? (
    <Link to={action.href} className={linkClass}>
      {content}
    </Link>
  ) : (
    <a href={action.href} className={linkClass}>
      {content}
    </a>
  );
}

/** The six support cards of spec §2.13; Crisis Support is an urgent care card marked "Urgent". */
export function ContactSupportCards({ cards }: { cards: SupportCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title}>
          {card.urgent ? (
            <ContactCrisisCard title={card.title} text={card.text} badge="Urgent" />
          ) : (
            <article className="flex h-full flex-col rounded-lg border border-line bg-surface p-6 shadow-card">
              <IconBadge icon={card.icon} />
              <h3 className="mt-4 font-semibold text-xl">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.text}</p>
              <CardAction action={card.action} />
            </article>
          )}
        </li>
      ))}
    </ul>
  );
}
