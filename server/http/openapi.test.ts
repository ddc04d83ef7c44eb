import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogListPageSize, demoRequestSorts, listLimits } from "#common/constants.ts";
import { createTestApp } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";

describe("GET /api/openapi.json", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore("sqlite");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("describes every API route the app answers, with bodies from the zod schemas", async () => {
    // With the inbound mail secret set, as a deployment that takes mail by webhook is (issue 50).
    const { app } = createTestApp(store, undefined, { INBOUND_MAIL_SECRET: "a-secret-of-at-least-24-chars" });
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
            parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
          }
        >
      >;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/request-demo",
        "/api/auth/login",
        "/api/demo-requests",
        "/api/demo-requests/{id}/status",
      ]),
    );
    const demoBody = doc.paths["/api/request-demo"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(demoBody?.required).toEqual(expect.arrayContaining(["fullName", "workEmail", "agreeToContact"]));
    // Query parameters come from the zod schemas the services parse the query with.
    const blogParams = doc.paths["/api/blogs"]?.get?.parameters ?? [];
    expect(blogParams.find((p) => p.name === "limit")).toMatchObject({
      in: "query",
      schema: {
        type: "integer",
        minimum: 1,
        maximum: blogListPageSize.max,
        default: blogListPageSize.default,
      },
    });
    expect(blogParams.find((p) => p.name === "page")?.schema).toMatchObject({ maximum: listLimits.maxPage });
    expect(blogParams.find((p) => p.name === "status")?.schema).toMatchObject({
      enum: ["draft", "published"],
    });
    // A category is an id (as the schema lists them) or its label ("Mental Health").
    const category = blogParams.find((p) => p.name === "category") as
      | { schema: { enum?: string[] }; description?: string }
      | undefined;
    expect(category?.schema.enum).toEqual(expect.arrayContaining(["all", "mental-health", "technology"]));
    expect(category?.description).toContain('mental-health ("Mental Health")');
    const leadParams = doc.paths["/api/demo-requests"]?.get?.parameters ?? [];
    expect(leadParams.map((p) => p.name).sort()).toEqual([
      "limit",
      "owner",
      "page",
      "product",
      "search",
      "sort",
      "status",
    ]);
    expect(leadParams.find((p) => p.name === "sort")?.schema).toMatchObject({ enum: [...demoRequestSorts] });
    expect(leadParams.find((p) => p.name === "owner")?.schema).toMatchObject({ type: "string" });
    expect(leadParams.find((p) => p.name === "search")?.schema).toMatchObject({
      maxLength: listLimits.search,
    });
    const csvParams = doc.paths["/api/demo-requests/export.csv"]?.get?.parameters ?? [];
    expect(csvParams.map((p) => p.name).sort()).toEqual(["owner", "product", "search", "sort", "status"]);
    // Every documented path answers something other than the API's 404.
    for (const path of Object.keys(doc.paths)) {
      const concrete = path.replace("{id}", "00000000-0000-4000-8000-000000000000");
      const methods = Object.keys(doc.paths[path] ?? {});
      for (const method of methods) {
        const res = await app.request(concrete, { method: method.toUpperCase() });
        const body = res.headers.get("content-type")?.includes("json")
          ? ((await res.json()) as { error?: string })
          : {};
        expect(body.error, `${method} ${path}`).not.toBe("No such API endpoint.");
      }
    }
  });
});
