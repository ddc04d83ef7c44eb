import { Link } from "react-router";
import { Field } from "#app/components/ui/field.tsx";
import { useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";
import { CONSENT_FIELD, type ConsentKind } from "#common/consent.ts";
import { consentWordingIn } from "#common/consent-wording.ts";

type ConsentFieldProps = {
  /** The form's prefix for ids ("demo", "contact", "waitlist"). */
  idPrefix: string;
  kind: ConsentKind;
  /** Ticked, as the server shows it again after a refused post. */
  checked?: boolean;
  error?: string;
};

/**
 * The consent checkbox of a public form: the words the consent ledger stores
 * (common/consent.ts), and the privacy notice one link away, as its hint
 * beside the box. Leaving for the notice loses nothing: the form keeps a
 * draft in the tab. The one Field's checkbox, with a larger box and room
 * for a finger.
 */
export function ConsentField({ idPrefix, kind, checked = false, error }: ConsentFieldProps) {
  const { locale, link } = useLanguage();
  const t = useT();
  const wording = consentWordingIn(locale, useSite().name);
  return (
    <Field
      kind="checkbox"
      id={`${idPrefix}-${CONSENT_FIELD}`}
      name={CONSENT_FIELD}
      label={wording[kind].text}
      labelClassName="flex min-h-11 items-center text-ink"
      look="mt-2.5 size-6 shrink-0 accent-brand"
      hint={
        <>
          {t("How we use and keep your details:")}{" "}
          <Link
            to={link("/privacy")}
            className="inline-block py-1 font-semibold text-brand underline underline-offset-4"
          >
            {t("Privacy notice")}
          </Link>
        </>
      }
      defaultChecked={checked}
      required
      scripted
      errorLead={t("Error: ")}
      error={error}
    />
  );
}
