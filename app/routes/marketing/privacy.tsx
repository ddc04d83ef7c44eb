import { data, Link, type MetaDescriptor } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { cacheControl, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { Route } from "./+types/privacy";

export const meta = ({
  loaderData,
  matches,
}: Pick<Route.MetaArgs, "loaderData"> & MetaArgs): MetaDescriptor[] => [
  ...pageMeta({
    matches,
    title: "Privacy notice",
    description:
      "What our demo, contact and waitlist forms collect, why, how long we keep it, who sees it, and your rights under India's Digital Personal Data Protection Act.",
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
  const wanted = new URL(request.url).searchParams.get("version") ?? privacy.current().version;
  const [found, versions] = await Promise.all([privacy.find(wanted), privacy.versions()]);
  if (!found) return data({ missing: wanted.slice(0, 64) }, { status: 404 });
  return { ...found, versions };
}

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  if ("missing" in loaderData) {
    return (
      <PageHero
        eyebrow="Privacy"
        title="That version of the privacy notice was not found"
        intro={
          <p>
            <Link to="/privacy" className="font-semibold text-brand underline underline-offset-4">
              Read the privacy notice in force
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
        eyebrow="Privacy"
        title={notice.title}
        intro={<p>{notice.intro}</p>}
        footnote={
          <p>
            Version {version}, in force since {formatIstDateTime(publishedAt)}
            {current ? "." : ". This is an earlier version, kept for the record."}
          </p>
        }
      />
      <div className="container-read pb-16 md:pb-24">
        {!current && (
          <p className="mb-8 rounded-md border-2 border-brand bg-brand-tint p-4 text-ink">
            You are reading an earlier version of our privacy notice.{" "}
            <Link to="/privacy" className="font-semibold text-brand underline underline-offset-4">
              Read the notice in force
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
            <h2 className="font-bold text-2xl text-ink">Earlier versions</h2>
            <ul className="mt-4 space-y-2 text-lg">
              {earlier.map((v) => (
                <li key={v.version}>
                  <Link
                    to={`/privacy?version=${v.version}`}
                    className="inline-block py-1 text-brand underline underline-offset-4"
                  >
                    Version {v.version}, from {formatIstDateTime(v.publishedAt)}
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
