import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AdminToaster } from "#app/components/admin/admin-shell.tsx";
import { Logo } from "#app/components/layout/logo.tsx";

/** The plain frame around a sign-in gate: the logo, a way back to the public site, nothing else. */
export function GateFrame({ children }: { children: React.ReactNode }) {
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
      <AdminToaster />
    </div>
  );
}
