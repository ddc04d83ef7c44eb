import { describe, expect, it } from "vitest";
import {
  businessMinutesAfter,
  describeWeekHours,
  fallbackHours,
  hindiHoursLine,
  oneBusinessDayAfter,
  readDays,
  readHours,
  spanWords,
  weekHoursOf,
  windowEndAfter,
  windowsOf,
} from "./business-hours.ts";
import { defaultSiteSettings } from "./site-details.ts";

const ist = (local: string) => new Date(`${local}+05:30`);

describe("support hours read as a schedule", () => {
  it("reads the usual ways of naming days", () => {
    expect(readDays("Monday to Friday")).toEqual([1, 2, 3, 4, 5]);
    expect(readDays("Mon–Sat")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(readDays("Saturday and Sunday")).toEqual([0, 6]);
    expect(readDays("Every day")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(readDays("Weekdays")).toEqual([1, 2, 3, 4, 5]);
    expect(readDays("Monday, Wednesday & Friday")).toEqual([1, 3, 5]);
    expect(readDays("Friday to Monday")).toEqual([5, 6, 0, 1]);
    expect(readDays("By appointment")).toBeUndefined();
    expect(readDays("Monday to Someday")).toBeUndefined();
  });

  it("reads hours in 12- and 24-hour forms, and refuses what is not a span", () => {
    expect(readHours("8 am to 8 pm IST")).toEqual({ opens: 480, closes: 1200 });
    expect(readHours("9:30 am – 6 pm IST")).toEqual({ opens: 570, closes: 1080 });
    expect(readHours("10:00-18:00 IST")).toEqual({ opens: 600, closes: 1080 });
    expect(readHours("12 noon to midnight IST")).toEqual({ opens: 720, closes: 1440 });
    expect(readHours("24 hours IST")).toEqual({ opens: 0, closes: 1440 });
    expect(readHours("8 pm to 8 am IST")).toBeUndefined();
    expect(readHours("13 am to 2 pm IST")).toBeUndefined();
    expect(readHours("10 to 6 IST")).toBeUndefined();
    expect(readHours("Closed")).toBeUndefined();
  });

  it("builds the week from Settings' lines, a later line winning, and falls back when none is read", () => {
    const { hours, read } = weekHoursOf(defaultSiteSettings.supportHours);
    expect(read).toBe(true);
    expect(describeWeekHours(hours)).toBe("Mon–Fri 8 am to 8 pm; Sat–Sun 10 am to 6 pm (IST)");
    const later = weekHoursOf([
      { days: "Every day", hours: "9 am to 5 pm IST" },
      { days: "Sunday", hours: "10 am to 1 pm IST" },
    ]);
    expect(describeWeekHours(later.hours)).toBe("Mon–Sat 9 am to 5 pm; Sun 10 am to 1 pm (IST)");
    const none = weekHoursOf([{ days: "By appointment", hours: "Any time IST" }]);
    expect(none).toEqual({ hours: fallbackHours, read: false });
  });
});

describe("one business day in IST", () => {
  const weekdays = weekHoursOf([{ days: "Monday to Friday", hours: "9:30 am to 6 pm IST" }]).hours;

  it("is the same time the next open day when received during hours", () => {
    // Thursday 26 Nov 2026, 11:00 IST → Friday 11:00 IST.
    expect(oneBusinessDayAfter(ist("2026-11-26T11:00"), weekdays)).toEqual(ist("2026-11-27T11:00"));
    // Friday → Monday, over the weekend.
    expect(oneBusinessDayAfter(ist("2026-11-27T17:45"), weekdays)).toEqual(ist("2026-11-30T17:45"));
  });

  it("counts from the next opening when received outside hours, across midnight UTC", () => {
    // Saturday night → from Monday's opening, due Tuesday 9:30.
    expect(oneBusinessDayAfter(ist("2026-11-28T22:00"), weekdays)).toEqual(ist("2026-12-01T09:30"));
    // Thursday 2 am IST (Wednesday 20:30 UTC) → from Thursday 9:30, due Friday 9:30.
    expect(oneBusinessDayAfter(ist("2026-11-26T02:00"), weekdays)).toEqual(ist("2026-11-27T09:30"));
    // Thursday 7 pm (after closing) → from Friday 9:30, due Monday 9:30.
    expect(oneBusinessDayAfter(ist("2026-11-26T19:00"), weekdays)).toEqual(ist("2026-11-30T09:30"));
  });

  it("holds the time within a shorter next day, and gives a day when never open", () => {
    const short = weekHoursOf([
      { days: "Monday to Friday", hours: "9 am to 6 pm IST" },
      { days: "Saturday", hours: "10 am to 1 pm IST" },
    ]).hours;
    expect(oneBusinessDayAfter(ist("2026-11-27T16:00"), short)).toEqual(ist("2026-11-28T13:00"));
    const closed = Array.from({ length: 7 }, () => null);
    expect(oneBusinessDayAfter(ist("2026-11-27T16:00"), closed)).toEqual(ist("2026-11-28T16:00"));
  });
});

describe("hindiHoursLine", () => {
  it("says a line of Settings that reads as a schedule in Hindi, days and hours apart", () => {
    const [weekdays, weekend] = defaultSiteSettings.supportHours;
    expect(hindiHoursLine(weekdays ?? { days: "", hours: "" })).toEqual({
      days: "सोमवार से शुक्रवार",
      hours: "सुबह 8 बजे से रात 8 बजे तक (IST)",
    });
    expect(hindiHoursLine(weekend ?? { days: "", hours: "" })?.days).toBe("शनिवार और रविवार");
    expect(hindiHoursLine({ days: "Every day", hours: "24 hours" })).toEqual({
      days: "सोमवार से रविवार",
      hours: "रात 12 बजे से आधी रात तक (IST)",
    });
    expect(hindiHoursLine({ days: "Mon, Wed, Thu, Fri", hours: "9:30 am – 6 pm" })?.days).toBe(
      "सोमवार, बुधवार से शुक्रवार",
    );
  });

  it("gives nothing for a line it cannot read, which a page then shows as written", () => {
    expect(hindiHoursLine({ days: "Public holidays", hours: "Closed" })).toBeNull();
    expect(hindiHoursLine({ days: "Monday", hours: "by appointment" })).toBeNull();
  });
});

describe("business minutes and windows of the day", () => {
  const weekdays = weekHoursOf([{ days: "Monday to Friday", hours: "10 am to 6 pm IST" }]).hours;

  it("counts open minutes only: overnight and the weekend do not count", () => {
    // Wednesday 2 Dec 2026, 11:00: two hours on is 13:00 the same day.
    expect(businessMinutesAfter(ist("2026-12-02T11:00"), 120, weekdays)).toEqual(ist("2026-12-02T13:00"));
    // 17:00: one hour today, one tomorrow from opening.
    expect(businessMinutesAfter(ist("2026-12-02T17:00"), 120, weekdays)).toEqual(ist("2026-12-03T11:00"));
    // Friday 17:30 runs into Monday; Saturday night starts at Monday's opening.
    expect(businessMinutesAfter(ist("2026-12-04T17:30"), 120, weekdays)).toEqual(ist("2026-12-07T11:30"));
    expect(businessMinutesAfter(ist("2026-12-05T22:00"), 120, weekdays)).toEqual(ist("2026-12-07T12:00"));
    // Before opening, from the opening.
    expect(businessMinutesAfter(ist("2026-12-02T07:00"), 120, weekdays)).toEqual(ist("2026-12-02T12:00"));
    // A week with no open day: plain minutes.
    const closed = Array.from({ length: 7 }, () => null);
    expect(businessMinutesAfter(ist("2026-12-02T07:00"), 120, closed)).toEqual(ist("2026-12-02T09:00"));
  });

  it("cuts the hours into windows, the last one shorter, and names them", () => {
    const week = weekHoursOf([
      { days: "Monday to Friday", hours: "10 am to 3 pm IST" },
      { days: "Saturday", hours: "9 am to 12 pm IST" },
    ]).hours;
    expect(windowsOf(week)).toEqual([
      { opens: 540, closes: 660 },
      { opens: 660, closes: 780 },
      { opens: 780, closes: 900 },
    ]);
    expect(windowsOf(Array.from({ length: 7 }, () => null))).toEqual([]);
    expect(spanWords({ opens: 540, closes: 660 })).toBe("9 am to 11 am");
  });

  it("finds when a window next ends on a day that has it, within that day's hours", () => {
    const window = { opens: 960, closes: 1140 }; // 4 pm to 7 pm
    // Wednesday 11:00: today's window ends at closing, 6 pm.
    expect(windowEndAfter(ist("2026-12-02T11:00"), window, weekdays)).toEqual(ist("2026-12-02T18:00"));
    // Friday 18:30: Monday's.
    expect(windowEndAfter(ist("2026-12-04T18:30"), window, weekdays)).toEqual(ist("2026-12-07T18:00"));
    // A window no open day has.
    expect(windowEndAfter(ist("2026-12-02T11:00"), { opens: 1200, closes: 1260 }, weekdays)).toBeNull();
  });
});
