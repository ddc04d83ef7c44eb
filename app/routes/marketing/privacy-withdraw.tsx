import { CircleCheck } from "lucide-react";
import { data, Form, Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { useSite } from "#app/lib/site.ts";
import { type ConsentKind, withdrawalLinkDays, withdrawalPath } from "#common/consent.ts";
import type { Route } from "./+types/privacy-withdraw";

/** Someone may come here upset: no sales buttons around the page. */
export const handle = { calm: true, hydrate: false };

export const meta = ({ matches }: MetaArgs) => [
  ...pageMeta({
    matches,
    title: "Withdraw consent and erase your details",
    description: "Withdraw your consent and have us erase what you sent us.",
    path: withdrawalPath,
  }),
  { name: "robots", content: "noindex, nofollow" },
];

/** The link names one person's record: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const what: Record<ConsentKind, string> = {
  demo_request: "demo request",
  contact_message: "message",
  waitlist: "waitlist sign-up",
};

type Answer =
  | { state: "ready"; token: string; what: string }
  | { state: "erased" | "gone"; what: string }
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
  return data<Answer>({ state: "ready", token: token ?? "", what: what[check.kind] });
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
  return data<Answer>({ state: result.erased ? "erased" : "gone", what: what[result.kind] }, { status: 200 });
}

const linkClass = "font-semibold text-brand underline underline-offset-4";

function WriteToUs() {
  const { email } = useSite().grievance;
  return (
    <p className="mt-4 text-lg text-muted">
      To withdraw your consent or ask us to erase your details, write to our Grievance Officer
      {email && (
        <>
          {" "}
          at{" "}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>{" "}
          or
        </>
      )}{" "}
      through the{" "}
      <Link to="/contact-us" className={linkClass}>
        contact page
      </Link>
      .
    </p>
  );
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: Answer = actionData ?? loaderData;
  return (
    <>
      <PageHero eyebrow="Your privacy" title="Withdraw consent and erase your details" />
      <div className="container-read pb-16 md:pb-24" role={answer.state === "ready" ? undefined : "status"}>
        {answer.state === "ready" && (
          <Form method="post" className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8">
            <input type="hidden" name="token" value={answer.token} />
            <p className="text-lg text-ink">
              This erases your {answer.what} and every email about it, and we will not contact you about it
              again. It cannot be undone.
            </p>
            <p className="mt-3 text-muted">
              We keep only a note that an erasure happened and when, with no name, email address or message.
            </p>
            <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
              Withdraw consent and erase my details
            </Button>
          </Form>
        )}
        {answer.state === "erased" && (
          <div className="flex items-start gap-3 rounded-lg border-2 border-success bg-success-tint p-5">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div>
              <h2 className="font-bold text-ink text-xl">Your details have been erased</h2>
              <p className="mt-1 text-ink">
                Your consent is withdrawn, and your {answer.what} and the emails about it are gone. You do not
                need to do anything else.
              </p>
            </div>
          </div>
        )}
        {answer.state === "gone" && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 className="font-bold text-ink text-xl">There is nothing left to erase</h2>
            <p className="mt-1 text-ink">
              We hold no {answer.what} for this link: it has already been erased or deleted.
            </p>
          </div>
        )}
        {answer.state === "expired" && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 className="font-bold text-ink text-xl">This link has expired</h2>
            <p className="mt-1 text-ink">The link in our email works for {withdrawalLinkDays} days.</p>
            <WriteToUs />
          </div>
        )}
        {answer.state === "invalid" && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 className="font-bold text-ink text-xl">This link does not work</h2>
            <p className="mt-1 text-ink">It may have been cut short when it was copied from the email.</p>
            <WriteToUs />
          </div>
        )}
        <p className="mt-8">
          <Link to="/privacy" className={linkClass}>
            Read our privacy notice
          </Link>
        </p>
      </div>
    </>
  );
}
