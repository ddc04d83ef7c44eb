import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "#app/lib/cn.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";

type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** A line under the title, read out with it. */
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Buttons along the bottom. */
  footer?: React.ReactNode;
  className?: string;
};

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of
 * the page inert (focus stays inside), Escape cancels, and focus returns to
 * whatever opened it. Focus starts on the control marked `data-autofocus`,
 * else on the first one (the close button).
 */
export function Dialog({ open, onClose, title, description, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useHtmlId();
  const descriptionId = useHtmlId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React focuses an autoFocus control as it mounts, while the dialog is still closed;
      // the control marked data-autofocus takes focus once the dialog is open.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape (onCancel) is its keyboard twin.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50",
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-line border-b px-5 py-4">
            <div>
              <h2 id={titleId} className="font-bold text-xl">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-1 text-muted">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children && <div className="overflow-y-auto px-5 py-4">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-3 border-line border-t px-5 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
