import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#server/services/index.ts";
import { createTestApp, manualClock, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { readStaffPage, sessionExpiredNotice, signIn, signInKeepingRefusal, signOut } from "./staff-pages.ts";

const dialects = await testDialects();

/** A request to a staff page carrying the cookies a browser would have kept from `headers`. */
function requestWith(...sources: Headers[]): Request {
  const jar = new Map<string, string>();
  for (const headers of sources) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((a) => a.trim() === "Max-Age=0")) jar.delete(name);
      else jar.set(name, value);
    }
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return new Request("http://localhost/admin-only-demo-requests", { headers: cookie ? { cookie } : {} });
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe.each(dialects)("the staff pages' gate on %s", (dialect) => {
  let store: TestStore;
  let services: Services;
  const time = manualClock();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createTestApp(store, time.clock).services;
    await services.account.upsertUser("desk", testPassword, "leads");
    await services.account.upsertUser("locked-desk", testPassword, "leads");
    await services.account.upsertUser("redirected-desk", testPassword, "leads");
  });
  afterAll(() => store.destroy());

  it("shows the gate to a visitor with no session", async () => {
    const { state } = await readStaffPage(requestWith(), services, "leads", false);
    expect(state).toMatchObject({ staff: null, notice: null, lockedSeconds: 0, area: "leads" });
  });

  it("signs in with a session cookie and a one-time welcome", async () => {
    const result = await signIn(
      form({ username: "desk", password: testPassword }),
      services,
      "leads",
      true,
      "203.0.113.7",
    );
    expect(result.ok).toBe(true);
    const session = result.headers.getSetCookie().find((line) => line.startsWith("anvaya_session_leads="));
    expect(session?.split("; ")).toEqual(
      expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]),
    );
    expect(session).toMatch(/; Expires=/);

    const first = await readStaffPage(requestWith(result.headers), services, "leads", true);
    expect(first.state.staff).toMatchObject({ username: "desk", role: "leads" });
    expect(first.state.notice).toBe("Welcome! Access granted to Demo Requests Management System");
    // Shown once: the notice cookie is cleared by the same answer.
    const second = await readStaffPage(requestWith(result.headers, first.headers), services, "leads", true);
    expect(second.state.notice).toBeNull();
    expect(second.state.staff?.username).toBe("desk");
  });

  it("counts failures to a lock whose seconds come from the store", async () => {
    const wrong = form({ username: "locked-desk", password: "not it" });
    const first = await signIn(wrong, services, "leads", false, "203.0.113.7");
    expect(first).toMatchObject({
      ok: false,
      status: 401,
      error: "Invalid credentials. 2 attempts remaining.",
    });
    await signIn(wrong, services, "leads", false, "203.0.113.7");
    const third = await signIn(wrong, services, "leads", false, "203.0.113.7");
    expect(third).toMatchObject({
      ok: false,
      status: 429,
      error: "Too many failed attempts. Account locked for 15 minutes.",
      lockedSeconds: 900,
    });

    time.advance(60_000);
    const page = await readStaffPage(requestWith(third.headers), services, "leads", false);
    expect(page.state.lockedSeconds).toBe(840);
    // The right password does not open it.
    const right = await signIn(
      form({ username: "locked-desk", password: testPassword }),
      services,
      "leads",
      false,
      "203.0.113.7",
    );
    expect(right).toMatchObject({ ok: false, status: 429 });

    time.advance(841_000);
    const after = await readStaffPage(requestWith(third.headers), services, "leads", false);
    expect(after.state.lockedSeconds).toBe(0);
  });

  it("keeps a refusal for the page a redirect leads to, shown once", async () => {
    const wrong = form({ username: "redirected-desk", password: "not it" });
    const refused = await signInKeepingRefusal(wrong, services, "leads", false, "203.0.113.7");
    const page = await readStaffPage(requestWith(refused), services, "leads", false);
    expect(page.state).toMatchObject({
      staff: null,
      refusal: { status: 401, error: "Invalid credentials. 2 attempts remaining.", attemptsRemaining: 2 },
    });
    const again = await readStaffPage(requestWith(refused, page.headers), services, "leads", false);
    expect(again.state.refusal).toBeNull();

    // What the browser sends back is not trusted: anything but a refusal is dropped.
    const forged = new Request("http://localhost/admin-only-demo-requests", {
      headers: { cookie: `anvaya_refusal_leads=${encodeURIComponent('{"error":42}')}` },
    });
    expect((await readStaffPage(forged, services, "leads", false)).state.refusal).toBeNull();

    // A sign-in keeps no refusal, and clears its count.
    const right = form({ username: "redirected-desk", password: testPassword });
    const signedIn = await signInKeepingRefusal(right, services, "leads", false, "203.0.113.7");
    expect(signedIn.getSetCookie().some((line) => line.startsWith("anvaya_refusal_leads="))).toBe(false);
    const welcomed = await readStaffPage(requestWith(signedIn), services, "leads", false);
    expect(welcomed.state).toMatchObject({ staff: { username: "redirected-desk" }, refusal: null });
  });

  it("signs out on the server and says so once; an ended session says it ended", async () => {
    const signedIn = await signIn(
      form({ username: "desk", password: testPassword }),
      services,
      "leads",
      false,
      "203.0.113.7",
    );
    const welcomed = await readStaffPage(requestWith(signedIn.headers), services, "leads", false);
    const request = requestWith(signedIn.headers, welcomed.headers);
    const out = await signOut(request, services, "leads", false);
    const page = await readStaffPage(requestWith(signedIn.headers, out), services, "leads", false);
    expect(page.state).toMatchObject({ staff: null, notice: "Logged out successfully" });

    // The old cookie, kept by a second tab, no longer opens anything.
    const stale = await readStaffPage(request, services, "leads", false);
    expect(stale.state).toMatchObject({ staff: null, notice: sessionExpiredNotice });
  });

  it("keeps the areas apart", async () => {
    const signedIn = await signIn(
      form({ username: "desk", password: testPassword }),
      services,
      "leads",
      false,
      "203.0.113.7",
    );
    const blog = await readStaffPage(requestWith(signedIn.headers), services, "blog", false);
    expect(blog.state.staff).toBeNull();
  });
});
