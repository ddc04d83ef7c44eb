import { data } from "react-router";
import { sessionsEnded } from "#app/components/admin/account/account-words.ts";
import {
  confirmedWithin,
  isTeamIntent,
  type TeamAnswer,
  type TeamIntent,
  type TeamScreen,
} from "#app/components/admin/staff/staff-screen.ts";
import { teamDone } from "#app/components/admin/staff/staff-words.ts";
import { attempt, type servicesOf } from "#app/lib/services.server.ts";
import { fieldsOf, refused } from "./staff-forms.server.ts";
import type { signedInSession } from "./staff-layout.server.ts";

/*
 * The Staff screen's loader and action (issue 48), kept out of the route
 * module: what the screen shows, and one service call for each of its forms.
 */

type Services = ReturnType<typeof servicesOf>;
/** The administrator's session: who, and when they last confirmed it was them (sudo mode). */
type AdminSession = NonNullable<ReturnType<typeof signedInSession>>;

/** Every account with its address, the pending invitations, and whether this session is in sudo mode. */
export async function loadTeamScreen(services: Services, admin: AdminSession): Promise<TeamScreen> {
  const [members, users, invitations, status] = await Promise.all([
    services.staff.list(admin),
    services.account.listUsers(),
    services.team.invitations.list(admin),
    services.account.status({ id: admin.id, username: admin.username }),
  ]);
  const emails = new Map(users.map((user) => [user.id, user.email]));
  return {
    viewer: { confirmed: confirmedWithin(admin.confirmedAt, Date.now()), hasAuthenticator: status.totp },
    accounts: members.map((member) => ({
      id: member.id,
      username: member.username,
      role: member.role,
      name: member.name,
      credential: member.credential,
      email: emails.get(member.id) ?? null,
      active: member.active,
      hasSecondFactor: member.hasSecondFactor,
      lastSignInAt: member.lastSignInAt,
      self: member.id === admin.id,
    })),
    invitations: invitations.map(({ id, email, role, invitedBy, sentAt, expiresAt, expired }) => ({
      id,
      email,
      role,
      invitedBy,
      sentAt,
      expiresAt,
      expired,
    })),
  };
}

/**
 * One form's post: the service call its intent names, answered as a
 * `TeamAnswer` with the service's status; a change that waits for sudo mode
 * answers 403 with `confirmationNeeded`, and the page asks to confirm.
 */
export async function teamAction(
  services: Services,
  admin: AdminSession,
  client: string,
  form: FormData,
  /** Called once the administrator confirmed it is them, with the time. */
  onConfirmed: (confirmedAt: string) => void,
) {
  const fields = fieldsOf(form);
  const intent = fields.intent;
  if (!isTeamIntent(intent)) return refused("Unknown action.", 400);
  const id = fields.id ?? "";
  const username = fields.username ?? "";
  const field = (name: string) => fields[name] ?? "";
  const { invitations, accounts } = services.team;

  /** Runs the call and answers the form: the done line, or the refusal (its fields, and `values` to show again). */
  async function answer<T>(
    call: () => Promise<T>,
    doneLine: (value: T) => string,
    more: {
      values?: Record<string, string>;
      errorsOf?: (errors?: Record<string, string>, error?: string) => Record<string, string>;
    } = {},
  ) {
    const result = await attempt(call);
    const base = { intent: intent as TeamIntent, ...(id ? { target: id } : {}) };
    if (result.ok) return data<TeamAnswer>({ ...base, ok: true, message: doneLine(result.value) });
    return data<TeamAnswer>(
      {
        ...base,
        ok: false,
        message: result.error,
        fieldErrors: more.errorsOf ? more.errorsOf(result.fieldErrors, result.error) : result.fieldErrors,
        ...(more.values ? { values: more.values } : {}),
        ...(result.extra?.confirmationNeeded ? { confirmationNeeded: true as const } : {}),
      },
      { status: result.status },
    );
  }

  switch (intent) {
    case "invite": {
      const values = {
        email: field("email"),
        role: field("role"),
        displayName: field("displayName"),
        credential: field("credential"),
      };
      return answer(
        () => invitations.invite(admin, values),
        (sent) => teamDone.invited(sent.email),
        {
          values,
        },
      );
    }
    case "resend":
      return answer(
        () => invitations.resend(admin, id),
        (sent) => teamDone.resent(field("email"), sent.expiresAt),
      );
    case "withdraw":
      return answer(
        () => invitations.withdraw(admin, id),
        () => teamDone.withdrawn(field("email")),
      );
    case "profile":
      return answer(
        () =>
          services.account.setProfile(
            username,
            { displayName: field("displayName") || null, credential: field("credential") || null },
            admin,
          ),
        () => `Saved ${username}'s name and credential.`,
      );
    case "email": {
      const email = field("email").trim() || null;
      return answer(
        () => accounts.change(admin, id, { email }),
        () => teamDone.email(username, email),
      );
    }
    case "role":
      return answer(
        () => accounts.change(admin, id, { role: field("role") }),
        () => teamDone.role(username, field("role")),
      );
    case "deactivate":
      return answer(
        () => accounts.change(admin, id, { active: false }),
        () => teamDone.deactivated(username),
      );
    case "reactivate":
      return answer(
        () => accounts.change(admin, id, { active: true }),
        () => teamDone.reactivated(username),
      );
    case "password-link":
      return answer(
        () => accounts.sendPasswordLink(admin, id),
        (sent) => teamDone.passwordLink(username, sent.to),
      );
    case "reset-two-step":
      return answer(
        () => accounts.resetSecondFactors(admin, id),
        () => teamDone.twoStepReset(username),
      );
    case "remove":
      return answer(
        () => accounts.remove(admin, id),
        (removed) => teamDone.removed(removed.username),
      );
    case "end-sessions":
      return answer(
        () => services.account.endAllSessions(admin, username),
        (ended) => sessionsEnded(ended, username),
      );
    case "confirm": {
      // The password when one is typed, the code otherwise; the refusal is said under the field used.
      const password = field("password");
      const code = field("code").trim();
      const input = password ? { password } : code ? { code } : {};
      const used = password || !code ? "password" : "code";
      return answer(
        async () => {
          const { confirmedAt } = await services.auth.confirm(admin, input, client);
          onConfirmed(confirmedAt);
        },
        () => teamDone.confirmed,
        { errorsOf: (errors, error) => ({ [used]: errors?.[used] ?? error ?? "" }) },
      );
    }
  }
}
