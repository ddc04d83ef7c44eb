// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toasts } from "#app/components/ui/toasts.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, findAll, read } from "#app/lib/dom-hooks.ts";
import { renderPage } from "#tests/utils/dom.ts";
import { toast } from "./toast.ts";

const durationMs = 5000;
const region = () => find(document, hooks.toasts)!;
/** The messages shown, each as its kind and words. */
const shown = () =>
  findAll(region(), hooks.toast).map(
    (item) => `${read(item, hooks.kind)}: ${find(item, hooks.toastMessage)?.textContent}`,
  );
const item = () => find(region(), hooks.toast)!;
let button: HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  renderPage(createElement(Toasts));
  document.body.insertAdjacentHTML("afterbegin", '<button type="submit" id="submit">Request a Demo</button>');
  button = document.querySelector<HTMLButtonElement>("#submit")!;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toasts (app/enhance/toast.ts)", () => {
  it("shows the message in the page's live region, with its kind's icon only", () => {
    expect(region().getAttribute("role")).toBe("status");
    toast("success", "Demo request submitted successfully!", { durationMs });
    expect(shown()).toEqual(["success: Demo request submitted successfully!"]);
    const icons = findAll(item(), hooks.toastIcon).map((icon) => read(icon, hooks.toastIcon));
    expect(icons).toEqual(["success"]);
    toast("error", "Submission failed: Too many requests", { durationMs });
    expect(shown()).toEqual([
      "success: Demo request submitted successfully!",
      "error: Submission failed: Too many requests",
    ]);
    expect(findAll(region(), hooks.toastIcon, "error")).toHaveLength(1);
  });

  it("goes by itself after its time", () => {
    toast("success", "Saved", { durationMs });
    vi.advanceTimersByTime(durationMs - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("stays while the pointer rests on it, and goes its full time after it leaves", () => {
    toast("success", "Saved", { durationMs });
    vi.advanceTimersByTime(4000);
    item().dispatchEvent(new PointerEvent("pointerenter"));
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    item().dispatchEvent(new PointerEvent("pointerleave"));
    vi.advanceTimersByTime(durationMs - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("stays while the keyboard is in it", () => {
    toast("error", "Submission failed", { durationMs, returnFocus: button });
    const close = find<HTMLButtonElement>(item(), hooks.toastClose)!;
    close.focus();
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    button.focus();
    vi.advanceTimersByTime(durationMs);
    expect(shown()).toEqual([]);
  });

  it("goes at once with its close button, focus moving to the form's button", () => {
    toast("error", "Submission failed", { durationMs, returnFocus: button });
    const close = find<HTMLButtonElement>(item(), hooks.toastClose)!;
    expect(close.getAttribute("aria-label")).toBe("Dismiss notification");
    close.focus();
    close.click();
    expect(shown()).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it("goes at once with Escape inside it", () => {
    toast("success", "Saved", { durationMs, returnFocus: button });
    find<HTMLButtonElement>(item(), hooks.toastClose)!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(shown()).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it("leaves focus where it is when it was not in the message", () => {
    const other = document.createElement("input");
    document.body.append(other);
    toast("success", "Saved", { durationMs, returnFocus: button });
    other.focus();
    vi.advanceTimersByTime(durationMs);
    expect(shown()).toEqual([]);
    expect(document.activeElement).toBe(other);
  });
});
