import { CircleAlert, CircleCheck, X } from "lucide-react";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useT } from "#app/lib/use-t.ts";

/**
 * Where a page's script shows short messages (app/enhance/toast.ts): one
 * polite live region, there from the start so every message is announced,
 * fixed below the 64 px header, top right from 640 px and the full width
 * on a phone. Each message is a copy of the template, with a close button
 * that Tab reaches next (the region follows the form in the page's order).
 */
export function Toasts() {
  const t = useT();
  return (
    <section
      aria-label={t("Notifications")}
      className="pointer-events-none fixed inset-x-4 top-[72px] z-40 sm:top-20 sm:right-6 sm:left-auto sm:w-96"
    >
      <div role="status" aria-live="polite" {...mark(hooks.toasts)} className="flex flex-col gap-3" />
      <template {...mark(hooks.toastTemplate)}>
        <div
          {...mark(hooks.toast)}
          className="toast pointer-events-auto flex items-start gap-3 rounded-md border-2 bg-surface py-3 pr-2 pl-4 text-ink shadow-raised data-[kind=error]:border-danger data-[kind=success]:border-success"
        >
          <CircleCheck
            {...mark(hooks.toastIcon, "success")}
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-success"
          />
          <CircleAlert
            {...mark(hooks.toastIcon, "error")}
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-danger"
          />
          <p {...mark(hooks.toastMessage)} className="flex-1 py-0.5 font-medium" />
          <button
            type="button"
            {...mark(hooks.toastClose)}
            aria-label={t("Dismiss notification")}
            className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </template>
    </section>
  );
}
