import type { SiteConfig } from "#common/site-config.ts";

/**
 * The company's details as the pages show them: the shape, the crisis lines
 * and the defaults live in common/site-config.ts, because the server's
 * settings service builds the same shape (the server never imports app/).
 * Pages and components keep importing them from here.
 */
export { crisisLines, defaultSiteConfig, type SiteConfig } from "#common/site-config.ts";

/** The support hours as one sentence: "Monday to Friday, 8 am to 8 pm IST; Saturday and Sunday, …". */
export function supportHoursText(config: Pick<SiteConfig, "supportHours">): string {
  return config.supportHours.map((line) => `${line.days}, ${line.hours}`).join("; ");
}
