import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import ICAL from "ical.js";
import {
  expect,
  expectNoSeriousAxe,
  ownAddress,
  sendContactMessage,
  sendDemoForm,
  signInTo,
  test,
  toast,
} from "#tests/utils/playwright.ts";
import { partNamed, type Received } from "#tests/utils/smtp-sink.ts";

/*
 * The lead desk (issue 32) in the browser, on the real server, store and a
 * real SMTP server (tests/setup/smtp-inbox.ts): an urgent message is
 * assigned to a colleague, who is mailed; a note is added; a reply is
 * written in the detail and arrives in the visitor's mailbox from MAIL_FROM
 * with its text; the thread shows it sent and the first response is
 * recorded. A mail the server refuses for good is listed in the admin's
 * Mail view and sent again.
 */

/** What a mailbox on the test SMTP server holds, oldest first. */
async function mailbox(address: string): Promise<Received[]> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as Received[];
}

/** Waits (the outbox worker runs every 5 s) for a mail to `address` whose subject matches. */
async function mailTo(address: string, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(address)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as Received;
}

for (const width of [375, 1440]) {
  test(`at ${width} px: an urgent message is assigned, noted and answered from the back office, and the answer reaches the visitor`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const tag = `Reply${width}${Date.now().toString(36)}`;
    const visitor = `${tag.toLowerCase()}@example.com`;
    await sendContactMessage(
      page,
      tag,
      "general",
      "I cannot sleep and feel hopeless, I want to die.",
      visitor,
    );

    await signInTo(page, "leads", "leads-desk");
    // The overview puts it among the urgent, with its due time, and opens it.
    await page.goto("/admin-only-demo-requests/overview");
    const attention = page.getByRole("region", { name: "Urgent and overdue" });
    const item = attention.getByRole("listitem").filter({ hasText: `Inquiry from ${tag}` });
    await expect(item).toContainText("Urgent");
    await expect(item).toContainText(/Due in 1[45] min/);
    await item.getByRole("link", { name: `Inquiry from ${tag}` }).click();
    const detail = page.getByRole("dialog", { name: `Inquiry from ${tag}` });

    // Assigned to a colleague, who hears of it by mail.
    const handling = detail.getByRole("region", { name: "Handling" });
    await handling.getByLabel("Owner").selectOption("leads-colleague");
    await handling.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Lead updated")).toBeVisible();
    const assigned = await mailTo(
      "colleague@anvaya.example",
      new RegExp(`A contact message is now yours: ${tag}`),
    );
    expect(assigned.body).toContain("leads-desk assigned a contact message to you.");

    // A note, for staff only.
    const notes = detail.getByRole("region", { name: "Notes" });
    await notes.getByLabel("Note").fill("Called at 10:05, no answer; replying by mail.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added")).toBeVisible();

    // The reply, written in the detail.
    const replies = detail.getByRole("region", { name: "Replies" });
    await expect(replies).toContainText("No reply sent yet.");
    await expect(replies.getByLabel("Subject")).toHaveValue(`Re: About ${tag}`);
    await replies.getByLabel("Reply").fill(`Dear ${tag},\nThank you for writing. We can talk today at 5 pm.`);
    await replies.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent", { exact: true })).toBeVisible();
    await expect(replies.getByRole("listitem")).toContainText(`leads-desk to ${visitor}`);
    await expect(handling).toContainText("First answered");

    // It arrives in the visitor's mailbox, from MAIL_FROM, with the text as written.
    const mail = await mailTo(visitor, new RegExp(`Re: About ${tag}`));
    expect(mail.from).toBe(process.env.E2E_MAIL_FROM);
    expect(mail.body).toContain("We can talk today at 5 pm.");
    expect(mail.body).not.toContain("no answer; replying by mail");
    // Every mail comes from MAIL_FROM: the acknowledgement too.
    const acknowledgement = (await mailbox(visitor)).find((m) => m !== mail);
    expect(acknowledgement?.from).toBe(process.env.E2E_MAIL_FROM);

    // Once sent, the thread says so.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByRole("dialog", { name: `Inquiry from ${tag}` })
            .getByRole("region", { name: "Replies" })
            .getByRole("listitem")
            .first()
            .textContent();
        },
        { timeout: 15_000 },
      )
      .toContain("Sent");
    await expect(
      page
        .getByRole("dialog", { name: `Inquiry from ${tag}` })
        .getByRole("region", { name: "Handling" })
        .getByLabel("Stage"),
    ).toHaveValue("contacted");

    // Answered, it leaves the overview's list, and this week has a median first response.
    await page.goto("/admin-only-demo-requests/overview");
    await expect(page.getByRole("region", { name: "Urgent and overdue" })).not.toContainText(tag);
    const weeks = page.getByRole("region", { name: "The last 8 weeks" });
    await expect(weeks.getByRole("row").last().getByRole("cell").last()).not.toHaveText("–");
    await expect(weeks.getByRole("img", { name: /Leads received and median first response/ })).toBeVisible();
  });
}

test("at 375 px: a mail the server refused for good is in the admin's Mail view, and sent again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const tag = `Bounce${Date.now().toString(36)}`;
  // Every address at bounce.example is refused; this run's own, so its mail is the only one.
  const refused = `${tag.toLowerCase()}@bounce.example`;
  await sendContactMessage(page, tag, "general", "When are you open?", refused);
  // The server refuses the acknowledgement (550); its first try is made within seconds.
  // The server writes while other tests run (their leads, its checkpoints): wait for its lock, as it would.
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { timeout: 10_000 });
  try {
    const failedOnce = () =>
      db
        .prepare(
          "SELECT id, attempts, last_error FROM outbox WHERE recipient = ? AND kind = 'acknowledgement' AND attempts > 0",
        )
        .all(refused) as { id: string; attempts: number; last_error: string }[];
    await expect.poll(() => failedOnce().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [first] = failedOnce();
    expect(first?.last_error).toMatch(/550/);
    // Its two retries come a minute and a half later: stand in for that wait.
    const failForGood = () =>
      db
        .prepare("UPDATE outbox SET attempts = 3, dead_at = ? WHERE id = ?")
        .run(new Date().toISOString(), first?.id ?? "");
    failForGood();

    await signInTo(page, "leads");
    await page.goto("/admin-only-demo-requests");
    const mailView = async () => {
      await page.getByRole("navigation", { name: "Staff areas" }).getByRole("link", { name: "Mail" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    };
    await mailView();
    const row = page.getByRole("listitem").filter({ hasText: `Acknowledgement to ${refused}` });
    await expect(row).toContainText("after 3 tries");

    // The inquiry itself lists the mail that failed, and sends it again.
    await row.getByRole("link", { name: "Open the inquiry" }).click();
    const inquiry = page.getByRole("dialog", { name: `Inquiry from ${tag}` });
    const failedLine = inquiry.getByText("Not delivered", { exact: false });
    await expect(failedLine).toBeVisible();
    await inquiry.getByRole("button", { name: "Send again" }).click();
    await expect(toast(page, "Mail queued to send again")).toBeVisible();
    await expect(failedLine).toHaveCount(0);

    // Tried again and refused again (its next try is a while off), then failed for good once
    // more, it is sent again from the Mail view.
    const triedAgain = () =>
      db
        .prepare("SELECT id FROM outbox WHERE id = ? AND attempts > 0 AND dead_at IS NULL")
        .get(first?.id ?? "");
    await expect.poll(() => triedAgain() !== undefined, { timeout: 20_000 }).toBe(true);
    failForGood();
    await page.goto("/admin-only-demo-requests");
    await mailView();
    await expect(row).toContainText("after 3 tries");
    await expect(row.getByRole("link", { name: "Open the inquiry" })).toBeVisible();
    await row.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("Mail queued to send again")).toBeVisible();
    await expect(row).toHaveCount(0);
    const after = db.prepare("SELECT dead_at, attempts FROM outbox WHERE id = ?").get(first?.id ?? "") as {
      dead_at: string | null;
      attempts: number;
    };
    expect(after.dead_at).toBeNull();
    expect(after.attempts).toBeLessThanOrEqual(1);
  } finally {
    db.close();
  }
});

test("a leads account is told the Mail view is not theirs", async ({ page }) => {
  await signInTo(page, "leads", "leads-desk");
  const response = await page.goto("/admin-only-demo-requests/mail");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText("The Mail view is open to administrators only.");
  await expect(
    page.getByRole("navigation", { name: "Staff areas" }).getByRole("link", { name: "Mail" }),
  ).toHaveCount(0);
});

test("the overview and the Mail view have no serious or critical axe violation at 375 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInTo(page, "leads");
  for (const path of ["/admin-only-demo-requests/overview", "/admin-only-demo-requests/mail"]) {
    await page.goto(path);
    await expectNoSeriousAxe(page, path);
  }
});

/** 11:00 IST on a weekday at least two days ahead, as a datetime-local field writes it: inside the default hours. */
function weekdayMorning(): string {
  const day = 24 * 60 * 60_000;
  for (let ahead = 2; ; ahead += 1) {
    const ist = new Date(Date.now() + ahead * day + (5 * 60 + 30) * 60_000);
    const weekday = ist.getUTCDay();
    if (weekday >= 1 && weekday <= 5) return `${ist.toISOString().slice(0, 10)}T11:00`;
  }
}

for (const width of [375, 1440]) {
  test(`at ${width} px: a demo request with a preferred time is booked, and the visitor's invitation carries a calendar file that parses`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const name = `Slot ${width} ${Date.now().toString(36)}`;
    const visitor = `slot${width}${Date.now().toString(36)}@clinic.example`;
    const slot = weekdayMorning();
    await ownAddress(page, name);
    await page.goto("/request-a-demo");
    await sendDemoForm(page, {
      fullName: name,
      workEmail: visitor,
      message: "A demo for our team.",
      firstChoice: slot,
    });

    await signInTo(page, "leads", "leads-desk");
    await page.goto(`/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `View details of the request from ${name}` }).click();
    const demo = page
      .getByRole("dialog", { name: `Request from ${name}` })
      .getByRole("region", { name: "Demo" });
    await expect(demo).toContainText("Not booked yet.");
    await demo.getByRole("button", { name: /^Book \d/ }).click();
    await expect(page.getByText("Demo booked; invitation sent")).toBeVisible();
    await expect(demo).toContainText("Booked for");
    await expect(
      page
        .getByRole("dialog", { name: `Request from ${name}` })
        .getByRole("region", { name: "Handling" })
        .getByLabel("Stage"),
    ).toHaveValue("demo-booked");

    const invitation = await mailTo(visitor, /Your demo is booked/);
    expect(invitation.from).toBe(process.env.E2E_MAIL_FROM);
    const ics = partNamed(invitation, "invite.ics");
    expect(ics, "an invite.ics part").toBeDefined();
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics ?? "")).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(Date.parse(`${slot}:00+05:30`)).toISOString(),
    );
    expect(event.summary).toContain("demo");
  });
}
