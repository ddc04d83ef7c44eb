import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate, type Message, ruleExists } from "html-validate";
import { invitationPath, newPasswordPath } from "#common/staff-paths.ts";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { expect, signInTo, test } from "#tests/utils/playwright.ts";
import { invite, linkIn, mailTo, staffIdOf, stamp } from "#tests/utils/team.ts";

/*
 * Valid HTML: every page as the server sends it, and the back office also as
 * the DOM stands once React has hydrated, checked by html-validate with its
 * recommended rules less the style-only ones (.htmlvalidate.json says which,
 * and why). A failure names the page, the rule, its message and the markup
 * around it.
 */

test.describe.configure({ timeout: 90_000 });

type Config = { rules?: Record<string, unknown> };
const config = JSON.parse(
  readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8"),
) as Config;
/** One validator for the whole file: it caches the element metadata and the rules. */
const validator = new HtmlValidate(config as ConstructorParameters<typeof HtmlValidate>[0]);

/** Every public page, an article, blog searches, later steps, the not-found and answer pages. */
const publicPaths = [
  ...allPublicPaths,
  "/try-therasim?picks=ba",
  "/blog/ai-assisted-soap-notes",
  "/resources/blogs?q=soap",
  "/resources/blogs?q=no-such-words-anywhere",
  "/resources/blogs?tag=Night%20routine",
  "/no-such-page",
  "/privacy/withdraw",
  "/request-a-demo/sent",
  "/contact-us/sent?type=general",
  invitationPath,
  newPasswordPath,
];

/**
 * The pages that answer with another status than 200: the withdrawal page,
 * the invitation's and the new password's without their ?token= say the link
 * does not work.
 */
const statusOf: Record<string, number> = {
  "/no-such-page": 404,
  "/privacy/withdraw": 400,
  [invitationPath]: 404,
  [newPasswordPath]: 404,
};

const staffPaths = [
  "/admin-only-upload-blog",
  "/admin-only-demo-requests",
  "/admin-only-demo-requests/overview",
  "/admin-only-demo-requests/inquiries",
  "/admin-only-demo-requests/waitlist",
  "/admin-only-demo-requests/audit",
  "/admin-only-demo-requests/mail",
  "/admin-only-demo-requests/settings",
  "/admin-only-demo-requests/staff",
  "/admin-only-upload-blog/account",
  "/admin-only-demo-requests/account",
];

/** The two sign-in gates, as a visitor who is not signed in meets them. */
const gatePaths = ["/admin-only-upload-blog", "/admin-only-demo-requests"];

/** The markup around a message: the documents are a line or two, so a window of the line. */
function contextOf(html: string, { line, column }: Message) {
  const text = html.split("\n")[line - 1] ?? "";
  const from = Math.max(0, column - 1 - 70);
  return `${from > 0 ? "…" : ""}${text.slice(from, column - 1 + 90)}${column - 1 + 90 < text.length ? "…" : ""}`;
}

/** What html-validate finds in one document, one readable entry per problem (none when valid). */
async function problemsIn(label: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, label);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${label} ${message.ruleId} (${message.line}:${message.column}) ${message.message}\n      ${contextOf(html, message)}`,
    ),
  );
}

/** Runs `work` over `items`, `width` at a time: quick, without flooding a two-core machine. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R[]>) {
  const found: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      found.push(...(await work(item)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return found;
}

/** The raw HTML the server answers, before any script has run. */
async function served(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()["content-type"]).toContain("text/html");
  return problemsIn(path, await response.text());
}

/** The DOM of a page that hydrates, serialised once React has run (goto waits for it). */
async function hydrated(page: Page, path: string) {
  await page.goto(path);
  return problemsIn(`${path} (hydrated)`, await page.content());
}

const report = (problems: string[]) => `${problems.length} problem(s):\n${problems.join("\n")}`;

test("the rules turned off in .htmlvalidate.json are real rules, and each says why", () => {
  const keys = Object.keys(config.rules ?? {});
  const reasons = new Map(
    keys.flatMap((key) => {
      const match = /^\/\/ ([a-z0-9/-]+): \S/.exec(key);
      return match?.[1] ? [[match[1], key]] : [];
    }),
  );
  const rules = keys.filter((key) => !key.startsWith("//"));
  expect(
    rules.filter((rule) => !ruleExists(rule)),
    "no such rule",
  ).toEqual([]);
  const off = rules.filter((rule) => ["off", 0].includes(config.rules?.[rule] as string | number));
  expect(
    off.filter((rule) => !reasons.has(rule)),
    "turned off with no reason",
  ).toEqual([]);
  expect(
    [...reasons.keys()].filter((rule) => !off.includes(rule)),
    "a reason for a rule that is not off",
  ).toEqual([]);
});

test("every public page is valid HTML as served", async ({ request }) => {
  const problems = await inBatches(publicPaths, 4, (path) => served(request, path, statusOf[path] ?? 200));
  expect(problems, report(problems)).toEqual([]);
});

test("the two sign-in gates are valid HTML, served and hydrated", async ({ page }) => {
  const problems = await inBatches(gatePaths, 2, (path) => served(page.request, path));
  for (const path of gatePaths) problems.push(...(await hydrated(page, path)));
  expect(problems, report(problems)).toEqual([]);
});

test("every staff page is valid HTML, served and hydrated, with records on it", async ({ page }) => {
  // Something in each list: a demo request, a contact message and a waitlist address.
  const tag = `hv${Date.now().toString(36)}`;
  const posts: [string, Record<string, unknown>][] = [
    [
      "/api/request-demo",
      {
        fullName: "Asha Valid",
        workEmail: `${tag}@clinic.example`,
        organization: "Valid Clinic",
        roleTitle: "Psychologist",
        phone: "+91 98765 43210",
        inquiryFor: "mental-health-platform",
        message: "A demo, please.",
        agreeToContact: true,
      },
    ],
    [
      "/api/contact",
      {
        inquiryType: "general",
        name: "Ravi Valid",
        email: `${tag}@mail.example`,
        subject: "A question",
        message: "Do you work with schools?",
        agreeToContact: true,
      },
    ],
    ["/api/waitlist", { email: `${tag}@list.example`, agreeToContact: true }],
  ];
  for (const [i, [url, data]] of posts.entries()) {
    const sent = await page.request.post(url, {
      data,
      headers: { "x-forwarded-for": `198.51.100.${40 + i}-${tag}` },
    });
    expect(sent.ok(), `${url} answered ${sent.status()}`).toBe(true);
  }

  await signInTo(page, "blog");
  await signInTo(page, "leads");
  const problems = await inBatches(staffPaths, 3, (path) => served(page.request, path));
  for (const path of staffPaths) problems.push(...(await hydrated(page, path)));
  expect(problems, report(problems)).toEqual([]);
});

test("the pages the team's mailed links open are valid HTML: the form, a refused form, the answer", async ({
  page,
}) => {
  await signInTo(page, "leads");
  const word = stamp();
  const email = `valid-${word}@clinic.example`;
  await invite(page.request, "", { email, role: "clinician" });
  const invitation = linkIn(await mailTo(email, / invited you to the /), invitationPath);
  const member = { username: `valid.${word}`, password: "a long valid password" };
  const post = async (link: string, form: Record<string, string>, status: number) => {
    const token = new URL(link).searchParams.get("token") ?? "";
    const response = await page.request.post(link, { form: { token, ...form } });
    expect(response.status(), `${new URL(link).pathname} ${JSON.stringify(form)}`).toBe(status);
    return problemsIn(`${new URL(link).pathname} (answer ${status})`, await response.text());
  };
  const problems = await served(page.request, invitation);
  problems.push(...(await post(invitation, { username: "Not Valid", password: "short", repeat: "" }, 400)));
  problems.push(
    ...(await post(invitation, { ...member, repeat: member.password }, 200)),
    ...(await served(page.request, invitation, 409)),
  );

  const id = await staffIdOf(page.request, "", member.username);
  expect((await page.request.post(`/api/staff/${id}/password-reset`, { data: {} })).status()).toBe(200);
  const reset = linkIn(await mailTo(email, /^Choose a new password/), newPasswordPath);
  problems.push(...(await served(page.request, reset)));
  problems.push(...(await post(reset, { password: "a new long password", repeat: "another" }, 400)));
  problems.push(
    ...(await post(reset, { password: "a new long password", repeat: "a new long password" }, 200)),
  );
  expect(problems, report(problems)).toEqual([]);
});
