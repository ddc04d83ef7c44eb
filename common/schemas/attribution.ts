/**
 * Where a lead came from: the page of the site that led to the form, and the
 * campaign of the visit's first page (utm_source, utm_medium, utm_campaign).
 * Forms send them as hidden fields, filled in the browser from session
 * storage (no cookie), or, without JavaScript, from the form page's address.
 *
 * Attribution is a nicety: a value that is missing, too long or odd is
 * dropped (null), and never costs the visitor their request.
 */
export type Attribution = {
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** The form fields that carry attribution, by the `Attribution` key they fill. */
export const attributionFields = ["sourcePage", "utmSource", "utmMedium", "utmCampaign"] as const;

/** The campaign parameters of a landing URL, by the `Attribution` key they fill. */
export const utmParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;

export const attributionLimits = { sourcePage: 300, utm: 100 } as const;

export const noAttribution: Attribution = {
  sourcePage: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

/** Whether the text holds a control character (C0, DEL, C1): never part of a path or a campaign name. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A path of this site ("/solutions/therasim"), without query or fragment; else null. */
export function sitePathOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  if (path.length > attributionLimits.sourcePage || hasControlCharacter(path)) return null;
  if (/[?#]/.test(path)) return null;
  return path;
}

/** A campaign value: trimmed, 1 to 100 printable characters; else null. */
export function campaignValueOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > attributionLimits.utm) return null;
  if (hasControlCharacter(trimmed)) return null;
  return trimmed;
}

/** The attribution in a submitted body (JSON or form fields); what does not fit is null. */
export function attributionOf(input: Record<string, unknown>): Attribution {
  return {
    sourcePage: sitePathOf(input.sourcePage),
    utmSource: campaignValueOf(input.utmSource),
    utmMedium: campaignValueOf(input.utmMedium),
    utmCampaign: campaignValueOf(input.utmCampaign),
  };
}

/** The attribution a page address carries: its path, and its campaign parameters. */
export function attributionOfUrl(url: URL): Attribution {
  return {
    sourcePage: sitePathOf(url.pathname),
    utmSource: campaignValueOf(url.searchParams.get(utmParameters.utmSource)),
    utmMedium: campaignValueOf(url.searchParams.get(utmParameters.utmMedium)),
    utmCampaign: campaignValueOf(url.searchParams.get(utmParameters.utmCampaign)),
  };
}
