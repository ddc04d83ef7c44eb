import { type APIRequestContext, expect } from "@playwright/test";
import type { Received } from "./smtp-sink.ts";

/*
 * The team's links in browser tests (issue 48): what reached a mailbox of
 * the suite's SMTP server (tests/setup/smtp-inbox.ts), the link a mail
 * carries, and an administrator's invitation through the API.
 */

/** What a mailbox on the test SMTP server holds, oldest first. */
export async function mailbox(address: string): Promise<Received[]> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as Received[];
}

/** Waits (the outbox worker runs every 5 s) for a mail to `address` whose subject matches; the newest such. */
export async function mailTo(address: string, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(address)).findLast((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as Received;
}

/** The link to `path` (with its ?token=) that a mail carries, whole. */
export function linkIn(mail: Received, path: string): string {
  const link = mail.body.match(new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[\\w-]+`))?.[0];
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeTruthy();
  return link as string;
}

export type Invitation = { email: string; role: string; displayName?: string; credential?: string };

/** Invites a person through the API, as a signed-in administrator of `request`'s context; the invitation's id. */
export async function invite(request: APIRequestContext, origin: string, invitation: Invitation) {
  const response = await request.post(`${origin}/api/staff/invitations`, { data: invitation });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The id of the staff account named `username`, as an administrator of `request`'s context reads the list. */
export async function staffIdOf(request: APIRequestContext, origin: string, username: string) {
  const response = await request.get(`${origin}/api/staff`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; username: string }[] };
  const account = data.find((row) => row.username === username);
  expect(account, `${username} is in the staff list`).toBeDefined();
  return account?.id ?? "";
}

let stamps = 0;
/** A word of this run and worker's own, for usernames and addresses no other test takes. */
export function stamp(): string {
  stamps += 1;
  return `${Date.now().toString(36)}${process.pid % 1000}${stamps}`;
}
