import { describe, expect, test } from "vitest";
import { listLimits } from "#common/constants.ts";
import { blogListQuerySchema } from "./blog-list-query.ts";

const messageOf = (input: Record<string, string>) =>
  blogListQuerySchema.safeParse(input).error?.issues[0]?.message;

describe("blogListQuerySchema", () => {
  test("defaults to the first page of 50 (spec §7 #2)", () => {
    expect(blogListQuerySchema.parse({})).toEqual({ limit: 50, page: 1 });
    expect(blogListQuerySchema.parse({ limit: "100", page: "3" })).toEqual({ limit: 100, page: 3 });
  });

  test("bounds the limit to 1-100 and the page to whole numbers from 1", () => {
    for (const limit of ["0", "101", "1.5", "ten", "-1"])
      expect(messageOf({ limit }), limit).toBe("Limit is 1 to 100.");
    expect(messageOf({ page: "0" })).toBe("Page starts at 1.");
    for (const page of ["1e308", "2.5", "x", String(listLimits.maxPage + 1)]) {
      expect(messageOf({ page }), page).toMatch(/^Page is a whole number/);
    }
    expect(blogListQuerySchema.parse({ page: String(listLimits.maxPage) }).page).toBe(listLimits.maxPage);
  });

  test("knows the statuses and categories", () => {
    expect(blogListQuerySchema.parse({ status: "draft", category: "all" })).toMatchObject({
      status: "draft",
      category: "all",
    });
    expect(blogListQuerySchema.parse({ category: "research" }).category).toBe("research");
    expect(blogListQuerySchema.parse({ category: "wellness" }).category).toBe("wellness");
    expect(messageOf({ status: "archived" })).toBe("Status is draft or published.");
    expect(messageOf({ category: "gossip" })).toBe("Unknown category.");
    // A label, as the spec's API client sends it, in any case, means its id.
    expect(blogListQuerySchema.parse({ category: "Mental Health" }).category).toBe("mental-health");
    expect(blogListQuerySchema.parse({ category: " healthcare TECHNOLOGY " }).category).toBe("technology");
    expect(blogListQuerySchema.parse({ category: "All Articles" }).category).toBe("all");
    expect(messageOf({ category: "Mental Wealth" })).toBe("Unknown category.");
  });

  test("trims the search and bounds its length", () => {
    expect(blogListQuerySchema.parse({ search: "  sleep  " }).search).toBe("sleep");
    expect(messageOf({ search: "a".repeat(listLimits.search + 1) })).toMatch(/at most 200/);
  });
});
