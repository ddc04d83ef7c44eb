import { describe, expect, it } from "vitest";
import { pluralOf } from "./plural.ts";

const hour = { one: "hour", other: "hours" };

describe("pluralOf", () => {
  it("takes the form a language's plural rules give a count", () => {
    expect([0, 1, 2].map((n) => pluralOf("en-IN", n, hour))).toEqual(["hours", "hour", "hours"]);
    // Hindi counts 0 with 1.
    expect([0, 1, 2].map((n) => pluralOf("hi", n, { one: "घंटा", other: "घंटे" }))).toEqual([
      "घंटा",
      "घंटा",
      "घंटे",
    ]);
  });
});
