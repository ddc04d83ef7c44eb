import { describe, expect, it } from "vitest";
import { replyPromise, soundsUrgent } from "./contact-intake.ts";

describe("soundsUrgent", () => {
  it.each([
    "I keep thinking about suicide",
    "Sometimes I want to KILL MYSELF.",
    "i dont want to live anymore",
    "I don't want to live",
    "thinking of self-harm again",
    "main marna chahta hoon",
    "ab jeena nahi chahti",
    "Aatmahatya ke baare mein soch rahi hoon",
  ])("flags %j", (text) => {
    expect(soundsUrgent(text)).toBe(true);
  });

  it.each([
    "How do I book a first session?",
    "My invoice shows the wrong GST number",
    "Kya Hindi mein sessions hain?",
  ])("lets %j through", (text) => {
    expect(soundsUrgent(text)).toBe(false);
  });

  it("errs on the side of caution: a clinic asking about suicide screening is flagged too", () => {
    expect(soundsUrgent("Our clinic wants the suicide-risk screening tool")).toBe(true);
  });

  it("matches whole words only", () => {
    expect(soundsUrgent("I like the self harmony app")).toBe(false);
    expect(soundsUrgent("kill myselfie")).toBe(false);
  });

  it("reads the subject too", () => {
    expect(soundsUrgent("Need help", "I want to die")).toBe(true);
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
