import { CircleAlert, CircleCheck, type LucideIcon } from "lucide-react";
import { PlainFrame } from "#app/components/layout/plain-frame.tsx";

/*
 * The parts the two pages a mailed staff link opens share (issue 48): the
 * invitation's and the new password's. They load no framework in the
 * browser: each is a plain form that posts to its own page.
 */

type LinkPageProps = {
  icon: LucideIcon;
  /** Above the heading: what kind of link this is. */
  eyebrow: string;
  title: React.ReactNode;
  children: React.ReactNode;
};

/** One narrow column in the plain frame: what the link is, its heading, then the page's own part. */
export function LinkPage({ icon: Icon, eyebrow, title, children }: LinkPageProps) {
  return (
    <PlainFrame>
      <section aria-labelledby="link-title" className="mx-auto w-full max-w-xl px-4 py-12 md:py-20">
        <p className="flex items-center gap-2 font-semibold text-brand">
          <Icon aria-hidden="true" className="size-5" />
          {eyebrow}
        </p>
        <h1 id="link-title" className="mt-2 font-bold text-3xl md:text-4xl">
          {title}
        </h1>
        {children}
      </section>
    </PlainFrame>
  );
}

/** Why the link cannot be used, in the service's words; no form. */
export function LinkRefusal({ error }: { error: string }) {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-lg border border-line bg-surface p-5 shadow-card">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
      <p className="text-ink text-lg">{error}</p>
    </div>
  );
}

/** It worked: what happened, and the way on. */
export function LinkDone({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-lg border-2 border-success bg-success-tint p-5">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      <div className="min-w-0 flex-1 space-y-3 text-ink">{children}</div>
    </div>
  );
}

/**
 * The summary over a refused form (DESIGN.md "Forms": after a failed
 * submission without JavaScript): the form's message and a link to each
 * field at fault, in the form's order.
 */
export function FormProblem({
  error,
  errors,
  fields,
}: {
  error: string;
  errors: Record<string, string>;
  /** The form's fields in order: name and control id. */
  fields: readonly (readonly [name: string, id: string])[];
}) {
  const atFault = fields.filter(([name]) => errors[name]);
  return (
    <div role="alert" className="rounded-md border-2 border-danger bg-danger-tint p-4">
      <h2 className="font-semibold text-danger">There is a problem</h2>
      {atFault.length === 0 ? (
        <p className="mt-1 text-ink">{error}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {atFault.map(([name, id]) => (
            <li key={name}>
              <a href={`#${id}`} className="text-danger underline underline-offset-4">
                {errors[name]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
