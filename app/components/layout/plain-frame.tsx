import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "./logo.tsx";

/**
 * The plain frame of the pages a mailed staff link opens (the invitation's,
 * the new password's): the logo, a way back to the public site, nothing
 * else; the same look as a staff area's gate (GateFrame), without its
 * toaster (these pages load no framework). Not shared with GateFrame: as a
 * chunk of its own it would add half a KB to every back-office page, whose
 * JavaScript is at its budget (tests/e2e/js-budgets.json).
 */
export function PlainFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-line border-b bg-surface">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 md:px-8">
          <Logo />
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand">
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to the site
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </div>
  );
}
