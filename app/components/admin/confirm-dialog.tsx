import { useCallback, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";

type Question = { title: string; message: string; confirmLabel: string; danger?: boolean };

/**
 * An accessible replacement for `window.confirm`: `await confirm({...})`
 * resolves true when the person confirms, false on Cancel, Escape or a click
 * outside. Render `dialog` once in the component that asks.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((next: Question) => {
    resolver.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <Dialog
      open={question !== null}
      onClose={() => answer(false)}
      title={question?.title ?? ""}
      description={question?.message}
      footer={
        <>
          {/* Cancel is focused first, so Enter never deletes by accident. */}
          <Button variant="secondary" onClick={() => answer(false)} data-autofocus>
            Cancel
          </Button>
          <Button
            onClick={() => answer(true)}
            className={question?.danger ? "bg-danger hover:bg-danger/90" : undefined}
          >
            {question?.confirmLabel}
          </Button>
        </>
      }
    />
  );
  return { confirm, dialog };
}
