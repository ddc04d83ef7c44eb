import { DemoForm } from "#app/components/sections/demo-form.tsx";
import { DemoNextSteps } from "#app/components/sections/demo-next-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Toasts } from "#app/components/ui/toasts.tsx";
import script from "#app/enhance/pages/request-a-demo.ts?inline-script";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { useT } from "#app/lib/use-t.ts";
import { translate } from "#common/i18n/translate.ts";
import type { Route } from "./+types/request-a-demo";

export { action } from "./request-a-demo.server.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    matches,
    title: translate(localeIn(matches), "Request a Demo"),
    description: translate(
      localeIn(matches),
      "See the practice CRM, culturally validated assessments and TheraSim with your own use in mind. Tell us about your organisation and we reply within 24 hours.",
    ),
    path: "/request-a-demo",
  });

// No framework in the browser: the form's behaviour is app/enhance/demo-form.ts.
export const handle = { hydrate: false, script };

export default function RequestADemo({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t("For clinics, institutions and organisations")}
        title={t("Request a Demo")}
        intro={
          <p>
            {t(
              "See the practice CRM, culturally validated assessments and TheraSim for training, shown with your work in mind. Send the form and we reply within 24 hours.",
            )}
          </p>
        }
      />
      <section aria-label={t("Demo request")} className="pb-16 md:pb-24">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-14">
          <DemoForm
            initialValues={actionData?.values}
            initialErrors={actionData?.errors}
            formError={actionData?.formError}
          />
          {/* Right after the form, so Tab goes from its button to a message's close button. */}
          <Toasts />
          <DemoNextSteps />
        </div>
      </section>
    </>
  );
}
