// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readDraft, saveDraft, sendKey, settleDraft } from "./form-draft.ts";

const shape = { name: "", email: "", agreeToContact: false };
const stored = (key: string) => sessionStorage.getItem(key);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("a form's draft in the tab (app/enhance/form-draft.ts)", () => {
  it("keeps what was typed in the tab's session storage and gives it back", () => {
    expect(readDraft("contact", shape)).toBeNull();
    saveDraft("contact", { name: "Asha", email: "asha@example.in", agreeToContact: true });
    expect(JSON.parse(stored("anvaya:draft:contact")!)).toEqual({
      name: "Asha",
      email: "asha@example.in",
      agreeToContact: true,
    });
    expect(readDraft("contact", shape)).toEqual({
      name: "Asha",
      email: "asha@example.in",
      agreeToContact: true,
    });
    // Each form has its own.
    expect(readDraft("waitlist", shape)).toBeNull();
  });

  it("gives back only the form's fields, with the form's types (the storage is the visitor's to change)", () => {
    sessionStorage.setItem(
      "anvaya:draft:contact",
      JSON.stringify({ name: "Asha", email: 42, agreeToContact: "yes", admin: true }),
    );
    expect(readDraft("contact", shape)).toEqual({ name: "Asha" });
    sessionStorage.setItem("anvaya:draft:contact", "{not json");
    expect(readDraft("contact", shape)).toBeNull();
  });

  it("keeps one idempotency key per form until the server answers for good", () => {
    const key = sendKey("demo-request");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sendKey("demo-request")).toBe(key);
    expect(stored("anvaya:send-key:demo-request")).toBe(key);
    expect(sendKey("contact")).not.toBe(key);
  });

  it("once refused as invalid, drops the key but keeps the draft", () => {
    saveDraft("contact", { name: "Asha" });
    const key = sendKey("contact");
    settleDraft("contact", false);
    expect(stored("anvaya:send-key:contact")).toBeNull();
    expect(readDraft("contact", shape)).toEqual({ name: "Asha" });
    expect(sendKey("contact")).not.toBe(key);
  });

  it("once stored, drops the key and the draft", () => {
    saveDraft("contact", { name: "Asha" });
    sendKey("contact");
    settleDraft("contact", true);
    expect(stored("anvaya:send-key:contact")).toBeNull();
    expect(stored("anvaya:draft:contact")).toBeNull();
  });

  it("carries on without a draft where the storage is full or refused", () => {
    const refuse = () => {
      throw new DOMException("refused", "QuotaExceededError");
    };
    const refusing = { getItem: refuse, setItem: refuse, removeItem: refuse } as unknown as Storage;
    vi.spyOn(window, "sessionStorage", "get").mockReturnValue(refusing);
    expect(() => saveDraft("contact", { name: "Asha" })).not.toThrow();
    expect(readDraft("contact", shape)).toBeNull();
    expect(sendKey("contact")).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => settleDraft("contact", true)).not.toThrow();
  });

  it("carries on where the browser gives no storage at all (a sandboxed frame)", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => saveDraft("contact", { name: "Asha" })).not.toThrow();
    expect(readDraft("contact", shape)).toBeNull();
    expect(sendKey("contact")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
