/**
 * Short messages in the page's Toasts region (app/components/ui/toasts.tsx).
 * Each goes by itself after `durationMs`, but not while the pointer rests on
 * it or the keyboard is in it (WCAG 2.2.1); its close button, or Escape
 * inside it, dismisses it at once. Focus in a message that goes moves to
 * `returnFocus`, so a keyboard user is not dropped at the top of the page.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { find, findAll, read, type ToastKind, write } from "../lib/dom-hooks.ts";
import { copyOfTemplate } from "./template.ts";

export function toast(
  kind: ToastKind,
  message: string,
  { durationMs, returnFocus }: { durationMs: number; returnFocus?: HTMLElement | null },
) {
  const region = find(document, hooks.toasts);
  const template = find<HTMLTemplateElement>(document, hooks.toastTemplate);
  const copy = template ? copyOfTemplate(template).firstElementChild : null;
  if (!region || !(copy instanceof HTMLElement)) return;
  const item: HTMLElement = copy;
  write(item, hooks.kind, kind);
  for (const icon of findAll<Element>(item, hooks.toastIcon)) {
    if (read(icon, hooks.toastIcon) !== kind) icon.remove();
  }
  const words = find(item, hooks.toastMessage);
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

  find(item, hooks.toastClose)?.addEventListener("click", dismiss);
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
