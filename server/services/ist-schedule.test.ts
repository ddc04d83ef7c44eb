import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIstDateTime, isoToIstInput, istInputToIso } from "#common/format-date.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { memoryImageStorage } from "./images.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

/*
 * Times are stored in UTC and shown in IST (UTC+05:30). A post scheduled for
 * 4:00 am IST on 25 November is due at 22:30 UTC on the 24th: the day differs
 * on either side of midnight UTC, and the half hour must not be lost.
 */
const istInput = "2026-11-25T04:00";
const dueUtc = "2026-11-24T22:30:00.000Z";

describe("IST and UTC", () => {
  it("reads an IST time across midnight UTC, keeping the half hour, and shows it back in IST", () => {
    expect(istInputToIso(istInput)).toBe(dueUtc);
    expect(isoToIstInput(dueUtc)).toBe(istInput);
    expect(formatIstDateTime(dueUtc)).toBe("25 Nov 2026, 4:00 am IST");
    // Half past midnight UTC is six in the morning IST, the same day.
    expect(formatIstDateTime("2026-11-25T00:30:00.000Z")).toBe("25 Nov 2026, 6:00 am IST");
    expect(formatIstDateTime("2026-11-24T18:29:00.000Z")).toBe("24 Nov 2026, 11:59 pm IST");
    // Hindi writes the month out (docs/hindi-glossary.md), with its own word for the time of day.
    expect(formatIstDateTime("2026-11-30T05:00:00.000Z", "hi")).toBe("30 नवंबर 2026, सुबह 10:30 IST");
    expect(formatIstDateTime("2026-02-03T13:30:00.000Z", "hi")).toBe("3 फ़रवरी 2026, शाम 7:00 IST");
  });
});

describe.each(dialects)("a post scheduled in IST on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-24T18:00:00.000Z");
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock, memoryImageStorage());
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("is published at the IST instant it was scheduled for, not a minute early", async () => {
    const image = new Uint8Array(
      await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    const post = await services.blog.create(
      { id: "00000000-0000-4000-8000-00000000b000", username: "writer", role: "blog" as const },
      {
        title: "Scheduled across midnight UTC",
        excerpt: "E",
        content: "C",
        author: "A",
        authorRole: "R",
        tags: ["t"],
        status: "published",
        publishDate: istInputToIso(istInput),
      },
      image,
    );
    expect(post.publishDate).toBe(dueUtc);
    const visible = async () => (await services.blog.findForReader(post.slug)) !== null;
    const inFeed = async () => (await services.blog.feedPosts()).some((p) => p.slug === post.slug);

    // Not at 11:30 pm IST on the 24th, nor at 3:59:59 am IST on the 25th.
    expect(await visible()).toBe(false);
    time.advance(new Date(dueUtc).getTime() - time.clock().getTime() - 1_000);
    expect(time.clock().toISOString()).toBe("2026-11-24T22:29:59.000Z");
    expect(await visible()).toBe(false);
    expect(await inFeed()).toBe(false);
    time.advance(1_000);
    expect(await visible()).toBe(true);
    expect(await inFeed()).toBe(true);
  });
});
