import { CircleCheck } from "lucide-react";
import { data, Form, Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import * as hindi from "#app/content/hi/withdraw.ts";
import * as english from "#app/content/withdraw.ts";
import { fill } from "#app/i18n/fill.tsx";
import { useContent, useLanguage, useLocale } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { secretLinkHeaders } from "#app/lib/secret-link.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { useSite } from "#app/lib/site.ts";
import { type ConsentKind, withdrawalLinkDays, withdrawalPath } from "#common/consent.ts";
import { leadKindNames } from "#common/lead-kinds.ts";
import type { Route } from "./+types/privacy-withdraw";

/** Someone may come here upset: no sales buttons around the page. */
export const handle = { calm: true, hydrate: false };

export const meta = ({ matches }: MetaArgs) => [
  ...pageMeta({
    ...(localeIn(matches) === "hi" ? hindi : english).withdrawMeta,
    path: withdrawalPath,
    matches,
  }),
  { name: "robots", content: "noindex, nofollow" },
];

/** The link names one person's record: its address is a secret (secretLinkHeaders). */
export const headers = () => secretLinkHeaders;

/** What the loader and action answer: no words, so the page says it in its own language. */
type Answer =
  | { state: "ready"; token: string; kind: ConsentKind }
  | { state: "erased" | "gone"; kind: ConsentKind }
  | { state: "invalid" | "expired" };

/**
 * Opening the link only asks (mail scanners open links too); the erasure is
 * the form's POST, which works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const check = await servicesOf(context).privacy.checkWithdrawal(token);
  if (!check.ok)
    return data<Answer>({ state: check.reason }, { status: check.reason === "expired" ? 410 : 400 });
  return data<Answer>({ state: "ready", token: token ?? "", kind: check.kind });
}

/**
 * The token is the form's field, wherever the form posts: the address may
 * have lost its `?token=`. The action's status is always set, 200 included:
 * after a post the loader runs too, on the post's address, and without an
 * explicit status the action would answer with the loader's (400 there).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const result = await servicesOf(context).privacy.withdraw(token);
  if (!result.ok)
    return data<Answer>({ state: result.reason }, { status: result.reason === "expired" ? 410 : 400 });
  return data<Answer>({ state: result.erased ? "erased" : "gone", kind: result.kind }, { status: 200 });
}

const linkClass = "font-semibold text-brand underline underline-offset-4";

function WriteToUs() {
  const { email } = useSite().grievance;
  const { link } = useLanguage();
  const { withdrawWriteToUs: words } = useContent(english, hindi);
  return (
    <p className="mt-4 text-lg text-muted">
      {fill(email ? words.withEmail : words.withoutEmail, {
        email: email && (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        ),
        contactPage: (
          <Link to={link("/contact-us")} className={linkClass}>
            {words.contactPage}
          </Link>
        ),
      })}
    </p>
  );
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: Answer = actionData ?? loaderData;
  const { link } = useLanguage();
  const { withdrawHero, withdrawStates, withdrawPrivacyLink } = useContent(english, hindi);
  const locale = useLocale();
  const what = "kind" in answer ? leadKindNames[answer.kind].erases[locale] : "";
  return (
    <>
      <PageHero eyebrow={withdrawHero.eyebrow} title={withdrawHero.title} />
      <div className="container-read pb-16 md:pb-24" role={answer.state === "ready" ? undefined : "status"}>
        {answer.state === "ready" && (
          <Form method="post" className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8">
            <input type="hidden" name="token" value={answer.token} />
            <p className="text-lg text-ink">{fill(withdrawStates.ready.text, { what })}</p>
            <p className="mt-3 text-muted">{withdrawStates.ready.note}</p>
            <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
              {withdrawStates.ready.button}
            </Button>
          </Form>
        )}
        {answer.state === "erased" && (
          <div className="flex items-start gap-3 rounded-lg border-2 border-success bg-success-tint p-5">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div>
              <h2 className="font-bold text-ink text-xl">{withdrawStates.erased.title}</h2>
              <p className="mt-1 text-ink">{fill(withdrawStates.erased.text, { what })}</p>
            </div>
          </div>
        )}
        {answer.state === "gone" && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 className="font-bold text-ink text-xl">{withdrawStates.gone.title}</h2>
            <p className="mt-1 text-ink">{fill(withdrawStates.gone.text, { what })}</p>
          </div>
        )}
        {answer.state === "expired" && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 className="font-bold text-ink text-xl">{withdrawStates.expired.title}</h2>
            <p className="mt-1 text-ink">{fill(withdrawStates.expired.text, { withdrawalLinkDays })}</p>
            <WriteToUs />
          </div>
        )}
        {answer.state === "invalid" && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 className="font-bold text-ink text-xl">{withdrawStates.invalid.title}</h2>
            <p className="mt-1 text-ink">{withdrawStates.invalid.text}</p>
            <WriteToUs />
          </div>
        )}
        <p className="mt-8">
          <Link to={link("/privacy")} className={linkClass}>
            {withdrawPrivacyLink}
          </Link>
        </p>
      </div>
    </>
  );
}
