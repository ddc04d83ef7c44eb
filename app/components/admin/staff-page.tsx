import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { GateFrame } from "#app/components/admin/gate-frame.tsx";
import { SignInGate, signInFailureOf } from "#app/components/admin/sign-in-gate.tsx";
import type { StaffPageState } from "#app/lib/services.server.ts";

type StaffPageProps = {
  state: StaffPageState;
  /** The page action's answer: a refused sign-in shows beside the gate. */
  actionData: unknown;
  /** The signed-in screen. */
  children: React.ReactNode;
};

/**
 * A staff screen outside the staff layout (the blog area, until it moves
 * under app/routes/admin/layout.tsx, which does the same for its pages): its
 * area's sign-in gate until someone is signed in, then the screen in the
 * back-office frame.
 */
export function StaffPage({ state, actionData, children }: StaffPageProps) {
  if (!state.staff) {
    return (
      <GateFrame>
        <SignInGate state={state} failure={signInFailureOf(actionData)} />
      </GateFrame>
    );
  }
  return <AdminShell state={state}>{children}</AdminShell>;
}
