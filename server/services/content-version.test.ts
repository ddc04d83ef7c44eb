import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchDuePosts } from "#server/http/due-posts.ts";
import { createLogger } from "#server/logger.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { memoryImageStorage } from "./images.ts";
import { createServices, type Services } from "./index.ts";

const dialects = await testDialects();

/**
 * What the page cache renews its pages by: the store's content version,
 * raised with every change a reader can see, in the change's transaction,
 * and adopted by the process that made it before the change is answered;
 * another process on the same store reads it with the settings' version.
 */
describe.each(dialects)("what readers see in the blog, on %s", (dialect) => {
  let store: TestStore;
  let here: Services;
  let there: Services;
  const time = manualClock("2026-06-01T00:00:00.000Z");
  const actor = { id: "00000000-0000-4000-8000-00000000c001", username: "writer", role: "blog" as const };
  const fields = { excerpt: "E", content: "C", author: "A", authorRole: "R", tags: ["t"] };
  let image: Uint8Array;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // Two processes on one store: each its own services and settings.
    here = createServices(store, time.clock, memoryImageStorage());
    there = createServices(store, time.clock, memoryImageStorage());
    await here.settings.load();
    await there.settings.load();
    image = new Uint8Array(
      await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await store.destroy();
  });

  const versionHere = () => here.settings.current().contentVersion;

  it("moves with a publish, an edit of a published post, an unpublish and a delete, and not with drafts", async () => {
    const start = versionHere();
    const draft = await here.blog.create(actor, { ...fields, title: "A draft", status: "draft" }, image);
    await here.blog.update(actor, draft.id, { title: "A draft, renamed" });
    expect(versionHere()).toBe(start);

    await here.blog.update(actor, draft.id, { status: "published" });
    expect(versionHere()).toBe(start + 1);
    const post = await here.blog.create(actor, { ...fields, title: "Published at once" }, image);
    expect(versionHere()).toBe(start + 2);
    await here.blog.update(actor, post.id, { excerpt: "Edited while published" });
    expect(versionHere()).toBe(start + 3);
    await here.blog.update(actor, post.id, { status: "draft" });
    expect(versionHere()).toBe(start + 4);
    await here.blog.remove(actor, post.id);
    expect(versionHere()).toBe(start + 4);
    await here.blog.remove(actor, draft.id);
    expect(versionHere()).toBe(start + 5);

    // The other process learns it on its next look at the store, settings kept as they were.
    const settingsThere = there.settings.current().settings;
    await there.settings.refresh();
    expect(there.settings.current().contentVersion).toBe(start + 5);
    expect(there.settings.current().settings).toBe(settingsThere);
  });

  it("says when the next scheduled post comes due", async () => {
    const at = (minutes: number) => new Date(time.clock().getTime() + minutes * 60_000).toISOString();
    expect(await here.blog.nextDueAt()).toBeNull();
    await here.blog.create(actor, { ...fields, title: "Later", publishDate: at(90) }, image);
    await here.blog.create(actor, { ...fields, title: "Sooner", publishDate: at(30) }, image);
    await here.blog.create(
      actor,
      { ...fields, title: "Not public", status: "draft", publishDate: at(10) },
      image,
    );
    expect((await here.blog.nextDueAt())?.toISOString()).toBe(at(30));
  });
});

describe("the timer for scheduled posts", () => {
  it("fires once the next post's date has come, then looks for the one after", async () => {
    const dueIn = Date.now() + 300;
    const fired: number[] = [];
    let asked = 0;
    const watch = watchDuePosts({
      nextDueAt: async () => (asked++ === 0 ? new Date(dueIn) : null),
      onDue: () => fired.push(Date.now()),
      logger: createLogger("silent"),
    });
    await watch.rearm();
    await expect.poll(() => fired.length, { timeout: 5_000 }).toBe(1);
    expect(fired[0]).toBeGreaterThanOrEqual(dueIn);
    expect(asked).toBe(2);
    watch.stop();
  });
});
