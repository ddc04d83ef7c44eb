import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, freshClient, manualClock, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

/*
 * The team in the back office (issue 48) through the JSON API, on the real
 * app and store: invitations (a one-time link by mail; expired, used and
 * withdrawn ones refused; one account from two accepts at once), the
 * changes an administrator makes to colleagues' accounts, sudo mode and
 * the last active administrator. Accepting an invitation and using a
 * password link are pages' posts; here they are the services those pages call.
 */

type Answer = { status: number; body: Record<string, unknown> & { error?: string; data?: unknown } };

function team(dialect: Parameters<typeof createTestStore>[0]) {
  const time = manualClock("2026-12-01T05:00:00.000Z");
  let store: TestStore;
  let made: ReturnType<typeof createTestApp>;

  const call = async (
    method: string,
    path: string,
    cookie: string | undefined,
    body?: unknown,
  ): Promise<Answer> => {
    const headers: Record<string, string> = { "x-forwarded-for": freshClient() };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await made.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  };
  /** Signs in through the real endpoint from an address of its own; the Cookie header, or the refusal. */
  const login = async (username: string, area: "blog" | "leads", password = testPassword) => {
    const response = await made.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify({ username, password, area }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { status: response.status, cookie, body: (await response.json()) as Answer["body"] };
  };
  const signedIn = async (username: string, area: "blog" | "leads" = "leads") => {
    const { status, cookie } = await login(username, area);
    if (status !== 200) throw new Error(`sign-in of ${username} answered ${status}`);
    return cookie;
  };
  const idOf = async (username: string) =>
    (
      await store.db
        .selectFrom("users")
        .select("id")
        .where("username", "=", username)
        .executeTakeFirstOrThrow()
    ).id;
  /** The newest mail to `to` in the outbox, and the token of the link it carries to `path`. */
  const mailTo = async (to: string, path: string) => {
    const mail = await store.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", to)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body)?.[1];
    return { mail, token: token ?? "" };
  };
  const count = async (table: "users" | "staff_invitations" | "outbox") =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    time,
    call,
    login,
    signedIn,
    idOf,
    mailTo,
    count,
    get store() {
      return store;
    },
    get services() {
      return made.services;
    },
    get app() {
      return made.app;
    },
    async start(accounts: readonly (readonly [string, string])[]) {
      store = await createTestStore(dialect);
      made = createTestApp(store, time.clock, {}, { mail: { siteUrl: testOrigin } });
      for (const [username, role] of accounts)
        await made.services.account.upsertUser(username, testPassword, role as "admin");
    },
    stop: () => store.destroy(),
  };
}

const invitationLink = "/admin-only-invitation";
const lastAdminWords =
  /(asha|ravi|desk) is the last active administrator\. Make another account an administrator first\.$/;
const passwordLink = "/admin-only-new-password";

describe.each(dialects)("invitations on %s", (dialect) => {
  const t = team(dialect);
  let admin: string;
  beforeAll(async () => {
    await t.start([
      ["asha", "admin"],
      ["desk", "leads"],
      ["writer", "writer"],
    ]);
    admin = await t.signedIn("asha");
  });
  afterAll(() => t.stop());

  it("refuses everyone but an administrator: a leads account 403, no session 401", async () => {
    const desk = await t.signedIn("desk");
    const invite = { email: "x@example.in", role: "leads" };
    const refused = await t.call("POST", "/api/staff/invitations", desk, invite);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Only administrators can change staff accounts and invitations.");
    expect((await t.call("GET", "/api/staff/invitations", desk)).status).toBe(403);
    expect(
      (await t.call("PATCH", `/api/staff/${await t.idOf("writer")}`, desk, { active: false })).status,
    ).toBe(403);
    expect((await t.call("POST", "/api/staff/invitations", undefined, invite)).status).toBe(401);
    expect(await t.count("staff_invitations")).toBe(0);
  });

  it("invites by email with a one-time link that makes the account once, with the role, name and credential", async () => {
    const sent = await t.call("POST", "/api/staff/invitations", admin, {
      email: "Meera@Example.in",
      role: "clinician",
      displayName: "Dr Meera Iyer",
      credential: "M.Phil Clinical Psychology, RCI A12345",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      email: "meera@example.in",
      role: "clinician",
      invitedBy: "asha",
      expiresAt: "2026-12-04T05:00:00.000Z",
      expired: false,
    });
    const pending = await t.call("GET", "/api/staff/invitations", admin);
    expect((pending.body.data as { email: string }[]).map((row) => row.email)).toEqual(["meera@example.in"]);

    const { mail, token } = await t.mailTo("meera@example.in", invitationLink);
    expect(mail.subject).toBe("asha invited you to the Anvaya Health back office");
    expect(mail.body).toContain("with the role clinician (reviewing and approving health articles)");
    expect(mail.body).toContain("If you did not expect this invitation");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const row = await t.store.db.selectFrom("staff_invitations").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await t.services.team.invitations.offer(token)).toEqual({
      email: "meera@example.in",
      role: "clinician",
      invitedBy: "asha",
      expiresAt: "2026-12-04T05:00:00.000Z",
    });
    const made = await t.services.team.invitations.accept({
      token,
      username: "meera",
      password: "a new long password",
      repeat: "a new long password",
    });
    expect(made).toEqual({ username: "meera", role: "clinician" });
    const account = await t.store.db
      .selectFrom("users")
      .selectAll()
      .where("username", "=", "meera")
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      role: "clinician",
      email: "meera@example.in",
      display_name: "Dr Meera Iyer",
      credential: "M.Phil Clinical Psychology, RCI A12345",
    });
    expect((await t.login("meera", "blog", "a new long password")).status).toBe(200);
    // Used: refused with words that say so, and no second account.
    const users = await t.count("users");
    await expect(
      t.services.team.invitations.accept({
        token,
        username: "meera2",
        password: "another password",
        repeat: "another password",
      }),
    ).rejects.toThrow("This invitation has been used already.");
    expect(await t.count("users")).toBe(users);
    expect((await t.call("GET", "/api/staff/invitations", admin)).body.data).toEqual([]);
  });

  it("refuses bad input with 400 or 415 and stores nothing", async () => {
    const before = [await t.count("staff_invitations"), await t.count("outbox")];
    const badEmail = await t.call("POST", "/api/staff/invitations", admin, {
      email: "not an address",
      role: "leads",
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fieldErrors).toEqual({ email: "Enter an email address, like name@example.in." });
    const badRole = await t.call("POST", "/api/staff/invitations", admin, {
      email: "a@example.in",
      role: "owner",
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.fieldErrors).toHaveProperty("role");
    expect((await t.call("POST", "/api/staff/invitations", admin, "[1,2")).status).toBe(400);
    const form = await t.call("POST", "/api/staff/invitations", admin);
    expect(form.status).toBe(400);
    const typed = await t.app.request("/api/staff/invitations", {
      method: "POST",
      headers: { cookie: admin, "content-type": "text/plain" },
      body: "email=a@example.in",
    });
    expect(typed.status).toBe(415);
    await expect(
      t.services.team.invitations.accept({
        token: "x".repeat(43),
        username: "ok-name",
        password: "long enough",
        repeat: "long enough",
      }),
    ).rejects.toThrow("This invitation link is not valid.");
    expect([await t.count("staff_invitations"), await t.count("outbox")]).toEqual(before);
  });

  it("takes one invitation per address: a second is refused, and of two at once one is sent", async () => {
    const invite = { email: "sunil@example.in", role: "leads" };
    const answers = await Promise.all([
      t.call("POST", "/api/staff/invitations", admin, invite),
      t.call("POST", "/api/staff/invitations", admin, invite),
      t.call("POST", "/api/staff/invitations", admin, invite),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error).toBe(
      "An invitation to that address is pending: send it again or withdraw it.",
    );
    const mails = await t.store.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", "sunil@example.in")
      .execute();
    expect(mails).toHaveLength(1);
    // An address an account already has.
    const taken = await t.call("POST", "/api/staff/invitations", admin, {
      email: "meera@example.in",
      role: "leads",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("The account meera already uses that address.");
  });

  it("makes one account from two accepts of one invitation at once", async () => {
    await t.call("POST", "/api/staff/invitations", admin, { email: "twice@example.in", role: "writer" });
    const { token } = await t.mailTo("twice@example.in", invitationLink);
    const users = await t.count("users");
    const outcomes = await Promise.allSettled(
      ["twice-a", "twice-b", "twice-c"].map((username) =>
        t.services.team.invitations.accept({
          token,
          username,
          password: "long enough",
          repeat: "long enough",
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === "rejected")) {
      expect(String((outcome as PromiseRejectedResult).reason)).toContain(
        "This invitation has been used already.",
      );
    }
    expect(await t.count("users")).toBe(users + 1);
  });

  it("refuses a withdrawn or expired link with words that say so; a re-sent one works and the old link does not", async () => {
    await t.call("POST", "/api/staff/invitations", admin, { email: "gone@example.in", role: "blog" });
    const withdrawn = await t.mailTo("gone@example.in", invitationLink);
    const id = (
      (await t.call("GET", "/api/staff/invitations", admin)).body.data as { id: string; email: string }[]
    ).find((row) => row.email === "gone@example.in")?.id;
    expect((await t.call("DELETE", `/api/staff/invitations/${id}`, admin)).status).toBe(200);
    expect((await t.call("DELETE", `/api/staff/invitations/${id}`, admin)).status).toBe(409);
    await expect(t.services.team.invitations.offer(withdrawn.token)).rejects.toThrow(
      "This invitation was withdrawn.",
    );

    await t.call("POST", "/api/staff/invitations", admin, { email: "late@example.in", role: "blog" });
    const first = await t.mailTo("late@example.in", invitationLink);
    const users = await t.count("users");
    t.time.advance(72 * 60 * 60_000 + 1000);
    const accept = (token: string, username: string) =>
      t.services.team.invitations.accept({ token, username, password: "long enough", repeat: "long enough" });
    await expect(accept(first.token, "late")).rejects.toThrow("This invitation has expired.");
    expect(await t.count("users")).toBe(users);

    // Sessions last two hours: the administrator signs in again (which confirms it is them).
    admin = await t.signedIn("asha");
    const listed = (await t.call("GET", "/api/staff/invitations", admin)).body.data as {
      id: string;
      email: string;
      expired: boolean;
    }[];
    const late = listed.find((row) => row.email === "late@example.in");
    expect(late?.expired).toBe(true);
    const resent = await t.call("POST", `/api/staff/invitations/${late?.id}/resend`, admin);
    expect(resent.status).toBe(200);
    const second = await t.mailTo("late@example.in", invitationLink);
    expect(second.token).not.toBe(first.token);
    await expect(accept(first.token, "late")).rejects.toThrow("This invitation link is not valid.");
    await expect(accept(second.token, "late")).resolves.toEqual({ username: "late", role: "blog" });
  });
});

describe.each(dialects)("sudo mode and colleagues' accounts on %s", (dialect) => {
  const t = team(dialect);
  let admin: string;
  beforeAll(async () => {
    await t.start([
      ["asha", "admin"],
      ["ravi", "admin"],
      ["desk", "leads"],
      ["writer", "writer"],
      ["lockme", "admin"],
    ]);
    admin = await t.signedIn("asha");
  });
  afterAll(() => t.stop());

  it("asks for the password again after 10 minutes, before inviting; the name and credential do not ask", async () => {
    t.time.advance(10 * 60_000 + 1000);
    const refused = await t.call("POST", "/api/staff/invitations", admin, {
      email: "new@example.in",
      role: "leads",
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      confirmationNeeded: true,
      error:
        "Confirm it is you first: enter your password again (changes to staff accounts ask for it every 10 minutes).",
    });
    const writer = await t.idOf("writer");
    expect((await t.call("PATCH", `/api/staff/${writer}`, admin, { displayName: "Riya Sen" })).status).toBe(
      200,
    );
    expect((await t.call("PATCH", `/api/staff/${writer}`, admin, { role: "blog" })).status).toBe(403);

    const wrong = await t.call("POST", "/api/auth/confirm", admin, { password: "not it at all" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      error: "That is not your password. 2 attempts remaining.",
      attemptsRemaining: 2,
    });
    expect((await t.call("POST", "/api/auth/confirm", admin, {})).status).toBe(400);
    const right = await t.call("POST", "/api/auth/confirm", admin, { password: testPassword });
    expect(right.status).toBe(200);
    expect(
      (await t.call("POST", "/api/staff/invitations", admin, { email: "new@example.in", role: "leads" }))
        .status,
    ).toBe(201);
  });

  it("counts a wrong confirmation toward the sign-in lock", async () => {
    const own = await t.signedIn("lockme");
    const attempts = [];
    for (let i = 0; i < 3; i += 1)
      attempts.push(await t.call("POST", "/api/auth/confirm", own, { password: "wrong guess" }));
    expect(attempts.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect((await t.call("POST", "/api/auth/confirm", own, { password: testPassword })).status).toBe(429);
    const signIn = await t.login("lockme", "leads");
    expect(signIn.status).toBe(429);
    expect(signIn.body.error).toMatch(/^Account temporarily locked/);
  });

  it("deactivates an account: its sessions end at once and it cannot sign in until reactivated", async () => {
    const desk = await t.signedIn("desk");
    const id = await t.idOf("desk");
    expect((await t.call("GET", "/api/auth/session?area=leads", desk)).status).toBe(200);
    expect((await t.call("PATCH", `/api/staff/${id}`, admin, { active: false })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/session?area=leads", desk)).status).toBe(401);
    const refused = await t.login("desk", "leads");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("This account is deactivated. Ask an administrator to reactivate it.");
    const listed = (await t.call("GET", "/api/staff", admin)).body.data as { id: string; active: boolean }[];
    expect(listed.find((member) => member.id === id)?.active).toBe(false);
    expect((await t.call("PATCH", `/api/staff/${id}`, admin, { active: true })).status).toBe(200);
    expect((await t.login("desk", "leads")).status).toBe(200);
    const audit = await t.store.db
      .selectFrom("audit_log")
      .select(["action", "actor_username"])
      .where("entity_id", "=", id)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "deactivate account", actor_username: "asha" },
        { action: "reactivate account", actor_username: "asha" },
      ]),
    );
  });

  it("changes a colleague's role, ending their sessions; nobody changes their own", async () => {
    const writerCookie = await t.signedIn("writer", "blog");
    const id = await t.idOf("writer");
    expect((await t.call("PATCH", `/api/staff/${id}`, admin, { role: "clinician" })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/session?area=blog", writerCookie)).status).toBe(401);
    const own = await t.call("PATCH", `/api/staff/${await t.idOf("asha")}`, admin, { role: "leads" });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe("You cannot change your own role: ask another administrator.");
    expect((await t.call("PATCH", "/api/staff/not-an-id", admin, { role: "leads" })).status).toBe(404);
    expect((await t.call("PATCH", `/api/staff/${id}`, admin, { role: "owner" })).status).toBe(400);
    expect((await t.call("PATCH", `/api/staff/${id}`, admin, {})).status).toBe(400);
  });

  it("mails a colleague a one-time link to a new password; the old one stops working once it is used", async () => {
    const id = await t.idOf("writer");
    const refused = await t.call("POST", `/api/staff/${id}/password-reset`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "writer has no email address for the link. Add one first (Email on the Staff screen).",
    );
    expect((await t.call("PATCH", `/api/staff/${id}`, admin, { email: "riya@example.in" })).status).toBe(200);
    const session = await t.signedIn("writer", "blog");
    expect((await t.call("POST", `/api/staff/${id}/password-reset`, admin, {})).status).toBe(200);
    const { mail, token } = await t.mailTo("riya@example.in", passwordLink);
    expect(mail.subject).toBe("Choose a new password for your Anvaya Health staff account");
    expect(mail.body).toContain("asha asked for a new password for your staff account writer.");
    expect(await t.services.team.passwordLinks.offer(token)).toEqual({ username: "writer" });
    const use = (password: string) =>
      t.services.team.passwordLinks.use({ token, password, repeat: password });
    await expect(
      t.services.team.passwordLinks.use({ token, password: "short", repeat: "short" }),
    ).rejects.toThrow("Choose a password of at least 8 characters.");
    const uses = await Promise.allSettled([use("a brand new password"), use("another new password")]);
    expect(uses.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const chosen = uses[0]?.status === "fulfilled" ? "a brand new password" : "another new password";
    expect((await t.call("GET", "/api/auth/session?area=blog", session)).status).toBe(401);
    expect((await t.login("writer", "blog")).status).toBe(401);
    expect((await t.login("writer", "blog", chosen)).status).toBe(200);
    await expect(use("a third password")).rejects.toThrow("This link has been used already.");
  });

  it("takes a colleague's second factors off, and tells them", async () => {
    const id = await t.idOf("ravi");
    await t.store.db
      .updateTable("users")
      .set({ totp_secret: "JBSWY3DPEHPK3PXP", email: "ravi@example.in" })
      .where("id", "=", id)
      .execute();
    const before = (await t.call("GET", "/api/staff", admin)).body.data as {
      id: string;
      hasSecondFactor: boolean;
    }[];
    expect(before.find((member) => member.id === id)?.hasSecondFactor).toBe(true);
    expect((await t.call("POST", `/api/staff/${id}/second-factor-reset`, admin, {})).status).toBe(200);
    const after = (await t.call("GET", "/api/staff", admin)).body.data as {
      id: string;
      hasSecondFactor: boolean;
    }[];
    expect(after.find((member) => member.id === id)?.hasSecondFactor).toBe(false);
    const { mail } = await t.mailTo("ravi@example.in", "/admin-only-demo-requests");
    expect(mail.subject).toBe("Two-step sign-in was reset on your Anvaya Health staff account");
    const own = await t.call("POST", `/api/staff/${await t.idOf("asha")}/second-factor-reset`, admin, {});
    expect(own.status).toBe(400);
  });
});

describe.each(dialects)("the last active administrator on %s", (dialect) => {
  const t = team(dialect);
  beforeAll(() =>
    t.start([
      ["asha", "admin"],
      ["ravi", "admin"],
      ["desk", "leads"],
    ]),
  );
  afterAll(() => t.stop());

  it("of two administrators demoting each other at once, one change passes and the other is refused", async () => {
    const [asha, ravi] = [await t.signedIn("asha"), await t.signedIn("ravi")];
    const [ashaId, raviId] = [await t.idOf("asha"), await t.idOf("ravi")];
    const answers = await Promise.all([
      t.call("PATCH", `/api/staff/${raviId}`, asha, { role: "leads" }),
      t.call("PATCH", `/api/staff/${ashaId}`, ravi, { active: false }),
    ]);
    // One change passes. The other is refused as the last administrator's, or, when
    // the first one ended its sender's session before it was read, as signed out.
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) expect(refused.body.error).toMatch(lastAdminWords);
    const admins = await t.store.db
      .selectFrom("users")
      .select("username")
      .where("role", "=", "admin")
      .where("deactivated_at", "is", null)
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("of three such changes at once past their sessions, two pass and the other is refused as the last administrator's", async () => {
    await t.store.db.updateTable("users").set({ role: "admin", deactivated_at: null }).execute();
    const [asha, ravi, desk] = [await t.idOf("asha"), await t.idOf("ravi"), await t.idOf("desk")];
    const actor = (id: string, username: string) => ({
      id,
      username,
      role: "admin" as const,
      confirmedAt: t.time.clock().toISOString(),
    });
    const { accounts } = t.services.team;
    // Three administrators: two may go, not the third.
    const outcomes = await Promise.allSettled([
      accounts.change(actor(asha, "asha"), ravi, { role: "leads" }),
      accounts.change(actor(ravi, "ravi"), desk, { active: false }),
      accounts.change(actor(desk, "desk"), asha, { role: "writer" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(2);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason)).toMatch(lastAdminWords);
    const admins = await t.store.db
      .selectFrom("users")
      .select("username")
      .where("role", "=", "admin")
      .where("deactivated_at", "is", null)
      .execute();
    expect(admins).toHaveLength(1);
    // One administrator again, asha, for the next test.
    await t.store.db.updateTable("users").set({ role: "leads", deactivated_at: null }).execute();
    await t.store.db.updateTable("users").set({ role: "admin" }).where("username", "=", "asha").execute();
  });

  it("refuses to demote, deactivate or remove the last one, and removes others keeping what they wrote", async () => {
    const last = await t.store.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("role", "=", "admin")
      .where("deactivated_at", "is", null)
      .executeTakeFirstOrThrow();
    const cookie = await t.signedIn(last.username);
    const words = `${last.username} is the last active administrator. Make another account an administrator first.`;
    for (const [method, body] of [
      ["PATCH", { role: "leads" }],
      ["PATCH", { active: false }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await t.call(method, `/api/staff/${last.id}`, cookie, body);
      expect({ method, status: answer.status, error: answer.body.error }).toEqual({
        method,
        status: 409,
        error: words,
      });
    }

    const deskId = await t.idOf("desk");
    const noteId = crypto.randomUUID();
    await t.store.db
      .insertInto("audit_log")
      .values({
        id: noteId,
        actor_id: deskId,
        actor_username: "desk",
        action: "add note",
        entity_type: "demo_request",
        entity_id: crypto.randomUUID(),
        detail: null,
        created_at: "2026-12-01T05:00:00.000Z",
      })
      .execute();
    // What desk wrote: the note above, and whatever the test before had desk change (which of
    // its three changes at once is refused varies).
    const wrote = () =>
      t.store.db
        .selectFrom("audit_log")
        .select(["id", "actor_username"])
        .where("actor_id", "=", deskId)
        .orderBy("id")
        .execute();
    const before = await wrote();
    expect(before).toContainEqual({ id: noteId, actor_username: "desk" });
    const removed = await t.call("DELETE", `/api/staff/${deskId}`, cookie);
    expect(removed).toEqual({ status: 200, body: { success: true, message: "Removed desk." } });
    expect((await t.login("desk", "leads")).status).toBe(401);
    expect(await wrote()).toEqual(before);
    expect((await t.call("DELETE", `/api/staff/${deskId}`, cookie)).status).toBe(404);
  });
});
