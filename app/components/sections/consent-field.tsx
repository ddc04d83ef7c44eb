import { Link } from "react-router";
import { describedBy } from "#app/components/ui/field.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
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
 * (common/consent.ts), and the privacy notice one link away, beside the box.
 * Leaving for the notice loses nothing: the form keeps a draft in the tab.
 * Its own layout rather than Field's checkbox: the notice sits beside the
 * box under the words, and page scripts and tests know it as `-notice`.
 */
export function ConsentField({ idPrefix, kind, checked = false, error }: ConsentFieldProps) {
  const { locale, link } = useLanguage();
  const t = useT();
  const wording = consentWordingIn(locale, useSite().name);
  const id = `${idPrefix}-${CONSENT_FIELD}`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={CONSENT_FIELD}
          type="checkbox"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-notice`, describedBy(id, false, error)].filter(Boolean).join(" ")}
          className="mt-2.5 size-6 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor={id} className="flex min-h-11 items-center text-ink">
            {wording[kind].text}
          </label>
          <p id={`${id}-notice`} className="text-muted text-sm">
            {t("How we use and keep your details:")}{" "}
            <Link
              to={link("/privacy")}
              className="inline-block py-1 font-semibold text-brand underline underline-offset-4"
            >
              {t("Privacy notice")}
            </Link>
          </p>
        </div>
      </div>
      <FieldError id={id} error={error} scripted lead={t("Error: ")} />
    </div>
  );
}
