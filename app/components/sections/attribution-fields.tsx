import { useLocale } from "#app/lib/locale.ts";
import { attributionFields } from "#common/schemas/attribution.ts";

/**
 * Where the lead came from, as four hidden fields of the form. The server
 * (and a page rendered ahead of time) knows nothing of the visit, so they
 * render empty and the page's script fills them from the tab's visit
 * (app/enhance/form.ts `fillAttribution`); without JavaScript they stay
 * empty and the page's action reads the form page's address instead.
 *
 * On a Hindi page, a fifth: the form's language (issue 36), so a post
 * without JavaScript is answered, stored and mailed in Hindi. (The script
 * sends the language itself, from `<html lang>`: app/enhance/post-form.ts.)
 */
export function AttributionFields() {
  const locale = useLocale();
  return (
    <>
      {attributionFields.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      {locale === "hi" && <input type="hidden" name="language" value="hi" />}
    </>
  );
}
