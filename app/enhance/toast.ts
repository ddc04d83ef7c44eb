/**
 * Short messages in the page's Toasts region (app/components/ui/toasts.tsx).
 * Each goes by itself after `durationMs`, but not while the pointer rests on
 * it or the keyboard is in it (WCAG 2.2.1); its close button, or Escape
 * inside it, dismisses it at once. Focus in a message that goes moves to
 * `returnFocus`, so a keyboard user is not dropped at the top of the page.
 */
import { copyOfTemplate } from "./template.ts";

export type ToastKind = "success" | "error";

export function toast(
  kind: ToastKind,
  message: string,
  { durationMs, returnFocus }: { durationMs: number; returnFocus?: HTMLElement | null },
) {
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-toast-template]");
  const copy = template ? copyOfTemplate(template).firstElementChild : null;
  if (!region || !(copy instanceof HTMLElement)) return;
  const item: HTMLElement = copy;
  item.dataset.kind = kind;
  for (const icon of item.querySelectorAll<Element>("[data-toast-icon]")) {
    if (icon.getAttribute("data-toast-icon") !== kind) icon.remove();
  }
  const words = item.querySelector("[data-toast-message]");
  if (words) words.textContent = message;

  let timer = 0;
  const wait = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, durationMs);
  };
  const hold = () => window.clearTimeout(timer);
  function dismiss() {
    hold();
    if (!item.isConnected) return;
    const hadFocus = item.contains(document.activeElement);
    item.remove();
    if (hadFocus) returnFocus?.focus();
  }

  item.querySelector("[data-toast-close]")?.addEventListener("click", dismiss);
  item.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss();
  });
  item.addEventListener("pointerenter", hold);
  item.addEventListener("pointerleave", () => {
    if (!item.contains(document.activeElement)) wait();
  });
  item.addEventListener("focusin", hold);
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null) && !item.matches(":hover")) wait();
  });
  region.append(item);
  wait();
}
