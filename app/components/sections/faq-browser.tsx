import { ChevronDown, Mail, Search } from "lucide-react";
import { withCrisisLinks } from "#app/components/layout/crisis-line.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { defaultFaqFilter, type FaqFilter, type FaqItem } from "#app/content/faqs.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { faqStatus } from "#app/lib/filtered-lists.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { useSiteUrl } from "#app/lib/site.ts";
import { languageTag } from "#common/i18n/locale.ts";

/** A mailto: link with no recipient: the visitor picks who to send the answer to. */
function emailAnswerHref(item: FaqItem, pageUrl: string) {
  const body = `${item.answer}\r\n\r\n${pageUrl}#faq-${item.id}`;
  return `mailto:?subject=${encodeURIComponent(item.question)}&body=${encodeURIComponent(body)}`;
}

/**
 * Search, category buttons and the questions of spec §2.17, as the server
 * renders them: every question as a <details> (answers open and close
 * without JavaScript), All Questions chosen, the filters disabled until
 * app/enhance/faq.ts switches them on. The category counts follow the
 * search, so a visitor sees where the matches are.
 */
export function FaqBrowser({
  items,
  categories,
}: {
  items: FaqItem[];
  /** The category buttons, All Questions first: app/content/faqs.ts's, in the page's language. */
  categories: { id: FaqFilter; label: string }[];
}) {
  const { text, locale, link } = useLanguage();
  const countFor = (id: FaqFilter) =>
    id === "all" ? items.length : items.filter((item) => item.category === id).length;
  const siteUrl = useSiteUrl();
  const categoryLabel = categories.find((c) => c.id === defaultFaqFilter)?.label ?? text.faqViewAll;

  return (
    <div {...mark(hooks.faq)}>
      <search className="rounded-lg border border-line bg-surface p-4 shadow-card md:p-6">
        <Field
          kind="search"
          id="faq-search"
          label={text.faqSearch}
          {...mark(hooks.faqSearch)}
          disabled
          autoComplete="off"
          placeholder={text.faqSearchExample}
        />
        <fieldset className="mt-5">
          <legend className="font-semibold text-ink">{text.faqCategory}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                {...mark(hooks.faqCategory, c.id)}
                {...mark(hooks.heading, c.label)}
                aria-pressed={c.id === defaultFaqFilter}
                disabled
                className="group inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-line bg-surface px-4 py-1.5 font-semibold text-ink text-sm transition-colors hover:border-brand hover:text-brand disabled:opacity-70 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white aria-pressed:hover:text-white"
              >
                {c.label}{" "}
                <span
                  {...mark(hooks.faqCount)}
                  className="min-w-6 rounded-full bg-brand-tint px-1.5 text-center text-brand-deep text-xs leading-5 group-aria-pressed:bg-white"
                >
                  {countFor(c.id)}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
        <noscript>
          <p className="mt-4 text-muted text-sm">{text.faqNeedsScript}</p>
        </noscript>
      </search>

      <div className="mt-10 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="faq-list-title" {...mark(hooks.faqTitle)} className="font-bold text-2xl md:text-3xl">
          {categoryLabel}
        </h2>
        <p role="status" {...mark(hooks.faqStatus)} className="font-medium text-muted">
          {faqStatus(items.length, "", languageTag[locale])}
        </p>
      </div>

      <ul {...mark(hooks.faqList)} className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id} {...mark(hooks.faqItem)} {...mark(hooks.category, item.category)}>
            <details
              id={`faq-${item.id}`}
              className="group rounded-lg border border-line bg-surface shadow-card open:border-brand-soft"
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 md:px-6 [&::-webkit-details-marker]:hidden">
                <h3 {...mark(hooks.faqQuestion)} className="font-semibold text-ink text-lg">
                  {item.question}
                </h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="border-line border-t px-4 pt-4 pb-5 md:px-6">
                <p {...mark(hooks.faqAnswer)} className="max-w-prose text-ink">
                  {withCrisisLinks(item.answer)}
                </p>
                <a
                  href={emailAnswerHref(item, `${siteUrl}${link("/faqs")}`)}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {text.faqEmailAnswer}
                </a>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div
        {...mark(hooks.faqEmpty)}
        hidden
        className="mt-4 rounded-lg border border-line border-dashed bg-surface px-6 py-10 text-center"
      >
        <Search aria-hidden="true" className="mx-auto size-8 text-muted" />
        <h3 className="mt-3 font-semibold text-xl">{text.faqNoneFound}</h3>
        <p className="mt-2 text-muted">{text.faqTryAnother}</p>
        <Button className="mt-5" {...mark(hooks.faqViewAll)}>
          {text.faqViewAll}
        </Button>
      </div>
    </div>
  );
}
