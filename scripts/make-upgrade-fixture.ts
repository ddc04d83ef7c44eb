/**
 * `node scripts/make-upgrade-fixture.ts <release>`: the upgrade fixture of a
 * release, made by that release's own code (run it at the release's commit,
 * before the next release adds migrations): a fresh SQLite store and a fresh
 * PostgreSQL database, migrated with the migrations as they are now and
 * filled through the real services (server/services/index.ts) with a little
 * of everything the schema holds. It writes
 *
 *   tests/fixtures/upgrade/<release>/sqlite/site.db   the SQLite store (VACUUM INTO: one consistent file)
 *   tests/fixtures/upgrade/<release>/sqlite/media/    the images the stores name (both stores name the same)
 *   tests/fixtures/upgrade/<release>/postgres.sql     pg_dump --no-owner --no-privileges, plain text
 *   tests/fixtures/upgrade/<release>/expected.json    what server/db/upgrade.test.ts must find after upgrading
 *
 * A release's fixture is never made again by later code (it would no longer
 * be that release's store): the script refuses a folder that exists, unless
 * given --replace (for the release being made, before it ships).
 *
 * PostgreSQL: TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test);
 * a database `anvaya_fixture_<random>` is made there and dropped again.
 * pg_dump must be on the PATH, of the server's major version or newer.
 *
 * Everything in it is sample data: example.com addresses, made-up names.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Kysely, sql } from "kysely";
import { defaultSiteSettings } from "#common/site-settings.ts";
import { createStore, type Store } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import type { Database } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services/index.ts";
import { createOutboxWorker, type MailTransport } from "#server/services/outbox-worker.ts";
import { createPostViewRecorder, type Reader } from "#server/services/post-views.ts";
import { purgeExpired } from "#server/services/retention.ts";
import { onTestServer, testDatabaseUrlFor } from "#tests/utils/test-db.ts";

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every staff account's password in the fixture: sample accounts of a throwaway store. */
export const fixturePassword = "upgrade-fixture-password";

/** What server/db/upgrade.test.ts checks after upgrading a release's store. */
export type UpgradeExpectations = {
  release: string;
  /** The migrations the release's store had run, in order. */
  migrations: string[];
  /** Rows per table, the same in both stores. */
  counts: Record<string, number>;
  password: string;
  staff: { username: string; role: string }[];
  post: {
    title: string;
    slug: string;
    /** The slug it had before a rename: answered with its new one. */
    oldSlug: string;
    imageKey: string;
    imageWidth: number;
    imageAlt: string | null;
    views: number;
  };
  /** What a reader sees listed, newest first (a draft and a post scheduled for 2099 are not). */
  publishedSlugs: string[];
  lead: { fullName: string; workEmail: string; organization: string; status: string };
  closedLead: { fullName: string; status: string };
  contact: { name: string; urgent: boolean };
  waitlist: string[];
  settings: {
    version: number;
    email: string | null;
    grievanceEmail: string | null;
    leaderName: string;
    leaderPhoto: { key: string; width: number; height: number };
  };
  /** The files of sqlite/media, which every image named in either store is among. */
  media: string[];
};

// ---------------------------------------------------------------- the data

const sampleTime = "2026-11-24T12:00:00.000Z";

/** A clock the script sets, so both stores get the same timestamps. */
function scriptClock() {
  let now = Date.parse(sampleTime);
  return {
    clock: () => new Date(now),
    set(iso: string) {
      now = Date.parse(iso);
    },
  };
}

/** A tiny image (a colour ramp) as PNG: its renditions are a few hundred bytes. */
async function tinyPng(width: number, height: number, tint: [number, number, number]): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (tint[0] + x * 8) % 256;
      pixels[i + 1] = (tint[1] + y * 8) % 256;
      pixels[i + 2] = tint[2];
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const reader = (address: string): Reader => ({
  address,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  passive: false,
});

const demoRequest = (fields: Record<string, unknown>) => ({
  organization: "Sample Clinic",
  roleTitle: "Clinical Psychologist",
  phone: "+91 90000 00000",
  inquiryFor: "mental-health-platform",
  message: "We would like to see the assessment tools (sample data).",
  agreeToContact: true,
  ...fields,
});

/** Fills a migrated store with a little of everything, through the services, at fixed times. */
async function fill(store: Store): Promise<void> {
  const time = scriptClock();
  const at = (iso: string) => time.set(iso);
  const logger = createLogger("silent");
  const views = createPostViewRecorder({ db: store.db, clock: time.clock });
  const services = createServices(store, time.clock, undefined, {
    mail: { notifyEmail: "staff@example.com", siteUrl: "https://www.example.com" },
    views,
  });
  const { auth, account, blog, demoRequests, contactMessages, waitlist, settings, privacy, images } =
    services;

  // Staff, one account per role, and the settings' first document.
  at("2025-09-30T04:00:00.000Z");
  await settings.load();
  await account.upsertUser("fixture-admin", fixturePassword, "admin");
  await account.upsertUser("fixture-blog", fixturePassword, "blog");
  await account.upsertUser("fixture-leads", fixturePassword, "leads");
  const staff = Object.fromEntries((await account.listUsers()).map((user) => [user.role, user]));
  const admin = staff.admin ?? fail("no admin");
  const editor = staff.blog ?? fail("no blog account");
  const leadsStaff = staff.leads ?? fail("no leads account");

  // A request closed long ago: the retention job purges it at the end.
  at("2025-10-01T05:00:00.000Z");
  const old = await demoRequests.submit(
    demoRequest({ fullName: "Old Sample Request", workEmail: "old.request@example.com" }),
    "203.0.113.1",
  );
  at("2025-10-02T05:00:00.000Z");
  await demoRequests.setStatus(leadsStaff, old.id, { status: "closed" });

  // The blog: a post seeded at first start (no image), then posts written in the editor.
  at("2026-11-20T03:30:00.000Z");
  await blog.seed([
    {
      slug: "welcome-to-the-sample-blog",
      title: "Welcome to the sample blog",
      excerpt: "A post as a fresh store seeds it, without an image.",
      content: "Sample text of a seeded post.",
      author: "Editorial Team",
      author_role: "Clinical content team",
      category: "wellness",
      tags: JSON.stringify(["sample"]),
      featured: 0,
      read_time: 1,
      publish_date: "2026-11-20T00:00:00.000Z",
      status: "published",
      views: 12,
      image_key: null,
      image_width: null,
      image_height: null,
      image_alt: null,
    },
  ]);
  const cover = await tinyPng(24, 16, [40, 90, 160]);
  at("2026-11-21T06:00:00.000Z");
  const post = {
    excerpt: "Sample excerpt of a post written in the editor.",
    content: "Sample **Markdown** content.\n\n- one point\n- another point",
    author: "Sample Author",
    authorRole: "Sample role",
    category: "research",
    tags: ["screening", "practice"],
  };
  const published = await blog.create(
    editor,
    {
      ...post,
      title: "Reading the room in group practice",
      publishDate: "2026-11-21",
      featured: true,
      status: "published",
      imageAlt: "A small colour ramp (sample image)",
    },
    cover,
  );
  await blog.create(
    editor,
    { ...post, title: "Notes on session notes (draft)", status: "draft", category: "technology" },
    cover,
  );
  await blog.create(
    editor,
    { ...post, title: "A post scheduled for 2099", status: "published", publishDate: "2099-01-01" },
    cover,
  );
  // A rename: the old address is kept and answers with the new one.
  at("2026-11-22T07:00:00.000Z");
  await blog.update(editor, published.id, { title: "Reading the room in group practices" });
  // Two readers' views, counted once each.
  at("2026-11-22T08:00:00.000Z");
  const renamed = await blog.get(published.id, { staff: true });
  await blog.findForReader(renamed.slug, reader("198.51.100.7"));
  await blog.findForReader(renamed.slug, reader("198.51.100.8"));
  await blog.findForReader(renamed.slug, reader("198.51.100.8"));
  await views.flush();

  // Leads through the three public forms, with their consent and mail.
  at("2026-11-23T09:00:00.000Z");
  await demoRequests.submit(
    demoRequest({
      fullName: "Asha Example",
      workEmail: "asha.example@example.com",
      organization: "Example Wellness Centre",
      idempotencyKey: "fixture-demo-request-key-0001",
      formPage: "/request-demo",
      sourcePage: "/blog/reading-the-room-in-group-practice",
      utmSource: "newsletter",
      utmCampaign: "sample-campaign",
    }),
    "203.0.113.2",
  );
  const ravi = await demoRequests.submit(
    demoRequest({ fullName: "Ravi Sample", workEmail: "ravi.sample@example.org", inquiryFor: "other" }),
    "203.0.113.3",
    { formPost: "/request-demo" },
  );
  const erased = await demoRequests.submit(
    demoRequest({ fullName: "Withdrawn Sample", workEmail: "withdrawn@example.net" }),
    "203.0.113.4",
  );
  const meera = await contactMessages.submit(
    {
      inquiryType: "therapy",
      adult: "yes",
      name: "Meera Placeholder",
      email: "meera.placeholder@example.com",
      subject: "Starting therapy (sample)",
      message: "A sample message about starting therapy.",
      agreeToContact: true,
      idempotencyKey: "fixture-contact-key-000000001",
    },
    "203.0.113.5",
  );
  await contactMessages.submit(
    {
      inquiryType: "general",
      name: "Kiran Testcase",
      email: "kiran.testcase@example.com",
      subject: "Sample urgent message",
      message: "A sample message that mentions self harm, so it is marked urgent.",
      agreeToContact: true,
    },
    "203.0.113.6",
  );
  const deleted = await contactMessages.submit(
    {
      inquiryType: "feedback",
      name: "Deleted Sample",
      email: "deleted.sample@example.com",
      subject: "Sample feedback",
      message: "A sample message that staff delete.",
      agreeToContact: true,
    },
    "203.0.113.7",
  );
  await waitlist.join(
    {
      email: "Early.Bird@example.com",
      agreeToContact: true,
      idempotencyKey: "fixture-waitlist-key-00000001",
    },
    "203.0.113.8",
  );
  await waitlist.join({ email: "early.bird@example.com", agreeToContact: true }, "203.0.113.9");
  await waitlist.join({ email: "second.signup@example.org", agreeToContact: true }, "203.0.113.9");

  // The outbox worker sends what is due; one server says "try again later".
  at("2026-11-23T09:30:00.000Z");
  const transport: MailTransport = {
    async send(mail) {
      if (mail.to === "ravi.sample@example.org") {
        throw Object.assign(new Error(`451 4.3.0 Try again later for <${mail.to}>`), { responseCode: 451 });
      }
    },
    close() {},
  };
  const worker = createOutboxWorker({
    db: store.db,
    clock: time.clock,
    transport,
    logger,
    owner: "fixture:1",
    batchSize: 50,
  });
  await worker.runOnce();
  await worker.stop();

  // A visitor withdraws through the link in their acknowledgement; staff close, delete and export.
  at("2026-11-23T10:00:00.000Z");
  const acknowledgement = await store.db
    .selectFrom("outbox")
    .select("body")
    .where("subject_id", "=", erased.id)
    .where("kind", "=", "acknowledgement")
    .executeTakeFirstOrThrow();
  const token = /[?&]token=([^\s&]+)/.exec(acknowledgement.body)?.[1] ?? fail("no withdrawal link");
  const withdrawal = await privacy.withdraw(decodeURIComponent(token));
  if (!withdrawal.ok || !withdrawal.erased) fail("the withdrawal erased nothing");
  at("2026-11-23T11:00:00.000Z");
  await demoRequests.setStatus(leadsStaff, ravi.id, { status: "closed" });
  await contactMessages.setStatus(leadsStaff, meera.id, { status: "closed" });
  await contactMessages.remove(leadsStaff, deleted.id);
  for await (const _line of demoRequests.exportCsv(leadsStaff, { status: "open" })) {
    // Read to the end: the export is audited when it starts.
  }

  // Settings saved with a leader's photo; the grievance address makes a new privacy notice.
  at("2026-11-24T04:00:00.000Z");
  const photo = await images.store(await tinyPng(12, 12, [180, 120, 60]));
  const current = settings.current();
  await settings.update(
    admin,
    {
      ...defaultSiteSettings,
      ...current.settings,
      email: "hello@example.com",
      grievance: { name: "The Grievance Officer", email: "grievance@example.com" },
      leaders: [
        {
          id: "sample-leader",
          name: "Sample Leader",
          title: "Chief Executive (sample)",
          photo: { key: photo.key, width: photo.width, height: photo.height },
          profileUrl: null,
          expertise: "Sample expertise line",
        },
      ],
    },
    current.version,
  );
  // A sign-up under the new notice; its mail waits in the outbox.
  at("2026-11-24T05:00:00.000Z");
  await waitlist.join({ email: "after.settings@example.net", agreeToContact: true }, "203.0.113.10");

  // Staff sessions and a failed sign-in.
  at("2026-11-24T06:00:00.000Z");
  await auth.login({ username: "fixture-admin", password: fixturePassword, area: "leads" }, "192.0.2.1");
  await auth.login({ username: "fixture-blog", password: fixturePassword, area: "blog" }, "192.0.2.2");
  await auth
    .login({ username: "fixture-leads", password: "not-the-password", area: "leads" }, "192.0.2.3")
    .then(() => fail("a wrong password signed in"))
    .catch((error: unknown) => {
      if ((error as { reason?: string }).reason !== "sign-in") throw error;
    });

  // The retention job: the request closed more than a year ago goes, with its consent and mail.
  at("2026-11-24T07:00:00.000Z");
  const purged = await purgeExpired(store.db, time.clock, 365);
  if (purged.leads.demo_request !== 1)
    fail(`the retention job purged ${purged.leads.demo_request} requests, not 1`);
}

function fail(message: string): never {
  throw new Error(message);
}

// ---------------------------------------------------------------- what to expect

/** Kysely's own tables come first, then the schema's, by name. */
export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((table) => table.name).sort();
}

export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const { count } = await db
      .selectFrom(name as keyof Database)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    counts[name] = Number(count);
  }
  return counts;
}

async function expectationsOf(store: Store, release: string): Promise<Omit<UpgradeExpectations, "media">> {
  const { db } = store;
  const migrations = await db
    .selectFrom("kysely_migration" as keyof Database)
    .select(sql<string>`name`.as("name"))
    .orderBy(sql`name`)
    .execute();
  const counts = await rowCounts(db);
  const empty = Object.entries(counts).filter(([, count]) => count === 0);
  if (empty.length > 0) fail(`tables left empty: ${empty.map(([name]) => name).join(", ")}`);
  const users = await db.selectFrom("users").select(["username", "role"]).orderBy("username").execute();
  const post = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("title", "=", "Reading the room in group practices")
    .executeTakeFirstOrThrow();
  const oldSlug = await db
    .selectFrom("blog_post_slugs")
    .select("slug")
    .where("post_id", "=", post.id)
    .executeTakeFirstOrThrow();
  const publishedSlugs = await db
    .selectFrom("blog_posts")
    .select("slug")
    .where("status", "=", "published")
    .where("publish_date", "<=", sampleTime)
    .orderBy("publish_date", "desc")
    .execute();
  const lead = await db
    .selectFrom("demo_requests")
    .selectAll()
    .where("full_name", "=", "Asha Example")
    .executeTakeFirstOrThrow();
  const closed = await db
    .selectFrom("demo_requests")
    .selectAll()
    .where("full_name", "=", "Ravi Sample")
    .executeTakeFirstOrThrow();
  const contact = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("name", "=", "Kiran Testcase")
    .executeTakeFirstOrThrow();
  const waitlist = await db.selectFrom("waitlist").select("email").orderBy("email").execute();
  const settingsRow = await db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
  const settings = JSON.parse(settingsRow.data ?? "null") as typeof defaultSiteSettings;
  const leader = settings.leaders[0] ?? fail("no leader saved");
  return {
    release,
    migrations: migrations.map((row) => row.name),
    counts,
    password: fixturePassword,
    staff: users,
    post: {
      title: post.title,
      slug: post.slug,
      oldSlug: oldSlug.slug,
      imageKey: post.image_key ?? fail("the post has no image"),
      imageWidth: post.image_width ?? fail("the post has no image width"),
      imageAlt: post.image_alt,
      views: Number(post.views),
    },
    publishedSlugs: publishedSlugs.map((row) => row.slug),
    lead: {
      fullName: lead.full_name,
      workEmail: lead.work_email,
      organization: lead.organization,
      status: lead.status,
    },
    closedLead: { fullName: closed.full_name, status: closed.status },
    contact: { name: contact.name, urgent: Number(contact.urgent) === 1 },
    waitlist: waitlist.map((row) => row.email),
    settings: {
      version: Number(settingsRow.version),
      email: settings.email,
      grievanceEmail: settings.grievance.email,
      leaderName: leader.name,
      leaderPhoto: leader.photo ?? fail("the leader has no photo"),
    },
  };
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

// ---------------------------------------------------------------- main

async function main(args: string[]) {
  const replace = args.includes("--replace");
  const release = args.find((arg) => !arg.startsWith("--"));
  if (!release || !/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(release)) {
    fail("Usage: node scripts/make-upgrade-fixture.ts <release-name> [--replace]   (e.g. 2026-11-25)");
  }
  const out = join(root, "tests", "fixtures", "upgrade", release);
  if (existsSync(out)) {
    if (!replace) {
      fail(
        `${relative(root, out)} exists: a release's fixture is made once, by that release. ` +
          "Give --replace to make it again (only before the release ships).",
      );
    }
    rmSync(out, { recursive: true, force: true });
  }
  const work = mkdtempSync(join(tmpdir(), "anvaya-fixture-"));
  const database = `anvaya_fixture_${randomBytes(6).toString("hex")}`;
  let created = false;
  try {
    // SQLite.
    const sqliteDir = join(work, "sqlite");
    const sqlite = createStore({ dataDir: sqliteDir });
    let sqliteExpected: Omit<UpgradeExpectations, "media">;
    const sqliteFile = join(work, "site.db");
    try {
      await migrateToLatest(sqlite.db);
      await fill(sqlite);
      sqliteExpected = await expectationsOf(sqlite, release);
      // One consistent file, WAL folded in, free pages dropped.
      await sql.raw(`vacuum into '${sqliteFile.replaceAll("'", "''")}'`).execute(sqlite.db);
    } finally {
      await sqlite.close();
    }

    // PostgreSQL.
    await onTestServer(`create database ${database}`);
    created = true;
    const url = testDatabaseUrlFor(database);
    const postgresDir = join(work, "postgres");
    const postgres = createStore({ url, dataDir: postgresDir });
    let postgresExpected: Omit<UpgradeExpectations, "media">;
    try {
      await migrateToLatest(postgres.db);
      await fill(postgres);
      postgresExpected = await expectationsOf(postgres, release);
    } finally {
      await postgres.close();
    }
    const sqlFile = join(work, "postgres.sql");
    await run("pg_dump", ["--no-owner", "--no-privileges", "--file", sqlFile, "--dbname", url]);

    // Both stores hold the same data and name the same images.
    if (JSON.stringify(sqliteExpected) !== JSON.stringify(postgresExpected)) {
      fail(
        `the stores differ:\n  sqlite   ${JSON.stringify(sqliteExpected)}\n  postgres ${JSON.stringify(postgresExpected)}`,
      );
    }
    const media = filesIn(join(sqliteDir, "media"));
    if (JSON.stringify(media) !== JSON.stringify(filesIn(join(postgresDir, "media")))) {
      fail("the stores' media folders differ");
    }

    mkdirSync(join(out, "sqlite"), { recursive: true });
    cpSync(sqliteFile, join(out, "sqlite", "site.db"));
    cpSync(join(sqliteDir, "media"), join(out, "sqlite", "media"), { recursive: true });
    cpSync(sqlFile, join(out, "postgres.sql"));
    const expected: UpgradeExpectations = { ...sqliteExpected, media };
    const expectedFile = join(out, "expected.json");
    writeFileSync(expectedFile, `${JSON.stringify(expected, null, 2)}\n`);
    // As `npm run lint` wants it.
    await run(join(root, "node_modules", ".bin", "biome"), ["format", "--write", expectedFile]);

    const sizes = [
      join(out, "sqlite", "site.db"),
      join(out, "postgres.sql"),
      ...media.map((name) => join(out, "sqlite", "media", name)),
    ].map((file) => `  ${relative(root, file)}  ${statSync(file).size} bytes`);
    console.log(
      `upgrade fixture of ${release}:\n${sizes.join("\n")}\n  ${relative(root, out)}/expected.json`,
    );
    const filled = Object.entries(expected.counts).map(([name, count]) => `${name} ${count}`);
    console.log(`rows: ${filled.join(", ")}`);
  } finally {
    if (created) await onTestServer(`drop database if exists ${database} with (force)`);
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
