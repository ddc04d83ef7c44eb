import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signIn } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Member = {
  id: string;
  username: string;
  name: string | null;
  role: string;
  credential: string | null;
  active: boolean;
  hasSecondFactor: boolean;
  lastSignInAt: string | null;
};

/*
 * GET /api/staff (issue 48) on the real app and store: an administrator sees
 * every account, leads staff the accounts that may own a lead, any other
 * role 403 and no session 401; each account with the id a lead's owner
 * takes, whether it has a second factor and when it last signed in.
 */
describe.each(dialects)("the staff list on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-12-01T05:00:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  const cookies: Record<string, string> = {};
  const signedInAt = "2026-12-01T05:00:00.000Z";

  const list = async (cookie?: string) => {
    const response = await made.app.request("/api/staff", { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: (await response.json()) as { data: Member[]; error?: string } };
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store, time.clock);
    const accounts = [
      ["asha", "admin"],
      ["desk", "leads"],
      ["blogger", "blog"],
      ["writer", "writer"],
      ["dr-mehta", "clinician"],
      ["quiet", "leads"],
    ] as const;
    for (const [username, role] of accounts)
      await made.services.account.upsertUser(username, "correct horse battery", role);
    await made.services.account.setProfile("dr-mehta", {
      displayName: "Dr. Nisha Mehta",
      credential: "M.Phil Clinical Psychology, RCI A12345",
    });
    // A second factor for one account: its authenticator app's secret.
    await store.db
      .updateTable("users")
      .set({ totp_secret: "JBSWY3DPEHPK3PXP" })
      .where("username", "=", "desk")
      .execute();
    cookies.admin = await signIn(made.app, "asha", "leads");
    cookies.blog = await signIn(made.app, "blogger", "blog");
    cookies.writer = await signIn(made.app, "writer", "blog");
    cookies.clinician = await signIn(made.app, "dr-mehta", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("shows an administrator every account, with its id, profile, second factor and last sign-in", async () => {
    const { status, body } = await list(cookies.admin);
    expect(status).toBe(200);
    expect(body.data.map((member) => member.username)).toEqual([
      "asha",
      "blogger",
      "desk",
      "dr-mehta",
      "quiet",
      "writer",
    ]);
    const byName = new Map(body.data.map((member) => [member.username, member]));
    const asha = await store.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", "asha")
      .executeTakeFirst();
    expect(byName.get("asha")).toEqual({
      id: asha?.id,
      username: "asha",
      name: null,
      role: "admin",
      credential: null,
      active: true,
      hasSecondFactor: false,
      lastSignInAt: signedInAt,
    });
    expect(byName.get("dr-mehta")).toMatchObject({
      name: "Dr. Nisha Mehta",
      role: "clinician",
      credential: "M.Phil Clinical Psychology, RCI A12345",
      lastSignInAt: signedInAt,
    });
    expect(byName.get("desk")).toMatchObject({ role: "leads", hasSecondFactor: true });
    // Never signed in: nothing records a sign-in.
    expect(byName.get("quiet")).toMatchObject({ lastSignInAt: null, hasSecondFactor: false });
  });

  it("shows leads staff the accounts that may own a lead, and an administrator signed in to the blog the same as in leads", async () => {
    const leads = await signIn(made.app, "quiet", "leads");
    const { status, body } = await list(leads);
    expect(status).toBe(200);
    expect(body.data.map((member) => [member.username, member.role])).toEqual([
      ["asha", "admin"],
      ["desk", "leads"],
      ["quiet", "leads"],
    ]);
    const adminInBlog = await signIn(made.app, "asha", "blog");
    expect((await list(adminInBlog)).body.data).toHaveLength(6);
  });

  it("refuses other roles with 403 and no session with 401", async () => {
    for (const role of ["blog", "writer", "clinician"]) {
      const { status, body } = await list(cookies[role]);
      expect({ role, status, error: body.error }).toEqual({
        role,
        status: 403,
        error: "Only administrators and leads staff can list staff accounts.",
      });
    }
    const anonymous = await list();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe("Please sign in to continue.");
  });
});
