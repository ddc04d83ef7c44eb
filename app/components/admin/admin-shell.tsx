import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { Form, NavLink, useLocation, useSubmit } from "react-router";
import { Toaster, toast } from "sonner";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { StaffPageState } from "#app/lib/services.server.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { leadKindNames } from "#common/lead-kinds.ts";
import { accountPaths, leadPaths, staffPaths } from "#common/staff-paths.ts";

/**
 * The back office's screens; the last ones are the leads area's, behind one sign-in (Audit, Mail,
 * Settings and Staff: admins only). "My account" follows them, in the area signed in to.
 */
const areas = [
  { to: staffPaths.blog, label: "Blog posts" },
  { to: leadPaths.overview, label: "Overview" },
  ...Object.values(leadKindNames).map(({ path, label }) => ({ to: path, label })),
  { to: leadPaths.audit, label: "Audit", adminOnly: true },
  { to: leadPaths.mail, label: "Mail", adminOnly: true },
  { to: leadPaths.settings, label: "Settings", adminOnly: true },
  { to: leadPaths.staff, label: "Staff", adminOnly: true },
];

/** A count beside a link of the navigation ("3 new"); nothing when there is none. */
function Count({ n = 0, words }: { n?: number; words: string }) {
  return n > 0 ? (
    <span className="ml-2 rounded-full bg-brand-deep px-2 text-sm text-surface">{`${n} ${words}`}</span>
  ) : null;
}

/** The one toaster of the back office (spec §9): top right, swipe to dismiss, Alt+T focuses it. */
export function AdminToaster() {
  // Sonner's plain theme: dark text on white passes contrast; its "rich" colours do not.
  return <Toaster position="top-right" closeButton hotkey={["altKey", "KeyT"]} />;
}

type AdminShellProps = {
  state: StaffPageState;
  /** Leads nobody has opened yet, by the path of their view ("3 new" beside its link). */
  unopened?: Record<string, number>;
  /** Leads with an answer nobody has read, by the path of their view ("2 new answers" beside its link). */
  newAnswers?: Record<string, number>;
  children: React.ReactNode;
};

/**
 * The frame of a signed-in staff screen: which area, who is signed in, the
 * way to the other area, and Logout after a confirmation (spec §4). The
 * one-time notice ("Welcome! Access granted to …") is a toast with
 * JavaScript and a status line without.
 */
export function AdminShell({ state, unopened = {}, newAnswers = {}, children }: AdminShellProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { confirm, dialog } = useConfirm();
  // The page's own address: the frame may be drawn by a layout route without a path of its own.
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (state.notice) toast.success(state.notice, { duration: 4000 });
  }, [state.notice]);

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-line border-b bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-8">
          <Logo />
          <nav aria-label="Staff areas" className="order-last w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap gap-1">
              {[
                ...areas.filter((area) => !area.adminOnly || state.staff?.role === "admin"),
                // Every role's own account, in the area it is signed in to.
                { to: accountPaths[state.area], label: "My account" },
              ].map((area) => (
                <li key={area.to}>
                  <NavLink
                    to={area.to}
                    end
                    className={({ isActive }) =>
                      cn(
                        "inline-flex min-h-11 items-center rounded-md px-3 font-semibold",
                        isActive ? "bg-brand-tint text-brand-deep" : "text-muted hover:text-ink",
                      )
                    }
                  >
                    {area.label}
                    <Count n={unopened[area.to]} words="new" />
                    <Count
                      n={newAnswers[area.to]}
                      words={newAnswers[area.to] === 1 ? "new answer" : "new answers"}
                    />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <p className="hidden text-muted text-sm sm:block">
              Signed in as <span className="font-semibold text-ink">{state.staff?.username}</span>
            </p>
            <Form
              method="post"
              action={pathname + search}
              onSubmit={async (event) => {
                event.preventDefault();
                const form = event.currentTarget;
                const sure = await confirm({
                  title: "Log out?",
                  message: `You will need to sign in again to use the ${state.areaName}.`,
                  confirmLabel: "Log out",
                });
                if (sure) submit(form);
              }}
            >
              <input type="hidden" name="intent" value="logout" />
              <Button type="submit" variant="secondary">
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            </Form>
          </div>
        </div>
      </header>
      {!hydrated && state.notice && (
        <p role="status" className="mx-auto mt-4 max-w-7xl px-4 text-brand-deep md:px-8">
          {state.notice}
        </p>
      )}
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none md:px-8 md:py-10">
        {children}
      </main>
      {dialog}
      <AdminToaster />
    </div>
  );
}
