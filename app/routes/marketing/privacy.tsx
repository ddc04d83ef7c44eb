import { data, Link, type MetaDescriptor } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { useLanguage } from "#app/lib/locale.ts";
import { cacheControl, localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { useT } from "#app/lib/use-t.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { localeOfPath } from "#common/i18n/locale.ts";
import { translate, translateWith } from "#common/i18n/translate.ts";
import type { Route } from "./+types/privacy";

export const meta = ({
  loaderData,
  matches,
}: Pick<Route.MetaArgs, "loaderData"> & MetaArgs): MetaDescriptor[] => [
  ...pageMeta({
    matches,
    title: translate(localeIn(matches), "Privacy notice"),
    description: translate(
      localeIn(matches),
      "What our demo, contact and waitlist forms collect, why, how long we keep it, who sees it, and your rights under India's Digital Personal Data Protection Act.",
    ),
    path: "/privacy",
  }),
  // An earlier version is kept for the record, not for search engines.
  ...(loaderData && "notice" in loaderData && !loaderData.current
    ? [{ name: "robots", content: "noindex" }]
    : []),
];

export const headers = () => ({ "Cache-Control": cacheControl.blogPage });

/**
 * The notice in force, or with `?version=`, any version the site has
 * published (each consent names one). Rendered per request: the notice is
 * built from the company's details and RETENTION_DAYS at start.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { privacy } = servicesOf(context);
  const url = new URL(request.url);
  // /hi/privacy: the Hindi notice, a version of its own (issue 36).
  const wanted = url.searchParams.get("version") ?? privacy.current(localeOfPath(url.pathname)).version;
  const [found, versions] = await Promise.all([privacy.find(wanted), privacy.versions()]);
  if (!found) return data({ missing: wanted.slice(0, 64) }, { status: 404 });
  return { ...found, versions };
}

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { locale, link } = useLanguage();
  const t = useT();
  if ("missing" in loaderData) {
    return (
      <PageHero
        eyebrow={t("Privacy")}
        title={t("That version of the privacy notice was not found")}
        intro={
          <p>
            <Link to={link("/privacy")} className="font-semibold text-brand underline underline-offset-4">
              {t("Read the privacy notice in force")}
            </Link>
          </p>
        }
      />
    );
  }
  const { notice, version, publishedAt, current, versions } = loaderData;
  const earlier = versions.filter((v) => !v.current);
  return (
    <>
      <PageHero
        eyebrow={t("Privacy")}
        title={notice.title}
        intro={<p>{notice.intro}</p>}
        footnote={
          <p>
            {translateWith(
              locale,
              current
                ? "Version {version}, in force since {publishedAt}."
                : "Version {version}, in force since {publishedAt}. This is an earlier version, kept for the record.",
              { version, publishedAt: formatIstDateTime(publishedAt) },
            )}
          </p>
        }
      />
      <div className="container-read pb-16 md:pb-24">
        {!current && (
          <p className="mb-8 rounded-md border-2 border-brand bg-brand-tint p-4 text-ink">
            {t("You are reading an earlier version of our privacy notice.")}{" "}
            <Link to={link("/privacy")} className="font-semibold text-brand underline underline-offset-4">
              {t("Read the notice in force")}
            </Link>
          </p>
        )}
        {notice.sections.map((section) => (
          <section key={section.heading} className="mt-10 first:mt-0">
            <h2 className="font-bold text-2xl text-ink">{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-4 text-lg text-muted">
                {text}
              </p>
            ))}
            {section.items && section.items.length > 0 && (
              <ul className="mt-4 list-disc space-y-3 pl-6 text-lg text-muted">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {earlier.length > 0 && (
          <section className="mt-10">
            <h2 className="font-bold text-2xl text-ink">{t("Earlier versions")}</h2>
            <ul className="mt-4 space-y-2 text-lg">
              {earlier.map((v) => (
                <li key={v.version}>
                  <Link
                    to={`${link("/privacy")}?version=${v.version}`}
                    className="inline-block py-1 text-brand underline underline-offset-4"
                  >
                    {translateWith(locale, "Version {version}, from {publishedAt}", {
                      version: v.version,
                      publishedAt: formatIstDateTime(v.publishedAt),
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
