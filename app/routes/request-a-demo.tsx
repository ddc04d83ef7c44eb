import { Toaster, toast } from "sonner";
import type { FormAttribution } from "#app/components/sections/attribution-fields.tsx";
import { DemoForm, type SendOutcome } from "#app/components/sections/demo-form.tsx";
import { DemoNextSteps } from "#app/components/sections/demo-next-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { FORM_PAGE_FIELD } from "#common/consent.ts";
import { demoToastDurationMs, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#common/constants.ts";
import type { DemoRequest } from "#common/schemas/demo-request.ts";
import type { Route } from "./+types/request-a-demo";

export { action } from "./request-a-demo.server.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: "Request a Demo",
    description:
      "See the practice CRM, culturally validated assessments and TheraSim with your own use in mind. Tell us about your organisation and we reply within 24 hours.",
    path: "/request-a-demo",
  });

type DemoResponse = { success?: boolean; error?: string };

/**
 * Spec §7 #1 and §8: sends the request as JSON with only the JSON content type
 * header, and tells the visitor how it went. "Submitted" shows only once the
 * server has stored it; on any failure the values stay, and a retry sends the
 * same idempotency key, so a request whose answer was lost is stored once.
 */
async function sendDemoRequest(
  request: DemoRequest,
  trap: string,
  attribution: FormAttribution,
  idempotencyKey: string,
): Promise<SendOutcome> {
  try {
    const response = await fetch("/api/request-demo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...request,
        ...attribution,
        [FORM_PAGE_FIELD]: "/request-a-demo",
        [IDEMPOTENCY_FIELD]: idempotencyKey,
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      }),
    });
    const body = (await response.json()) as DemoResponse;
    if (body.success) {
      toast.success("Demo request submitted successfully! We'll get back to you soon.");
      return "stored";
    }
    toast.error(`Submission failed: ${body.error || "Unknown error"}`);
    // A 5xx may come before the request was stored: keep the key for the retry.
    return response.status >= 500 ? "unreachable" : "refused";
  } catch (error) {
    // No answer, or not ours (a proxy's error page): perhaps stored, so the retry sends the same key.
    toast.error(`Error submitting form: ${error instanceof Error ? error.message : String(error)}`);
    return "unreachable";
  }
}

export default function RequestADemo({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For clinics, institutions and organisations"
        title="Request a Demo"
        intro={
          <p>
            See the practice CRM, culturally validated assessments and TheraSim for training, shown with your
            work in mind. Send the form and we reply within 24 hours.
          </p>
        }
      />
      <section aria-label="Demo request" className="pb-16 md:pb-24">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-14">
          <DemoForm
            onSubmit={sendDemoRequest}
            initialValues={actionData?.values}
            initialErrors={actionData?.errors}
            formError={actionData?.formError}
          />
          <DemoNextSteps />
        </div>
      </section>
      {/*
        Mounted here, not in root, so no other page loads the toast code.
        Offset below the 64 px fixed header so a toast never hides the menu.
      */}
      <Toaster
        position="top-right"
        duration={demoToastDurationMs}
        offset={{ top: 80 }}
        mobileOffset={{ top: 72 }}
      />
    </>
  );
}
