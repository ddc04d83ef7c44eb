import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/faqs.ts";
import * as hindi from "#app/content/hi/faqs.ts";
import { supportHoursText } from "#app/content/site-config.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { useContent, useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";

/**
 * The Phone Support and Email Us cards of spec §2.17, with real tel: and
 * mailto: actions, each shown once the company has given that detail, and a
 * card for the contact form, which is always there.
 */
export function FaqContactCards() {
  const site = useSite();
  const { locale, text } = useLanguage();
  const { faqContactCards } = useContent(english, hindi);
  const { phone, email, message } = faqContactCards;
  return (
    <Section
      id="faq-contact"
      title={faqContactCards.title}
      intro={faqContactCards.intro}
      tone="tint"
      align="center"
    >
      <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
        {site.phone && (
          <article className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-card">
            <IconBadge icon={phone.icon} />
            <h3 className="mt-4 font-semibold text-xl">{phone.title}</h3>
            <p className="mt-2 text-muted">
              {fillText(phone.text, { hours: supportHoursText(site, locale) })}
            </p>
            <p className="mt-3 font-bold text-ink text-xl">{site.phone.display}</p>
            <a href={`tel:${site.phone.tel}`} className={buttonClass("primary", "md", "mt-5 self-start")}>
              {phone.action}
              <span className="sr-only">{fillText(text.onPhone, { phone: site.phone.display })}</span>
            </a>
          </article>
        )}
        {site.email && (
          <article className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-card">
            <IconBadge icon={email.icon} />
            <h3 className="mt-4 font-semibold text-xl">{email.title}</h3>
            <p className="mt-2 text-muted">{email.text}</p>
            <p className="mt-3 break-all font-bold text-ink text-xl">{site.email}</p>
            <a href={`mailto:${site.email}`} className={buttonClass("secondary", "md", "mt-5 self-start")}>
              {email.action}
              <span className="sr-only">{fillText(text.atEmail, { email: site.email })}</span>
            </a>
          </article>
        )}
        {/* The form is always there, whatever the company has given. */}
        <article className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-card">
          <IconBadge icon={message.icon} />
          <h3 className="mt-4 font-semibold text-xl">{message.title}</h3>
          <p className="mt-2 text-muted">{message.text}</p>
          <Link to={message.to} className={buttonClass("secondary", "md", "mt-5 self-start")}>
            {message.action}
          </Link>
        </article>
      </div>
    </Section>
  );
}
