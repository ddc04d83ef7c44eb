import { Toaster, toast } from "sonner";
import type { FormAttribution } from "#app/components/sections/attribution-fields.tsx";
import { DemoForm } from "#app/components/sections/demo-form.tsx";
import { DemoNextSteps } from "#app/components/sections/demo-next-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { demoToastDurationMs, HONEYPOT_FIELD } from "#common/constants.ts";
import type { DemoRequest } from "#common/schemas/demo-request.ts";
import type { Route } from "./+types/request-a-demo";

export { action } from "./request-a-demo.server.ts";

export const meta = () =>
  pageMeta({
    title: "Request a Demo",
    description:
      "See the practice CRM, culturally validated assessments and TheraSim with your own use in mind. Tell us about your organization and we reply within 24 hours.",
    path: "/request-a-demo",
  });

type DemoResponse = { success?: boolean; error?: string };

/**
 * Spec §7 #1 and §8: sends the request as JSON with only the JSON content type
 * header, and tells the visitor how it went. Resolves true on success so the
 * form clears; on any failure the values stay.
 */
async function sendDemoRequest(
  request: DemoRequest,
  trap: string,
  attribution: FormAttribution,
): Promise<boolean> {
  try {
    const response = await fetch("/api/request-demo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...request, ...attribution, ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) }),
    });
    const body = (await response.json()) as DemoResponse;
    if (body.success) {
      toast.success("Demo request submitted successfully! We'll get back to you soon.");
      return true;
    }
    toast.error(`Submission failed: ${body.error || "Unknown error"}`);
    return false;
  } catch (error) {
    toast.error(`Error submitting form: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

export default function RequestADemo({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For clinics, institutions and organizations"
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
