import { createHash } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Browser, test as baseTest, type Locator, type Page } from "@playwright/test";
import { adminPassword, adminUsername, type RunningServer, startServer } from "#tests/faults/server.ts";
import {
  expect,
  expectNoSeriousAxe,
  gotoWhenReady,
  ownAddress,
  pageReady,
  signInTo,
  test,
  toast,
} from "#tests/utils/playwright.ts";
import type { Received } from "#tests/utils/smtp-sink.ts";
import { staffPassword } from "#tests/utils/staff.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { runUsers } from "../../scripts/users.ts";

/*
 * The Staff screen (issue 48) on the real server, store and SMTP inbox: an
 * administrator invites a colleague (the mail arrives), sends the
 * invitation again and withdraws it; sets a colleague's address, mails
 * them a password link and changes their role; deactivates a colleague who
 * is signed in elsewhere (their next page is the gate, which says the
 * account is deactivated) and reactivates them; confirms it is them when a
 * change asks (sudo mode), with JavaScript in a dialog and without it in a
 * form at the top. On a server of the spec's own on PostgreSQL with one
 * administrator: that administrator cannot demote, deactivate or remove
 * themselves, and invitations and deactivation work there too. Each test
 * acts as an administrator of its own on colleagues of its own
 * (tests/utils/staff.ts).
 */

const staffScreen = "/admin-only-demo-requests/staff";

let addresses = 0;
/** An address nobody else's test writes to. */
function freshAddress(label: string) {
  addresses += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${addresses}@team.example`;
}

/** What a mailbox on the test SMTP server holds, oldest first. */
async function mailbox(address: string): Promise<Received[]> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as Received[];
}

/** Waits (the outbox worker runs every few seconds) until `address` has `count` mails, and returns them. */
async function mailsTo(address: string, count: number): Promise<Received[]> {
  let found: Received[] = [];
  await expect
    .poll(
      async () => {
        found = await mailbox(address);
        return found.length;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(count);
  return found;
}

/** The link an invitation carries: its token differs with each sending. */
const invitationLink = (mail: Received) =>
  /\/admin-only-invitation\?token=[A-Za-z0-9_-]{20,}/.exec(mail.body)?.[0] ?? "";

/** A browser at `width` signed in to the leads area as `username`, the Staff screen open. */
async function adminPage(browser: Browser, username: string, width: number, origin = "") {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = gotoWhenReady(await context.newPage());
  await signInTo(page, "leads", username);
  await openStaff(page, origin);
  return page;
}

async function openStaff(page: Page, origin = "") {
  await page.goto(`${origin}${staffScreen}`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
}

/** An account's card on the Staff screen, found by its username. */
const cardOf = (page: Page, username: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: username, exact: true }) });

/** A pending invitation, found by its address. */
const invitationOf = (page: Page, email: string): Locator =>
  page
    .getByRole("region", { name: "Pending invitations" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: email, exact: true }) });

/** Every account as the API lists it to an administrator. */
async function accounts(page: Page, origin = "") {
  const response = await page.request.get(`${origin}/api/staff`);
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as { data: { id: string; username: string; role: string; active: boolean }[] }
  ).data;
}

const accountNamed = async (page: Page, username: string, origin = "") =>
  (await accounts(page, origin)).find((account) => account.username === username);

/**
 * Ages this browser's confirmation (sudo mode) past its 10 minutes, in the
 * suite's store: the session's id is the SHA-256 of its cookie.
 */
async function ageConfirmation(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "anvaya_session_leads");
  expect(cookie, "a leads session").toBeDefined();
  const id = createHash("sha256")
    .update(cookie?.value ?? "")
    .digest("hex");
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { timeout: 10_000 });
  try {
    const changed = db
      .prepare("UPDATE sessions SET confirmed_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 11 * 60_000).toISOString(), id);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Signs in at the gate shown on `page`, as a person does. */
async function signInAtGate(page: Page, username: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
}

for (const width of [375, 1440]) {
  test(`at ${width} px: an administrator invites a colleague, the mail arrives, is sent again and withdrawn`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await adminPage(browser, "team-admin", width);
    await expectNoSeriousAxe(page, `the Staff screen at ${width} px`);
    const email = freshAddress(`invitee-${width}`);
    const invite = page.getByRole("form", { name: "Invite a colleague" });

    // A role is needed: said under its field, and nothing is sent.
    await invite.getByLabel("Email address").fill(email);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    const role = invite.getByLabel("Role");
    await expect(role).toHaveAttribute("aria-invalid", "true");
    await expect(role).toHaveAccessibleDescription(/Choose a role/);
    await expect(role).toBeFocused();

    await role.selectOption({ label: "Clinician (reviews)" });
    await invite.getByLabel("Name on articles").fill("Dr Nisha Pillai");
    await invite.getByLabel("Clinical credential").fill("M.Phil Clinical Psychology, RCI C24680");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
    await expect(invite.getByLabel("Email address")).toHaveValue("");

    const pending = invitationOf(page, email);
    await expect(pending).toContainText("Clinician (reviews) · Invited by team-admin");
    await expect(pending).toContainText(/Expires \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);

    const [first] = await mailsTo(email, 1);
    expect(first?.subject).toMatch(/^team-admin invited you to the .+ back office$/);
    expect(first?.from).toBe(process.env.E2E_MAIL_FROM);
    expect(first?.body).toContain("invited you to join the");
    expect(first?.body).toContain("clinician (reviewing and approving health articles)");
    expect(first?.body).toContain("If you did not expect this invitation");
    const firstLink = invitationLink(first as Received);
    expect(firstLink).not.toBe("");
    await expectNoSeriousAxe(page, `the Staff screen with a pending invitation at ${width} px`);

    // Sent again: a second mail, with a new link.
    await pending.getByRole("button", { name: "Send again" }).click();
    await expect(toast(page, `Invitation sent to ${email} again.`)).toBeVisible();
    const mails = await mailsTo(email, 2);
    expect(invitationLink(mails[1] as Received)).not.toBe(firstLink);

    // Withdrawn after the question; Cancel first withdraws nothing.
    const question = page.getByRole("dialog", { name: `Withdraw the invitation to ${email}?` });
    await pending.getByRole("button", { name: "Withdraw" }).click();
    await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(pending).toBeVisible();
    await pending.getByRole("button", { name: "Withdraw" }).click();
    await question.getByRole("button", { name: "Withdraw" }).click();
    await expect(toast(page, `Invitation to ${email} withdrawn.`)).toBeVisible();
    await expect(pending).toHaveCount(0);
    await page.context().close();
  });
}

test("at 1440 px: an administrator sets a colleague's address, mails them a password link, changes their role and removes another", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser, "team-admin", 1440);
  const card = cardOf(page, "team-role");
  await expect(card).toContainText("Leads · Never signed in · Two-step sign-in off");
  // No address yet: no password link to send.
  await expect(card.getByRole("button", { name: "Send password reset link of team-role" })).toHaveCount(0);

  const email = freshAddress("team-role");
  await card.getByLabel("Email", { exact: true }).fill(email);
  await card.getByRole("button", { name: "Save email" }).click();
  await expect(toast(page, "Saved team-role's email address.")).toBeVisible();

  await card.getByRole("button", { name: "Send password reset link of team-role" }).click();
  await expect(toast(page, `Sent team-role a link to choose a new password, at ${email}.`)).toBeVisible();
  const [link] = await mailsTo(email, 1);
  expect(link?.subject).toMatch(/^Choose a new password for your .+ staff account$/);
  expect(link?.body).toContain("team-admin asked for a new password for your staff account team-role");
  expect(link?.body).toMatch(/\/admin-only-new-password\?token=[A-Za-z0-9_-]{20,}/);

  // A new role, after the question.
  await card.getByLabel("Role", { exact: true }).selectOption({ label: "Blog (publishes)" });
  await card.getByRole("button", { name: "Change role" }).click();
  const question = page.getByRole("dialog", { name: "Change team-role's role to Blog (publishes)?" });
  await expect(question).toContainText("signed out at once");
  await question.getByRole("button", { name: "Change role" }).click();
  await expect(toast(page, "team-role's role is now Blog (publishes).")).toBeVisible();
  await expect(card).toContainText("Blog (publishes) · Never signed in");
  expect((await accountNamed(page, "team-role"))?.role).toBe("blog");
  await expectNoSeriousAxe(page, "the Staff screen after a role change at 1440 px");

  // Removed after the question: the card goes, and the toast says so.
  const leaving = cardOf(page, "team-removed");
  await leaving.getByRole("button", { name: "Remove account of team-removed" }).click();
  const removal = page.getByRole("dialog", { name: "Remove team-removed?" });
  await expect(removal).toContainText("keep their name");
  await removal.getByRole("button", { name: "Remove account" }).click();
  await expect(toast(page, "Removed team-removed. What they wrote keeps their name.")).toBeVisible();
  await expect(leaving).toHaveCount(0);
  expect(await accountNamed(page, "team-removed")).toBeUndefined();
  await page.context().close();
});

test("at 375 px: a colleague deactivated while signed in meets the gate, which says so; reactivated, they sign in", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const colleague = gotoWhenReady(await (await browser.newContext()).newPage());
  await ownAddress(colleague, "team-leaver");
  await signInTo(colleague, "leads", "team-leaver");
  await colleague.goto("/admin-only-demo-requests/overview");
  await expect(colleague.getByLabel("Username")).toHaveCount(0);

  const page = await adminPage(browser, "team-admin", 375);
  const card = cardOf(page, "team-leaver");
  await expect(card).toContainText("Active");
  await card.getByRole("button", { name: "Deactivate of team-leaver" }).click();
  const question = page.getByRole("dialog", { name: "Deactivate team-leaver?" });
  await expect(question).toContainText("They are signed out at once and cannot sign in until reactivated.");
  await question.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "team-leaver is deactivated and signed out everywhere.")).toBeVisible();
  await expect(card).toContainText("Deactivated");
  await expect(card.getByRole("button", { name: "Reactivate of team-leaver" })).toBeVisible();
  await expectNoSeriousAxe(page, "the Staff screen with a deactivated account at 375 px");

  // Their next page is the gate, and the right password is refused with the reason.
  await colleague.goto("/admin-only-demo-requests/overview");
  await expect(
    colleague.getByRole("heading", { level: 1, name: "Demo Requests Management System" }),
  ).toBeVisible();
  await signInAtGate(colleague, "team-leaver");
  await expect(colleague.getByRole("alert")).toContainText(
    "This account is deactivated. Ask an administrator to reactivate it.",
  );
  expect((await accountNamed(page, "team-leaver"))?.active).toBe(false);

  await card.getByRole("button", { name: "Reactivate of team-leaver" }).click();
  await expect(toast(page, "team-leaver is active again and can sign in.")).toBeVisible();
  await signInAtGate(colleague, "team-leaver");
  await expect(colleague.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await colleague.context().close();
  await page.context().close();
});

test("sudo mode: past 10 minutes a change asks for the password in a dialog, a wrong one is refused, the right one completes it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser, "team-sudo", 1440);
  await ageConfirmation(page);
  const card = cardOf(page, "team-sudo-target");
  await card.getByLabel("Role", { exact: true }).selectOption({ label: "Clinician (reviews)" });
  await card.getByRole("button", { name: "Change role" }).click();
  await page
    .getByRole("dialog", { name: "Change team-sudo-target's role to Clinician (reviews)?" })
    .getByRole("button", { name: "Change role" })
    .click();

  const sudo = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(sudo).toContainText("ask for your password once every 10 minutes");
  const password = sudo.getByLabel("Password");
  await expect(password).toBeFocused();
  await password.fill("not my password");
  await sudo.getByRole("button", { name: "Confirm" }).click();
  await expect(sudo).toContainText(/That is not your password\. \d+ attempts? remaining\./);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  expect((await accountNamed(page, "team-sudo-target"))?.role).toBe("writer");
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxe(page, `the Confirm it's you dialog at ${width} px`);
  }

  await password.fill(staffPassword);
  await sudo.getByRole("button", { name: "Confirm" }).click();
  await expect(sudo).toBeHidden();
  await expect(toast(page, "team-sudo-target's role is now Clinician (reviews).")).toBeVisible();
  expect((await accountNamed(page, "team-sudo-target"))?.role).toBe("clinician");
  await page.context().close();
});

baseTest.describe("without JavaScript", () => {
  // Playwright's own test: ours waits for the page's script, which never runs here.
  baseTest.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  baseTest(
    "an administrator invites, deactivates, confirms it is them when asked, reactivates and withdraws",
    async ({ page }) => {
      baseTest.setTimeout(120_000);
      await signInTo(page, "leads", "team-nojs");
      await page.goto(staffScreen);
      const invite = page.getByRole("form", { name: "Invite a colleague" });
      const email = freshAddress("invitee-plain");

      // Refused: the reason at the top and under its field, what was typed kept.
      await invite.getByLabel("Email address").fill(email);
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Choose a role" })).toBeVisible();
      await expect(invite.getByLabel("Role")).toHaveAttribute("aria-invalid", "true");
      await expect(invite.getByLabel("Email address")).toHaveValue(email);

      await invite.getByLabel("Role").selectOption({ label: "Leads" });
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` }),
      ).toBeVisible();
      await expect(invitationOf(page, email)).toContainText("Leads · Invited by team-nojs");
      const [mail] = await mailsTo(email, 1);
      expect(mail?.subject).toMatch(/^team-nojs invited you to the .+ back office$/);

      const card = cardOf(page, "team-nojs-leaver");
      await card.getByRole("button", { name: "Deactivate of team-nojs-leaver" }).click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "team-nojs-leaver is deactivated and signed out everywhere." }),
      ).toBeVisible();
      await expect(card).toContainText("Deactivated");

      // Past 10 minutes: the form at the top asks, and a change says to confirm first.
      await ageConfirmation(page);
      await page.goto(staffScreen);
      const banner = page.getByRole("region", { name: "Confirm it's you" });
      await expect(banner).toContainText("ask for your password once every 10 minutes");
      await card.getByRole("button", { name: "Reactivate of team-nojs-leaver" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Confirm it is you first" })).toBeVisible();
      await banner.getByLabel("Password").fill("not my password");
      await banner.getByRole("button", { name: "Confirm" }).click();
      await expect(banner.getByLabel("Password")).toHaveAccessibleDescription(/That is not your password/);
      await banner.getByLabel("Password").fill(staffPassword);
      await banner.getByRole("button", { name: "Confirm" }).click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Confirmed. Changes to staff accounts are open for 10 minutes." }),
      ).toBeVisible();
      await expect(banner).toHaveCount(0);
      await card.getByRole("button", { name: "Reactivate of team-nojs-leaver" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "team-nojs-leaver is active again and can sign in." }),
      ).toBeVisible();

      await invitationOf(page, email).getByRole("button", { name: "Withdraw" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `Invitation to ${email} withdrawn.` }),
      ).toBeVisible();
      await expect(invitationOf(page, email)).toHaveCount(0);
    },
  );
});

test.describe("on PostgreSQL, with one administrator", () => {
  // A server of its own on a fresh database: about 10 s on a quiet machine.
  test.describe.configure({ mode: "serial", timeout: 150_000 });

  let store: TestStore;
  let server: RunningServer;
  const colleague = "pg-colleague";

  test.beforeAll(async () => {
    // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
    test.setTimeout(90_000);
    // Never skipped: PostgreSQL runs on the development machines and in CI.
    expect(await testDialects(), "PostgreSQL answers").toContain("postgres");
    store = await createTestStore("postgres");
    await store.close();
    const errors: string[] = [];
    const made = await runUsers(["add", colleague, "leads"], {
      env: { DATABASE_URL: store.url, DATA_DIR: store.dataDir, USER_PASSWORD: staffPassword },
      out: () => {},
      err: (line) => errors.push(line),
    });
    expect(made, errors.join("\n")).toBe(0);
    // Its mail goes to the suite's SMTP inbox.
    server = await startServer(
      { dataDir: store.dataDir, url: store.url },
      {
        SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_INBOX_PORT}`,
        MAIL_FROM: process.env.E2E_MAIL_FROM ?? "",
      },
    );
  });

  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await store?.destroy();
  });

  /** The spec server's administrator at `width`, the Staff screen open. */
  async function onlyAdmin(browser: Browser, width: number) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = gotoWhenReady(await context.newPage());
    const login = await page.request.post(`${server.origin}/api/auth/login`, {
      data: { username: adminUsername, password: adminPassword, area: "leads" },
      headers: { "x-forwarded-for": `192.0.2.${width === 375 ? 201 : 202}` },
    });
    expect(login.status()).toBe(200);
    await openStaff(page, server.origin);
    return page;
  }

  test("the last active administrator cannot be demoted, deactivated or removed", async ({ browser }) => {
    const page = await onlyAdmin(browser, 375);
    const own = cardOf(page, adminUsername);
    await expect(own).toContainText("You");
    for (const name of [
      "Change role",
      `Deactivate of ${adminUsername}`,
      `Remove account of ${adminUsername}`,
    ]) {
      await expect(own.getByRole("button", { name })).toHaveCount(0);
    }
    await expect(own).toContainText("changed by another administrator");
    await expectNoSeriousAxe(page, "the Staff screen of the only administrator at 375 px");

    // Sent anyway, by a form of one's own or the API: refused, and nothing changes.
    const me = await accountNamed(page, adminUsername, server.origin);
    const post = (form: Record<string, string>) =>
      page.request.post(`${server.origin}${staffScreen}`, {
        form: { id: me?.id ?? "", username: adminUsername, ...form },
      });
    // The only active administrator: refused as the last one (409), before it is one's own.
    const lastOne = `${adminUsername} is the last active administrator. Make another account an administrator first.`;
    const forms: Record<string, string>[] = [
      { intent: "role", role: "leads" },
      { intent: "deactivate" },
      { intent: "remove" },
    ];
    for (const form of forms) {
      const answer = await post(form);
      expect(answer.status(), form.intent).toBe(409);
      expect(await answer.text()).toContain(lastOne);
    }
    const patched = await page.request.patch(`${server.origin}/api/staff/${me?.id}`, {
      data: { role: "leads" },
    });
    expect(patched.status()).toBe(409);
    expect(((await patched.json()) as { error: string }).error).toBe(lastOne);
    expect((await page.request.delete(`${server.origin}/api/staff/${me?.id}`)).status()).toBe(409);
    expect(await accountNamed(page, adminUsername, server.origin)).toMatchObject({
      role: "admin",
      active: true,
    });
    await page.context().close();
  });

  test("an invitation is mailed and listed, and a colleague deactivated while signed in meets the gate", async ({
    browser,
  }) => {
    const away = gotoWhenReady(await (await browser.newContext()).newPage());
    const login = await away.request.post(`${server.origin}/api/auth/login`, {
      data: { username: colleague, password: staffPassword, area: "leads" },
      headers: { "x-forwarded-for": "192.0.2.210" },
    });
    expect(login.status()).toBe(200);

    const page = await onlyAdmin(browser, 1440);
    const email = freshAddress("invitee-pg");
    const invite = page.getByRole("form", { name: "Invite a colleague" });
    await invite.getByLabel("Email address").fill(email);
    await invite.getByLabel("Role").selectOption({ label: "Writer (submits for review)" });
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
    await expect(invitationOf(page, email)).toContainText(`Invited by ${adminUsername}`);
    const [mail] = await mailsTo(email, 1);
    expect(mail?.subject).toMatch(new RegExp(`^${adminUsername} invited you to the .+ back office$`));
    expect(mail?.body).toContain(`${server.site}/admin-only-invitation?token=`);

    const card = cardOf(page, colleague);
    await card.getByRole("button", { name: `Deactivate of ${colleague}` }).click();
    await page
      .getByRole("dialog", { name: `Deactivate ${colleague}?` })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await expect(toast(page, `${colleague} is deactivated and signed out everywhere.`)).toBeVisible();
    await expectNoSeriousAxe(page, "the Staff screen on PostgreSQL at 1440 px");

    await away.goto(`${server.origin}/admin-only-demo-requests/overview`);
    await expect(
      away.getByRole("heading", { level: 1, name: "Demo Requests Management System" }),
    ).toBeVisible();
    await signInAtGate(away, colleague);
    await expect(away.getByRole("alert")).toContainText("This account is deactivated.");
    await away.context().close();
    await page.context().close();
  });
});
