import { describe, expect, it } from "vitest";
import { replyPromise, soundsUrgent } from "./contact-intake.ts";

describe("soundsUrgent", () => {
  // The corpus and its cases are in risk-phrases.test.ts; this is the entry the contact form uses.
  it("is the corpus check", () => {
    expect(soundsUrgent("mujhe marna hai")).toBe(true);
    expect(soundsUrgent("How do I book a first session?")).toBe(false);
  });
});

describe("replyPromise", () => {
  it("repeats spec §9's reply times, and 15 minutes when urgent", () => {
    expect(replyPromise("therapy", false)).toBe("within 4 hours");
    expect(replyPromise("technical", false)).toBe("within 2 hours");
    expect(replyPromise("general", false)).toBe("within 24 hours");
    expect(replyPromise("feedback", true)).toBe("within 15 minutes");
  });
});
