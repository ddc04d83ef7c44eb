import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { leadPaths } from "#common/staff-paths.ts";
import { expect, expectNoSeriousAxe, sendContactMessage, signInTo, test } from "#tests/utils/playwright.ts";

/*
 * A visitor's answer on the desk (issue 50), in the browser, on the suite's
 * real server and store: staff reply to an inquiry from its detail; the
 * visitor's answers come back to the address the reply's mail carries
 * (posted to /api/inbound-mail as a provider's webhook does); the list
 * marks the lead "New answer", the navigation counts it, the overview lists
 * it as waiting again; its detail shows the answers after the reply, unread,
 * the quote folded and an HTML answer's markup as plain text; a reload
 * finds them read, and a reply takes the lead off the overview.
 */

/** The Reply-To of the reply just sent to `visitor`, from the store's outbox (as the mail carries it). */
function replyAddressOf(visitor: string): string {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readOnly: true });
  try {
    const row = db
      .prepare(
        "select reply_to from outbox where recipient = ? and kind = 'lead-reply' order by created_at desc limit 1",
      )
      .get(visitor) as { reply_to: string | null } | undefined;
    return row?.reply_to ?? "";
  } finally {
    db.close();
  }
}

/** Posts a raw message to the webhook as the mail provider would. */
async function deliver(page: Page, raw: string) {
  const response = await page.request.post("/api/inbound-mail", {
    headers: {
      authorization: `Bearer ${process.env.E2E_INBOUND_MAIL_SECRET}`,
      "content-type": "message/rfc822",
    },
    data: raw,
  });
  expect(response.status()).toBe(202);
}

/** A message from `from` to `to`: its headers, then its body lines. */
const message = (from: string, to: string, headers: string[], body: string[]) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    `Message-ID: <${crypto.randomUUID()}@example.com>`,
    "MIME-Version: 1.0",
    ...headers,
    "",
    ...body,
  ].join("\r\n");

/** Sends the reply in the open detail and waits for its toast. */
async function sendReply(page: Page, tag: string, text: string) {
  const replies = page
    .getByRole("dialog", { name: `Inquiry from ${tag}` })
    .getByRole("region", { name: "Replies" });
  await replies.getByLabel("Reply").fill(text);
  await replies.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent", { exact: true })).toBeVisible();
}

for (const width of [375, 1440]) {
  test(`at ${width} px: an answer to a reply comes back to the lead, is marked and counted, waits, and is read`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const tag = `Answer${width}${Date.now().toString(36)}`;
    const visitor = `${tag.toLowerCase()}@example.com`;
    const from = `${tag} <${visitor}>`;
    await sendContactMessage(page, tag, "technical", "The app will not let me sign in.", visitor);
    await signInTo(page, "leads", "leads-desk");
    const list = `${leadPaths.inquiries}?search=${tag}`;

    // Staff reply from the lead's detail.
    await page.goto(list);
    await page
      .getByRole("article", { name: tag })
      .getByRole("link", { name: `View details of the inquiry from ${tag}` })
      .click();
    await sendReply(page, tag, `Dear ${tag},\nCould you try signing in again now?`);
    const to = replyAddressOf(visitor);
    expect(to).toMatch(/^replies\+[a-z2-7]{47}@anvaya\.example$/);

    // The visitor answers it (words that suggest a risk: urgent), with the reply quoted below,
    // then once more in HTML with a script, text that looks like markup, and a file.
    await deliver(
      page,
      message(
        from,
        to,
        ["Subject: Re: About it", "Content-Type: text/plain; charset=utf-8"],
        [
          "It works now, thank you.",
          "Some days I feel hopeless and want to die.",
          "",
          "On Tue, 1 Dec 2026 at 10:30, Anvaya Care <care@anvaya.example> wrote:",
          "> Could you try signing in again now?",
        ],
      ),
    );
    await deliver(
      page,
      message(
        from,
        to,
        ["Subject: One more thing", 'Content-Type: multipart/mixed; boundary="b1"'],
        [
          "--b1",
          "Content-Type: text/html; charset=utf-8",
          "",
          '<p>Also: <b>the app</b> is slow.</p><script>window.__answerRan = true</script><p>I typed &lt;script&gt;alert("x")&lt;/script&gt; in the form.</p>',
          "--b1",
          'Content-Type: application/pdf; name="screen.pdf"',
          'Content-Disposition: attachment; filename="screen.pdf"',
          "Content-Transfer-Encoding: base64",
          "",
          Buffer.alloc(3000, 7).toString("base64"),
          "--b1--",
        ],
      ),
    );

    // The list marks it, the navigation counts it.
    await page.goto(list);
    const card = page.getByRole("article", { name: tag });
    await expect(card.getByText("New answer", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Staff areas" }).getByRole("link", { name: /Inquiries/ }),
    ).toContainText(/\d+ new answers?/);

    // The overview lists it again, urgent, by when the answer came.
    await page.goto(leadPaths.overview);
    const waiting = page
      .getByRole("region", { name: "Urgent and overdue" })
      .getByRole("listitem")
      .filter({ hasText: `Inquiry from ${tag}` });
    await expect(waiting).toContainText("Urgent");
    await expect(waiting).toContainText("Wrote back");
    await expect(waiting).toContainText(/Due in 1[45] min/);

    // Its detail: the reply, then the answers, unread, the quote folded.
    await waiting.getByRole("link", { name: `Inquiry from ${tag}` }).click();
    const detail = page.getByRole("dialog", { name: `Inquiry from ${tag}` });
    const thread = detail.getByRole("region", { name: "Replies" }).locator("ol > li");
    await expect(thread).toHaveCount(3);
    await expect(thread.nth(0)).toContainText(`leads-desk to ${visitor}`);
    const first = thread.nth(1);
    await expect(first).toContainText(`Answer from ${visitor}`);
    await expect(first.getByText("Unread", { exact: true })).toBeVisible();
    await expect(first.getByText("Urgent", { exact: true })).toBeVisible();
    // Its text as written, line breaks kept, the quote apart.
    const said = first.getByText(/^It works now, thank you\./);
    await expect(said).toBeVisible();
    // As rendered: the line break shows only if the page keeps it (white-space), which textContent would not tell.
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, read as the reader sees it
    expect(await said.innerText()).toBe(
      "It works now, thank you.\nSome days I feel hopeless and want to die.",
    );
    const quote = first.getByText("> Could you try signing in again now?");
    await expect(quote).toBeHidden();
    await first.getByText("Show quoted text").click();
    await expect(quote).toBeVisible();
    const second = thread.nth(2);
    await expect(second.getByText("Unread", { exact: true })).toBeVisible();
    await expect(second.getByText("Urgent", { exact: true })).toHaveCount(0);
    await expect(second).toContainText("One more thing");
    await expect(second).toContainText('I typed <script>alert("x")</script> in the form.');
    await expect(second).toContainText(/screen\.pdf, 3 KB \(not kept\)/);
    // Text, never markup: no element came from the mail, and its script never ran.
    await expect(second.locator("script, b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __answerRan?: boolean }).__answerRan)).toBeUndefined();
    await expectNoSeriousAxe(page, `the lead's detail with answers at ${width} px`);

    // Seen once: after a reload they are read, and the list no longer marks the lead.
    await page.reload();
    await expect(thread).toHaveCount(3);
    await expect(detail.getByText("Unread", { exact: true })).toHaveCount(0);
    await page.goto(list);
    await expect(card).toBeVisible();
    await expect(card.getByText("New answer", { exact: true })).toHaveCount(0);

    // Read is not answered: it waits until a reply, which takes it off the overview.
    await page.goto(leadPaths.overview);
    await expect(waiting).toHaveCount(1);
    await expectNoSeriousAxe(page, `the overview with an answer waiting at ${width} px`);
    await page.goto(list);
    await card.getByRole("link", { name: `View details of the inquiry from ${tag}` }).click();
    await sendReply(page, tag, "We are here for you. Please call Tele-MANAS on 14416; we will call you too.");
    await page.goto(leadPaths.overview);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });
}
