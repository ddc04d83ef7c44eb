import { describe, expect, it } from "vitest";
import {
  addTags,
  emptyValues,
  formErrorsOf,
  isoToIstInput,
  istInputToIso,
  postInputOf,
  validate,
  valuesFromForm,
} from "./form-values.ts";
import { saveFailed } from "./messages.ts";

describe("publish times in IST", () => {
  it("reads a datetime-local value as IST and stores UTC", () => {
    expect(istInputToIso("2026-11-23T10:30")).toBe("2026-11-23T05:00:00.000Z");
    expect(istInputToIso("2026-11-23T02:00")).toBe("2026-11-22T20:30:00.000Z");
    expect(istInputToIso("")).toBeUndefined();
    expect(istInputToIso("23/11/2026")).toBeUndefined();
  });

  it("shows a stored UTC instant as IST, and round-trips", () => {
    expect(isoToIstInput("2026-11-22T20:30:00.000Z")).toBe("2026-11-23T02:00");
    expect(istInputToIso(isoToIstInput("2026-10-27T00:00:00.000Z"))).toBe("2026-10-27T00:00:00.000Z");
    expect(isoToIstInput("not a date")).toBe("");
  });
});

describe("tags (spec §5)", () => {
  it("trims, drops duplicates ignoring case, and splits a comma list", () => {
    expect(addTags(["sleep"], " Sleep , mood,, anxiety ").tags).toEqual(["sleep", "mood", "anxiety"]);
  });

  it("refuses an 11th tag and one over 50 characters", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTags(ten, "more")).toEqual({ tags: ten, error: "Use at most 10 tags." });
    expect(addTags([], "x".repeat(51)).error).toBe("Each tag is at most 50 characters.");
  });
});

describe("validation (spec §5)", () => {
  it("gives every required message on an empty new post", () => {
    expect(validate(emptyValues, { editing: false, hasImage: false })).toEqual({
      title: "Title is required",
      excerpt: "Excerpt is required",
      content: "Content is required",
      author: "Author name is required",
      authorRole: "Author role is required",
      tags: "At least one tag is required",
      image: "Featured image is required",
    });
  });

  it("does not ask for content or an image when editing", () => {
    const errors = validate(emptyValues, { editing: true, hasImage: false });
    expect(errors.content).toBeUndefined();
    expect(errors.image).toBeUndefined();
    expect(errors.title).toBe("Title is required");
  });
});

describe("the form as the page's action reads it", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads the fields a browser sends, with or without JavaScript", () => {
    const { values, tagError } = valuesFromForm(
      form([
        ["title", " Sleep "],
        ["content", "One\r\nTwo"],
        ["category", "wellness"],
        ["tags", '["sleep","mood"]'],
        ["tagText", "Sleep, rest"],
        ["featured", "true"],
        ["publishAt", "2026-11-23T10:30"],
      ]),
    );
    expect(tagError).toBeUndefined();
    expect(values).toEqual({
      ...emptyValues,
      title: " Sleep ",
      content: "One\nTwo",
      category: "wellness",
      tags: ["sleep", "mood", "rest"],
      featured: true,
      publishAt: "2026-11-23T10:30",
    });
  });

  it("takes a comma-separated box of tags without JavaScript, and says why one is left out", () => {
    expect(valuesFromForm(form([["tagText", "a, b,, c"]])).values.tags).toEqual(["a", "b", "c"]);
    expect(valuesFromForm(form([["tagText", "x".repeat(51)]])).tagError).toBe(
      "Each tag is at most 50 characters.",
    );
    expect(valuesFromForm(form([["category", "no-such"]])).values.category).toBe("mental-health");
    expect(valuesFromForm(form([["tags", "{not json"]])).values.tags).toEqual([]);
  });

  it("fills spec §7's draft defaults only for a draft, and sends the publish time in UTC", () => {
    const values = { ...emptyValues, title: "T", content: "C", publishAt: "2026-11-23T10:30" };
    expect(postInputOf(values, "draft", { draftDefaults: true })).toMatchObject({
      excerpt: "Draft excerpt",
      author: "Draft Author",
      authorRole: "Draft Role",
      tags: ["draft"],
      status: "draft",
      category: "mental-health",
      publishDate: "2026-11-23T05:00:00.000Z",
    });
    expect(postInputOf(values, "published")).toMatchObject({ excerpt: "", tags: [], status: "published" });
  });

  it("shows the service's errors under the form's names", () => {
    expect(formErrorsOf({ publishDate: "Use a date like 2026-11-22.", title: "Title is required" })).toEqual({
      publishAt: "Use a date like 2026-11-22.",
      title: "Title is required",
    });
  });
});

describe("save failures (spec §8)", () => {
  const failure = (status: number, error = "") => ({ status, error });
  it("picks the first hint that applies", () => {
    expect(saveFailed("create", failure(0, "Failed to fetch"))).toBe(
      "Error creating blog post. Please check if the server is running and try again.",
    );
    expect(saveFailed("create", failure(413, "Image size should be less than 5MB"))).toBe(
      "Error creating blog post. Image file is too large. Please use an image smaller than 5MB.",
    );
    expect(saveFailed("update", failure(400, "Please fill in all required fields."))).toBe(
      "Error updating blog post. Please fill in all required fields.",
    );
    expect(saveFailed("update", failure(404, "The blog post was not found."))).toBe(
      "Error updating blog post. The blog post was not found on the server. It may have been deleted.",
    );
    expect(saveFailed("update", failure(401, "Sign in first."))).toBe(
      "Error updating blog post. You do not have permission to edit this blog post.",
    );
    expect(saveFailed("update", failure(409, 'The address "x" is taken.'))).toBe(
      'Error updating blog post. The address "x" is taken.',
    );
  });
});
