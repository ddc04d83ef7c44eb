import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    const { app } = createTestApp(store);
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
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
