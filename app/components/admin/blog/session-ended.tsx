import { ExternalLink, RotateCcw } from "lucide-react";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { staffPaths } from "#common/staff-paths.ts";

/**
 * Shown when the API answers 401 mid-work (sessions last 2 hours, spec §4):
 * nothing typed is lost. The form stays as it is and a local draft was saved
 * (without the image); signing in again in another tab lets the same form be
 * sent again, and a reload after signing in can bring the draft back.
 */
export function SessionEnded({ onReload }: { onReload: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-lg border-2 border-danger bg-surface p-4 sm:p-5">
      <p className="font-bold text-danger text-lg">Your session has ended, so nothing was sent.</p>
      <p className="mt-2">
        What you typed is still in the form, and a copy is saved in this browser as a local draft (without the
        image, which the browser cannot keep).
      </p>
      <p className="mt-2">
        Sign in again in a new tab, then come back to this tab and try again. Or reload this page, sign in,
        and choose Load Draft.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={staffPaths.blog} target="_blank" rel="noopener" className={buttonClass("primary")}>
          <ExternalLink aria-hidden="true" />
          Sign in again in a new tab
        </a>
        <Button variant="secondary" onClick={onReload}>
          <RotateCcw aria-hidden="true" />
          Reload and sign in
        </Button>
      </div>
    </div>
  );
}
