import { hindiHoursLine } from "#common/business-hours.ts";
import type { Locale } from "#common/i18n/locale.ts";
import type { SiteConfig } from "#common/site-config.ts";

/**
 * The company's details as the pages show them: the shape, the crisis lines
 * and the defaults live in common/site-config.ts, because the server's
 * settings service builds the same shape (the server never imports app/).
 * Pages and components keep importing them from here.
 */
export { crisisLines, defaultSiteConfig, type SiteConfig } from "#common/site-config.ts";

/**
 * The support hours' lines in `locale`: as staff wrote them in Settings on
 * an English page; on a Hindi page each line that reads as a schedule is
 * said in Hindi (common/business-hours.ts), any other as written.
 */
export function supportHourLines(
  config: Pick<SiteConfig, "supportHours">,
  locale: Locale = "en",
): readonly { days: string; hours: string }[] {
  return locale === "hi"
    ? config.supportHours.map((line) => hindiHoursLine(line) ?? line)
    : config.supportHours;
}

/** The support hours as one sentence: "Monday to Friday, 8 am to 8 pm IST; Saturday and Sunday, …". */
export function supportHoursText(config: Pick<SiteConfig, "supportHours">, locale: Locale = "en"): string {
  return supportHourLines(config, locale)
    .map((line) => `${line.days}, ${line.hours}`)
    .join("; ");
}
