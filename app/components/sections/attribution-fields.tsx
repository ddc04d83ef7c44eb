import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { currentAttribution } from "#app/lib/attribution.ts";
import { type Attribution, attributionFields, noAttribution } from "#common/schemas/attribution.ts";

/** The attribution a form sends with its JSON body: only the fields that are known. */
export type FormAttribution = Partial<Record<(typeof attributionFields)[number], string>>;

/**
 * Where the lead came from, as four hidden fields of the form. The server
 * (and a prerendered page) knows nothing of the visit, so they render empty
 * and are filled once hydrated; without JavaScript they stay empty and the
 * page's action reads the form page's address instead.
 */
export function AttributionFields() {
  const { pathname } = useLocation();
  const [attribution, setAttribution] = useState<Attribution>(noAttribution);
  useEffect(() => setAttribution(currentAttribution(pathname)), [pathname]);
  return (
    <>
      {attributionFields.map((name) => (
        <input key={name} type="hidden" name={name} value={attribution[name] ?? ""} />
      ))}
    </>
  );
}

/** The filled attribution fields of a form, for a JSON body (empty ones are left out). */
export function attributionOfForm(form: HTMLFormElement): FormAttribution {
  const found: FormAttribution = {};
  for (const name of attributionFields) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && input.value !== "") found[name] = input.value;
  }
  return found;
}
