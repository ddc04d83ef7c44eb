import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type Browser, test as baseTest, type Page } from "@playwright/test";
import { createStore } from "#server/db/client.ts";
import { invitationWords } from "#server/services/staff-team/invitations.ts";
import { passwordLinkWords } from "#server/services/staff-team/password-links.ts";
import {
  adminUsername as ownAdmin,
  adminPassword as ownAdminPassword,
  type RunningServer,
  startServer,
} from "#tests/faults/server.ts";
import { expect, expectNoSeriousAxe, pageReady, signInTo, test, toast } from "#tests/utils/playwright.ts";
import { adminUsername as suiteAdmin } from "#tests/utils/staff.ts";
import { updateRows } from "#tests/utils/store-rows.ts";
import { invite, linkIn, mailTo, staffIdOf, stamp } from "#tests/utils/team.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { awayFromStepTurn, totpCode } from "#tests/utils/totp.ts";

/*
 * Joining the staff by invitation, and a new password by link (issue 48),
 * in the browser, on the real server, store and SMTP server: an
 * administrator invites a clinician through the API; the invitation arrives
 * in the clinician's mailbox naming who invited and the role; its link
 * opens the page, which refuses a short password and a repeat that differs
 * in the service's words and then makes the account; the clinician signs in
 * and approves a writer's post; the link then says it was used, and an
 * expired or withdrawn one says so. A password link sets a new password
 * once, and ends the account's sessions. The same, with two-step sign-in
 * required of everyone, on a server of this spec's own on PostgreSQL.
 */

const cover = "tests/fixtures/blog-cover.jpg";
const invitationPath = "/admin-only-invitation";
const newPasswordPath = "/admin-only-new-password";
const blogArea = "/admin-only-upload-blog";

/** A browser of its own at `width`, from a client address of its own (rate limits count per address). */
async function personAt(browser: Browser, width: number, label: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.9-${label}-${stamp()}` },
  });
  return context.newPage();
}

/** Opens `url` and waits until the page is ready (its script run; React hydrated where it hydrates). */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator(pageReady).waitFor({ state: "attached" });
  return response;
}

/** A draft written through the API by the page's (writer's) account and submitted for review; its id. */
async function submittedDraft(page: Page, origin: string, title: string) {
  const created = await page.request.post(`${origin}/api/blogs`, {
    multipart: {
      title,
      excerpt: "What to say when a friend tells you they are struggling.",
      content: "## Listen first\n\nAsk how they are, and wait for the answer. Tele-MANAS answers on 14416.",
      author: "Riya Sen",
      authorRole: "Health writer",
      category: "mental-health",
      tags: JSON.stringify(["friends"]),
      status: "draft",
      image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync(cover) },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  expect((await page.request.post(`${origin}/api/blogs/${data.id}/submit`)).status()).toBe(200);
  return data.id;
}

type Invitee = { email: string; username: string; password: string };

const newInvitee = (label: string): Invitee => {
  const word = stamp();
  return {
    email: `${label}-${word}@clinic.example`,
    username: `${label}.${word}`,
    password: `a long password for ${label}`,
  };
};

/** The invitation mail to `email`: it names who invited and the role; its link. */
async function invitationLink(email: string, invitedBy: string) {
  const mail = await mailTo(email, new RegExp(`^${invitedBy} invited you to the .+ back office$`));
  expect(mail.from).toBe(process.env.E2E_MAIL_FROM);
  expect(mail.body).toContain(`${invitedBy} invited you to join the`);
  expect(mail.body).toContain("with the role clinician (reviewing and approving health articles)");
  expect(mail.body).toContain("If you did not expect this invitation");
  return linkIn(mail, invitationPath);
}

/**
 * On the invitation's page: what it says of the invitation, a too-short
 * password and a repeat that differs refused beside their fields (the
 * username kept, the passwords never), then the account made.
 */
async function acceptWithMistakes(
  page: Page,
  link: string,
  invitee: Invitee,
  { width, twoStep }: { width: number; twoStep: boolean },
) {
  const response = await open(page, link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["referrer-policy"]).toBe("strict-origin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Join the .+ back office$/);
  await expect(
    page.getByText(
      `invited you (${invitee.email}) with the role clinician (reviewing and approving health articles).`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^This link works once, until \d+ \w+ \d{4}, .+ IST\.$/)).toBeVisible();
  await expect(
    page.getByText("Use 3 to 40 lower-case letters, digits, dots, dashes or underscores."),
  ).toBeVisible();
  // Under a two-step policy that covers the role, the page says so before and after.
  const appNotice = page.getByText(
    "Your role needs two-step sign-in: the first time you sign in, you set up an authenticator app",
  );
  await expect(appNotice).toHaveCount(twoStep ? 1 : 0);
  await expectNoSeriousAxe(page, `the invitation at ${width} px`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  const username = page.getByLabel("Username");
  const password = page.getByLabel("Password", { exact: true });
  const repeat = page.getByLabel("Repeat the password");
  await username.fill(invitee.username);
  await password.fill("short");
  await repeat.fill("short");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.locator("#join-password-error")).toHaveText(
    "Choose a password of at least 8 characters.",
  );
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(username).toHaveValue(invitee.username);
  await expect(password).toHaveValue("");
  await expect(page.getByRole("alert")).toContainText("There is a problem");

  await password.fill(invitee.password);
  await repeat.fill(`${invitee.password} again`);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.locator("#join-repeat-error")).toHaveText("The two passwords are not the same.");
  await expect(page.locator("#join-password-error")).toHaveCount(0);
  await expect(username).toHaveValue(invitee.username);
  await expectNoSeriousAxe(page, `the refused invitation form at ${width} px`);

  await password.fill(invitee.password);
  await repeat.fill(invitee.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is ready");
  await expect(page.getByText(`Your username is ${invitee.username}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", blogArea);
  await expect(appNotice).toHaveCount(twoStep ? 1 : 0);
  await expectNoSeriousAxe(page, `the account made, at ${width} px`);
}

/** Follows the page's "Sign in": the Referer the gate gets is the origin alone, never the link's token. */
async function followSignIn(page: Page, origin: string) {
  const [request] = await Promise.all([
    page.waitForRequest((asked) => asked.isNavigationRequest() && asked.url() === `${origin}${blogArea}`),
    page.getByRole("link", { name: "Sign in" }).click(),
  ]);
  expect((await request.allHeaders()).referer).toBe(`${origin}/`);
  await page.locator(pageReady).waitFor({ state: "attached" });
}

/** The gate's first step, as a person fills it in. */
async function signInAtGate(page: Page, invitee: Invitee) {
  await expect(page.getByRole("heading", { level: 1, name: "Blog Management System" })).toBeVisible();
  await page.getByLabel("Username").fill(invitee.username);
  await page.getByLabel("Password").fill(invitee.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** In the blog area, a clinician approves the post `postId`. */
async function approve(page: Page, origin: string, postId: string) {
  await open(page, `${origin}${blogArea}?edit=${postId}`);
  await expect(page.getByText("Waiting for a clinician's review.")).toBeVisible();
  await page.getByLabel("Approval note (optional)").fill("Clear and kind.");
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Approved. A publisher can now publish this text.")).toBeVisible();
}

/** Opens a link that no longer works: the service's words, no form, the status given. */
async function refusedLink(page: Page, link: string, words: string, status: number) {
  const response = await open(page, link);
  expect(response?.status()).toBe(status);
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.locator("form[method=post]")).toHaveCount(0);
}

for (const width of [375, 1440]) {
  test(`at ${width} px: an administrator invites a clinician, who accepts by the mailed link, signs in and approves a writer's post`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? "";
    const invitee = newInvitee(`clin${width}`);
    const admin = await personAt(browser, 1440, "admin");
    await signInTo(admin, "leads");
    await invite(admin.request, origin, {
      email: invitee.email,
      role: "clinician",
      displayName: `Dr Asha Rao ${width}`,
      credential: "M.Phil Clinical Psychology, RCI A12345",
    });
    const writer = await personAt(browser, 1440, "writer");
    await signInTo(writer, "blog", "review-writer");
    const postId = await submittedDraft(writer, origin, `Listening to a friend ${stamp()}`);

    const link = await invitationLink(invitee.email, suiteAdmin);
    const clinician = await personAt(browser, width, `clinician-${width}`);
    // The policy is off on the suite's server: nothing said of an authenticator app.
    await acceptWithMistakes(clinician, link, invitee, { width, twoStep: false });
    await followSignIn(clinician, origin);
    await signInAtGate(clinician, invitee);
    await expect(toast(clinician, "Welcome! Access granted to Blog Management System")).toBeVisible();
    await approve(clinician, origin, postId);

    await refusedLink(clinician, link, invitationWords.used, 409);
    await expectNoSeriousAxe(clinician, `a used invitation at ${width} px`);
    await writer.request.delete(`${origin}/api/blogs/${postId}`);
    await Promise.all([admin, writer, clinician].map((page) => page.context().close()));
  });
}

test("an expired invitation and a withdrawn one say so, and make no account", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "";
  const admin = await personAt(browser, 1440, "admin-lapsed");
  await signInTo(admin, "leads");
  const lapsed = newInvitee("lapsed");
  const withdrawn = newInvitee("withdrawn");
  await invite(admin.request, origin, { email: lapsed.email, role: "clinician" });
  const withdrawnId = await invite(admin.request, origin, { email: withdrawn.email, role: "clinician" });
  const lapsedLink = await invitationLink(lapsed.email, suiteAdmin);
  const withdrawnLink = await invitationLink(withdrawn.email, suiteAdmin);

  // The invitation's 72 hours have run out.
  const store = createStore({ dataDir: process.env.E2E_DATA_DIR ?? "" });
  try {
    await updateRows(
      store.db,
      "staff_invitations",
      { email: lapsed.email },
      { expires_at: "2020-01-01T00:00:00.000Z" },
    );
  } finally {
    await store.close();
  }
  const page = await personAt(browser, 375, "lapsed");
  await refusedLink(page, lapsedLink, invitationWords.expired, 409);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This invitation cannot be used");
  await expectNoSeriousAxe(page, "an expired invitation at 375 px");
  // A post with the lapsed token (a form left open) is refused the same way, and makes nothing.
  const post = await page.request.post(lapsedLink, {
    form: {
      token: new URL(lapsedLink).searchParams.get("token") ?? "",
      username: lapsed.username,
      password: lapsed.password,
      repeat: lapsed.password,
    },
  });
  expect(post.status()).toBe(409);
  expect(await post.text()).toContain(invitationWords.expired);

  expect((await admin.request.delete(`${origin}/api/staff/invitations/${withdrawnId}`)).status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await refusedLink(page, withdrawnLink, invitationWords.withdrawn, 409);
  await refusedLink(
    page,
    `${origin}${invitationPath}?token=not-a-token-we-sent`,
    invitationWords.unknown,
    404,
  );
  await expectNoSeriousAxe(page, "an unknown invitation at 1440 px");

  const staff = await admin.request.get(`${origin}/api/staff`);
  const names = ((await staff.json()) as { data: { username: string }[] }).data.map((row) => row.username);
  expect(names).not.toContain(lapsed.username);
  await Promise.all([admin, page].map((p) => p.context().close()));
});

test("a password link mailed by an administrator sets a new password once and ends the account's sessions", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const admin = await personAt(browser, 1440, "admin-reset");
  await signInTo(admin, "leads");
  // An account with an address: invited and accepted (its page's plain post).
  const member = newInvitee("reset");
  await invite(admin.request, origin, { email: member.email, role: "clinician" });
  const link = await invitationLink(member.email, suiteAdmin);
  const token = new URL(link).searchParams.get("token") ?? "";
  const accepted = await admin.request.post(link, {
    form: { token, username: member.username, password: member.password, repeat: member.password },
  });
  expect(accepted.status()).toBe(200);
  const id = await staffIdOf(admin.request, origin, member.username);

  // Signed in somewhere: that session ends with the new password.
  const elsewhere = await personAt(browser, 1440, "reset-elsewhere");
  const login = (password: string) =>
    elsewhere.request.post(`${origin}/api/auth/login`, {
      data: { username: member.username, password, area: "blog" },
    });
  expect((await login(member.password)).status()).toBe(200);
  expect((await elsewhere.request.get(`${origin}/api/auth/session?area=blog`)).status()).toBe(200);

  const sent = await admin.request.post(`${origin}/api/staff/${id}/password-reset`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await mailTo(member.email, /^Choose a new password for your .+ staff account$/);
  expect(mail.body).toContain(
    `${suiteAdmin} asked for a new password for your staff account ${member.username}`,
  );
  const passwordLink = linkIn(mail, newPasswordPath);

  for (const width of [375, 1440]) {
    const page = await personAt(browser, width, `reset-${width}`);
    const response = await open(page, passwordLink);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("strict-origin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(page.getByText(`For the staff account ${member.username}.`)).toBeVisible();
    await expectNoSeriousAxe(page, `the new password's page at ${width} px`);
    await page.getByLabel("Password", { exact: true }).fill("a new long password");
    await page.getByLabel("Repeat the password").fill("a new long password!");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.locator("#new-repeat-error")).toHaveText("The two passwords are not the same.");
    await expectNoSeriousAxe(page, `the refused new password at ${width} px`);
    await page.context().close();
  }

  const page = await personAt(browser, 375, "reset-done");
  await open(page, passwordLink);
  await page.getByLabel("Password", { exact: true }).fill("a new long password");
  await page.getByLabel("Repeat the password").fill("a new long password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your password is changed");
  await expect(page.getByText(`Every session of ${member.username} has ended`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", blogArea);
  await expectNoSeriousAxe(page, "the password changed, at 375 px");

  expect((await elsewhere.request.get(`${origin}/api/auth/session?area=blog`)).status()).toBe(401);
  expect((await login(member.password)).status()).toBe(401);
  expect((await login("a new long password")).status()).toBe(200);
  await refusedLink(page, passwordLink, passwordLinkWords.used, 409);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link cannot be used");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSeriousAxe(page, "a used password link at 1440 px");
  await Promise.all([admin, elsewhere, page].map((p) => p.context().close()));
});

baseTest(
  "without JavaScript: the invitation's form refuses in place and makes the account",
  async ({ browser, baseURL }) => {
    baseTest.setTimeout(90_000);
    const origin = baseURL ?? "";
    const admin = await personAt(browser, 1440, "admin-plain");
    await signInTo(admin, "leads");
    const invitee = newInvitee("plain");
    await invite(admin.request, origin, { email: invitee.email, role: "clinician" });
    const link = await invitationLink(invitee.email, suiteAdmin);
    const page = await personAt(browser, 375, "plain", false);
    await page.goto(link);
    await page.getByLabel("Username").fill("Not A Username");
    await page.getByLabel("Password", { exact: true }).fill(invitee.password);
    await page.getByLabel("Repeat the password").fill(invitee.password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(link);
    await expect(page.locator("#join-username-error")).toHaveText(
      "Use 3 to 40 lower-case letters, digits, dots, dashes or underscores.",
    );
    await expect(page.getByLabel("Username")).toHaveValue("Not A Username");
    await expect(page.getByRole("link", { name: "Use 3 to 40 lower-case letters" })).toHaveAttribute(
      "href",
      "#join-username",
    );
    await page.getByLabel("Username").fill(invitee.username);
    await page.getByLabel("Password", { exact: true }).fill(invitee.password);
    await page.getByLabel("Repeat the password").fill(invitee.password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is ready");
    await page.getByRole("link", { name: "Sign in" }).click();
    await signInAtGate(page, invitee);
    await expect(page.getByLabel("Username")).toHaveCount(0);
    expect((await page.request.get(`${origin}/api/auth/session?area=blog`)).status()).toBe(200);
    await Promise.all([admin, page].map((p) => p.context().close()));
  },
);

test.describe("on PostgreSQL, with two-step sign-in required of everyone", () => {
  // A server of its own on a fresh database: about 10 s on a quiet machine.
  test.describe.configure({ mode: "serial", timeout: 150_000 });

  let store: TestStore;
  let server: RunningServer;
  let admin: Page;
  const writer = { username: "pg-writer", password: "a long pg writer password" };
  const invitees = { 375: newInvitee("pgclin375"), 1440: newInvitee("pgclin1440") };
  const lapsed = newInvitee("pglapsed");
  const links: Record<string, string> = {};
  const posts: Record<string, string> = {};

  test.beforeAll(async () => {
    // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
    test.setTimeout(90_000);
    // Never skipped: PostgreSQL runs on the development machines and in CI.
    expect(await testDialects(), "PostgreSQL answers").toContain("postgres");
    store = await createTestStore("postgres");
    // The server owns the database from now on.
    await store.close();
    // A writer made as the README says for a server's first accounts: the users CLI.
    const made = spawnSync(process.execPath, ["scripts/users.ts", "add", writer.username, "writer"], {
      env: {
        ...process.env,
        DATABASE_URL: store.url,
        DATA_DIR: store.dataDir,
        USER_PASSWORD: writer.password,
      },
      encoding: "utf8",
    });
    expect(made.status, made.stderr).toBe(0);
    // Its mail goes to the suite's SMTP server, from the suite's sender.
    server = await startServer(
      { dataDir: store.dataDir, url: store.url },
      {
        SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_INBOX_PORT}`,
        MAIL_FROM: process.env.E2E_MAIL_FROM ?? "",
      },
    );
  });

  test.afterAll(async () => {
    await admin?.context().close();
    server?.child.kill("SIGTERM");
    await server?.exited;
    await store?.destroy();
  });

  test("the administrator invites two clinicians, a writer submits two posts, and Settings require two-step sign-in of everyone", async ({
    browser,
  }) => {
    admin = await personAt(browser, 1440, "pg-admin");
    const signIn = await admin.request.post(`${server.origin}/api/auth/login`, {
      data: { username: ownAdmin, password: ownAdminPassword, area: "leads" },
    });
    expect(signIn.status()).toBe(200);
    for (const [width, invitee] of Object.entries(invitees)) {
      await invite(admin.request, server.origin, {
        email: invitee.email,
        role: "clinician",
        displayName: `Dr Kavya Nair ${width}`,
        credential: "MD Psychiatry, NMC 24680",
      });
    }
    await invite(admin.request, server.origin, { email: lapsed.email, role: "clinician" });

    const author = await personAt(browser, 1440, "pg-writer");
    const writerIn = await author.request.post(`${server.origin}/api/auth/login`, {
      data: { ...writer, area: "blog" },
    });
    expect(writerIn.status()).toBe(200);
    for (const width of Object.keys(invitees)) {
      posts[width] = await submittedDraft(author, server.origin, `Sleep after loss ${width} ${stamp()}`);
    }
    await author.context().close();

    await open(admin, `${server.origin}/admin-only-demo-requests/settings`);
    await admin.getByRole("radio", { name: "Every staff account" }).check();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(admin, "Settings saved")).toBeVisible();

    for (const [, invitee] of Object.entries(invitees)) {
      links[invitee.email] = await invitationLink(invitee.email, ownAdmin);
    }
    links[lapsed.email] = await invitationLink(lapsed.email, ownAdmin);
  });

  for (const width of [375, 1440] as const) {
    test(`at ${width} px the clinician accepts, is told of the authenticator app, sets it up at the first sign-in, then approves the writer's post`, async ({
      browser,
    }) => {
      const invitee = invitees[width];
      const link = links[invitee.email] ?? "";
      expect(link.startsWith(`${server.site}${invitationPath}?token=`)).toBe(true);
      const page = await personAt(browser, width, `pg-clinician-${width}`);
      await acceptWithMistakes(page, link, invitee, { width, twoStep: true });
      await followSignIn(page, server.origin);
      await signInAtGate(page, invitee);
      // No session before the app is set up: the API says so meanwhile.
      await expect(
        page.getByText(`Your account (${invitee.username}) needs two-step sign-in.`),
      ).toBeVisible();
      expect((await page.request.get(`${server.origin}/api/auth/session?area=blog`)).status()).toBe(401);
      await expectNoSeriousAxe(page, `enrolment of the new account at ${width} px`);
      await awayFromStepTurn(8_000);
      const secret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s/g, "");
      await page.getByLabel("Code from the app").fill(totpCode(secret));
      await page.getByRole("button", { name: "Turn on" }).click();
      await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      await page.getByRole("button", { name: "I have saved them: continue" }).click();
      await expect(toast(page, "Welcome! Access granted to Blog Management System")).toBeVisible();
      await approve(page, server.origin, posts[width] ?? "");

      await refusedLink(page, link, invitationWords.used, 409);
      await page.context().close();
    });
  }

  test("an expired invitation says so", async ({ browser }) => {
    const db = createStore({ url: store.url, dataDir: store.dataDir });
    try {
      await updateRows(
        db.db,
        "staff_invitations",
        { email: lapsed.email },
        { expires_at: "2020-01-01T00:00:00.000Z" },
      );
    } finally {
      await db.close();
    }
    const page = await personAt(browser, 375, "pg-lapsed");
    await refusedLink(page, links[lapsed.email] ?? "", invitationWords.expired, 409);
    await expectNoSeriousAxe(page, "an expired invitation on PostgreSQL at 375 px");
    await page.context().close();
  });
});
