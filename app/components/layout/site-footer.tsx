import { LifeBuoy, Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { fill, fillText } from "#app/i18n/fill.tsx";
import { useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";
import { CrisisLine, crisisAnchor } from "./crisis-line.tsx";
import { Logo } from "./logo.tsx";

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-3.88V9.75Z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57L16.67 19.2Z" />
    </svg>
  );
}

/**
 * `calm`: no calls to sell anything, for a page that speaks to someone who may be in crisis.
 * `demoBand`: the page's closing band already leads to the demo form, so no second Request a Demo.
 */
export function SiteFooter({ calm = false, demoBand = false }: { calm?: boolean; demoBand?: boolean }) {
  const site = useSite();
  const { text, link, navigation, locale } = useLanguage();
  const { footerColumns, footerLegalLinks } = navigation;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-deep text-white">
      <div className="container-page py-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <Logo inverse />
            <p className="mt-4 max-w-sm text-on-deep-muted">
              {locale === "en" ? site.tagline : text.tagline}
            </p>
            {!calm && (
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                {!demoBand && (
                  <Link to={link("/request-a-demo")} className={buttonClass("inverse")}>
                    {text.requestDemo}
                  </Link>
                )}
                <Link to={link("/coming-soon")} className={buttonClass("inverse-outline")}>
                  {text.joinWaitlist}
                </Link>
              </div>
            )}
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <nav key={column.heading} aria-label={column.heading}>
                <h2 className="font-semibold text-white">{column.heading}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={link(item.to)}
                        className="inline-flex min-h-11 items-center text-on-deep-muted hover:text-white hover:underline"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-10 grid gap-6 border-white/20 border-t pt-8 md:grid-cols-2">
          <div
            id={crisisAnchor}
            tabIndex={-1}
            className="flex scroll-mt-20 items-start gap-3 rounded-lg bg-white/10 p-4 outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <LifeBuoy aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
            <div>
              <CrisisLine inverse />
              {/* The crisis help page (issue 33); the header's "Get help now" still lands here. */}
              <Link
                to={link("/get-help")}
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-white underline decoration-2 underline-offset-4"
              >
                {text.moreWaysToGetHelp}
              </Link>
            </div>
          </div>
          <div className="flex flex-col gap-2 md:items-end">
            {/* Only what the company has given: an unset detail leaves no line behind. */}
            {site.email && (
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center gap-2 text-white hover:underline"
              >
                <Mail aria-hidden="true" className="size-5" />
                {site.email}
              </a>
            )}
            {site.phone && (
              <a
                href={`tel:${site.phone.tel}`}
                className="inline-flex min-h-11 items-center gap-2 text-white hover:underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                {site.phone.display}
              </a>
            )}
            {site.whatsapp && (
              <a
                href={site.whatsapp.href}
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-2 text-white hover:underline"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                WhatsApp {site.whatsapp.display}
              </a>
            )}
            {(site.social.linkedin || site.social.twitter) && (
              <div className="flex gap-2">
                {site.social.linkedin && (
                  <a
                    href={site.social.linkedin}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fillText(text.onLinkedIn, { name: site.name })}
                    className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
                  >
                    <LinkedInIcon />
                  </a>
                )}
                {site.social.twitter && (
                  <a
                    href={site.social.twitter}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fillText(text.onX, { name: site.name })}
                    className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
                  >
                    <XIcon />
                  </a>
                )}
              </div>
            )}
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-3 text-on-deep-muted text-sm sm:flex-row sm:items-center sm:justify-between">
          <p suppressHydrationWarning>{fill(text.rightsReserved, { year, name: site.name })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLegalLinks.map((item) => (
              <li key={item.to}>
                <Link
                  to={link(item.to)}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
