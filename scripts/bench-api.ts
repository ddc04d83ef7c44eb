/**
 * `npm run bench:api`: the demo-request manager's list at 100,000 rows, on
 * SQLite and (when TEST_DATABASE_URL or the development default answers) on
 * PostgreSQL, and the lead desk's overview over them. Seeds a throwaway store
 * with two years of requests (one every 10.5 minutes, 137 a day; the
 * overview's eight weeks hold about 7,700 of them), then times each query
 * shape through the real service, median of 7 runs. Of the older requests
 * 1 in 50 is still open, of the last eight weeks' 3 in 4. Every request shares
 * one phone number (a clinic's switchboard): the repeat-sender marks must
 * not read them all. Writes bench/results/api.md.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { sql } from "kysely";
import { inquiryValues } from "#common/constants.ts";
import type { NewDemoRequestRow } from "#server/db/schema.ts";
import { createServices } from "#server/services/index.ts";
import { createTestStore, testDialects } from "#tests/utils/test-db.ts";
import { median } from "./bench/common.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const shapes: [string, Record<string, string>][] = [
  ["newest, page 1", {}],
  ["newest, page 500", { page: "500" }],
  ["status=open", { status: "open" }],
  ["product filter", { product: "other" }],
  ["sort by name", { sort: "name" }],
  ["search (rare word)", { search: "clinic-4242" }],
  ["search + status + name sort", { search: "hospital", status: "closed", sort: "name" }],
];

const firstAt = Date.UTC(2025, 0, 1);
const spacingMs = 630_000;

function row(i: number): NewDemoRequestRow {
  const created = firstAt + i * spacingMs;
  const at = new Date(created).toISOString();
  // Recent leads are mostly open; older ones mostly closed, as a desk keeps them (1 in 50 left open).
  const recent = i >= ROWS - (56 * 24 * 60 * 60_000) / spacingMs;
  const open = recent ? i % 4 !== 0 : i % 50 === 0;
  // Three in four answered, within five hours; the rest wait.
  const answered = i % 4 !== 1;
  return {
    id: randomUUID(),
    full_name: `Person ${i}`,
    work_email: `person${i}@example.org`,
    organization: i % 3 === 0 ? `Hospital ${i}` : `clinic-${i}`,
    role_title: "Director",
    phone: "+91 80 1234 5678",
    inquiry_for: inquiryValues[i % inquiryValues.length] ?? "other",
    message: "We would like a demo of the platform for our team.",
    agree_to_contact: 1,
    status: open ? "open" : "closed",
    stage: answered ? "contacted" : "new",
    first_response_at: answered ? new Date(created + (i % 300) * 60_000).toISOString() : null,
    reply_due_at: new Date(created + 24 * 60 * 60_000).toISOString(),
    created_at: at,
    updated_at: at,
  };
}

const lines: string[] = [];
for (const dialect of await testDialects()) {
  const store = await createTestStore(dialect);
  try {
    const seedStart = performance.now();
    for (let start = 0; start < ROWS; start += 500) {
      const batch = Array.from({ length: Math.min(500, ROWS - start) }, (_, k) => row(start + k));
      await store.db.insertInto("demo_requests").values(batch).execute();
    }
    // What autovacuum does soon after a bulk load: statistics, and a visibility map for index-only scans.
    if (dialect === "postgres") await sql`vacuum analyze demo_requests`.execute(store.db);
    console.log(`${dialect}: seeded ${ROWS} rows in ${Math.round(performance.now() - seedStart)} ms`);
    // The overview is read an hour after the last request came.
    const { demoRequests, leadOverview } = createServices(
      store,
      () => new Date(firstAt + ROWS * spacingMs + 60 * 60_000),
    );
    for (const [name, query] of shapes) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < 7; run += 1) {
        const started = performance.now();
        total = (await demoRequests.list(query)).total;
        times.push(performance.now() - started);
      }
      const line = `| ${dialect} | ${name} | ${total} | ${median(times).toFixed(1)} |`;
      lines.push(line);
      console.log(line);
    }
    const times: number[] = [];
    let received = 0;
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      const overview = await leadOverview.read();
      times.push(performance.now() - started);
      received = overview.weeks.reduce((sum, week) => sum + week.received, 0);
    }
    const line = `| ${dialect} | overview (8 weeks: leads and median first response) | ${received} | ${median(times).toFixed(1)} |`;
    lines.push(line);
    console.log(line);
  } finally {
    await store.destroy();
  }
}

const table = `| store | query (page of 50) | matching rows | median ms |\n|---|---|---|---|\n${lines.join("\n")}\n`;
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/api.md",
  `Demo-request list and lead overview at ${ROWS} rows, ${new Date().toISOString().slice(0, 10)}\n\n${table}`,
);
console.log(`\n${table}`);
