import { describe, expect, it } from "vitest";
import { hindiOf } from "./i18n/hi-strings.ts";
import { privacyNoticeHi } from "./privacy-notice.hi.ts";
import { type NoticeDetails, type PrivacyNotice, privacyNotice } from "./privacy-notice.ts";

/**
 * The privacy notice has one text per language: its version is the hash of
 * that text (server/services/privacy/notice.ts), so a second copy elsewhere
 * would drift unseen and a reader could be shown words no version names
 * (issue 52). Its title alone is also an interface word ("Privacy notice",
 * the consent checkbox's link), and is left out.
 */

const details = (email: string | null): NoticeDetails => ({
  company: "{company}",
  grievance: { name: "{grievanceName}", email },
  retentionDays: 90,
});

/** The notice's sentences and clauses of five words or more: long enough to be its own words. */
function sentencesOf(notice: PrivacyNotice): string[] {
  const texts = [
    notice.intro,
    ...notice.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
  ];
  return texts
    .flatMap((text) => text.split(/(?<=[।.;:])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 5 && !sentence.includes("{"));
}

/** The notice sentences that also appear in one of `texts`. */
const copiedIn = (texts: string[], notice: PrivacyNotice) =>
  sentencesOf(notice).filter((sentence) => texts.some((text) => text.includes(sentence)));

describe("the privacy notice's one source", () => {
  const notices = [
    privacyNoticeHi(details("grievance@example.com")),
    privacyNoticeHi(details(null)),
    privacyNotice(details("grievance@example.com")),
    privacyNotice(details(null)),
  ];
  const interfaceTexts = [...Object.keys(hindiOf), ...Object.values(hindiOf)];

  it("has no sentence of the notice, in Hindi or English, among the interface texts", () => {
    for (const notice of notices) expect(copiedIn(interfaceTexts, notice)).toEqual([]);
  });

  it("would notice a copy put back", () => {
    const hindi = privacyNoticeHi(details(null));
    const planted = hindi.sections[0]?.items?.[2] ?? "";
    expect(planted).not.toBe("");
    expect(copiedIn([...interfaceTexts, `हिन्दी: ${planted}`], hindi)).not.toEqual([]);
  });

  it("names nomination so a reader knows what it is", () => {
    const rights = privacyNoticeHi(details(null)).sections.flatMap((s) => s.items ?? []);
    expect(rights.some((item) => item.startsWith("नॉमिनेशन (किसी को नामित करना):"))).toBe(true);
    expect(JSON.stringify(privacyNoticeHi(details(null)))).not.toContain("नामांकन");
  });
});
