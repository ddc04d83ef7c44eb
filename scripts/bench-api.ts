/**
 * `npm run bench:api`: the demo-request manager's list at 100,000 rows, on
 * SQLite and (when TEST_DATABASE_URL or the development default answers) on
 * PostgreSQL. Seeds a throwaway store, then times each query shape through the
 * real service, median of 7 runs. Writes bench/results/api.md.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { inquiryValues } from "#common/constants.ts";
import type { NewDemoRequestRow } from "#server/db/schema.ts";
import { createServices } from "#server/services/index.ts";
import { createTestStore, testDialects } from "#tests/utils/test-db.ts";

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

function row(i: number): NewDemoRequestRow {
  const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
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
    status: i % 4 === 0 ? "closed" : "open",
    created_at: at,
    updated_at: at,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const lines: string[] = [];
for (const dialect of await testDialects()) {
  const store = await createTestStore(dialect);
  try {
    const seedStart = performance.now();
    for (let start = 0; start < ROWS; start += 500) {
      const batch = Array.from({ length: Math.min(500, ROWS - start) }, (_, k) => row(start + k));
      await store.db.insertInto("demo_requests").values(batch).execute();
    }
    console.log(`${dialect}: seeded ${ROWS} rows in ${Math.round(performance.now() - seedStart)} ms`);
    const { demoRequests } = createServices(store);
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
  } finally {
    await store.destroy();
  }
}

const table = `| store | query (page of 50) | matching rows | median ms |\n|---|---|---|---|\n${lines.join("\n")}\n`;
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/api.md",
  `Demo-request list at ${ROWS} rows, ${new Date().toISOString().slice(0, 10)}\n\n${table}`,
);
console.log(`\n${table}`);
