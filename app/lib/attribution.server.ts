import {
  type Attribution,
  attributionFields,
  attributionOf,
  attributionOfUrl,
} from "#common/schemas/attribution.ts";

/** The address of the page the post came from, when it is a page of this site. */
function ownReferer(request: Request): URL | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    // Host, not origin: behind a proxy that ends TLS the server sees http://
    // while the browser sent https://. A forged Referer gains nothing a forged
    // hidden field would not.
    return from.host === new URL(request.url).host ? from : null;
  } catch {
    return null;
  }
}

/**
 * The attribution of a plain form post (no JavaScript). The hidden fields then
 * arrive empty, but the post's Referer is the form page's own address (the
 * site's Referrer-Policy, strict-origin-when-cross-origin, sends it whole to
 * the same origin): its path, and the campaign parameters it carries, fill
 * whatever the form did not send.
 */
export function postedAttribution(form: FormData, request: Request): Attribution {
  const sent = attributionOf(
    Object.fromEntries(attributionFields.map((field) => [field, form.get(field) ?? undefined])),
  );
  const referer = ownReferer(request);
  if (!referer) return sent;
  const page = attributionOfUrl(referer);
  return {
    sourcePage: sent.sourcePage ?? page.sourcePage,
    utmSource: sent.utmSource ?? page.utmSource,
    utmMedium: sent.utmMedium ?? page.utmMedium,
    utmCampaign: sent.utmCampaign ?? page.utmCampaign,
  };
}
