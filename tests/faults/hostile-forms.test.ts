import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "#server/db/client.ts";
import { freshAddress, serveFreshStore } from "./server.ts";

/*
 * The pages' own form posts (the forms without JavaScript) under random and
 * hostile input, through the built server: never a 5xx, a refused post
 * stores nothing, an accepted one stores exactly one row.
 */
const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "'; drop table demo_requests; --",
    "<script>alert(1)</script>",
    "\u0000",
    "💥".repeat(80),
  ),
  fc.string({ minLength: 190, maxLength: 2600 }),
);
const asText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined");

type Form = {
  path: string;
  table: "demo_requests" | "contact_messages" | "waitlist";
  accepted: (status: number) => boolean;
};
const forms: Form[] = [
  { path: "/request-a-demo", table: "demo_requests", accepted: (s) => s === 303 },
  { path: "/contact-us", table: "contact_messages", accepted: (s) => s === 303 },
  { path: "/coming-soon", table: "waitlist", accepted: (s) => s === 200 },
];
const fields = fc.dictionary(
  fc.constantFrom(
    "fullName",
    "workEmail",
    "organization",
    "roleTitle",
    "phone",
    "inquiryFor",
    "message",
    "agreeToContact",
    "name",
    "email",
    "subject",
    "inquiryType",
    "website",
    "fromPath",
    "utmSource",
  ),
  fc.oneof(hostile, fc.constantFrom("on", "asha@example.in", "therapy", "mental-health-platform")),
);

describe("the pages' form posts under hostile input", () => {
  let served: Awaited<ReturnType<typeof serveFreshStore>>;
  let store: Store;
  beforeAll(async () => {
    served = await serveFreshStore();
    // A second connection for counting; WAL lets it read while the server writes.
    store = createStore({ dataDir: served.store.dataDir });
  });
  afterAll(async () => {
    await store?.close();
    await served?.stop();
  });

  const count = async (table: Form["table"]) =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(forms)("$path", async (form) => {
    await fc.assert(
      fc.asyncProperty(
        fields,
        fc.constantFrom("urlencoded", "multipart", "json", "text"),
        async (values, as) => {
          const before = await count(form.table);
          const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
          let body: string | FormData;
          if (as === "multipart") {
            body = new FormData();
            for (const [key, value] of Object.entries(values)) body.set(key, value);
          } else if (as === "urlencoded") {
            body = new URLSearchParams(values).toString();
            headers["content-type"] = "application/x-www-form-urlencoded";
          } else {
            body = as === "json" ? JSON.stringify(values) : asText(values);
            headers["content-type"] = as === "json" ? "application/json" : "text/plain";
          }
          const response = await fetch(`${served.server.origin}${form.path}`, {
            method: "POST",
            headers,
            body,
            redirect: "manual",
          });
          const page = await response.text();
          expect(response.status, page.slice(0, 300)).toBeLessThan(500);
          expect(await count(form.table)).toBe(form.accepted(response.status) ? before + 1 : before);
        },
      ),
      { numRuns: 40 },
    );
  });
});
