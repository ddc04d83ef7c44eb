import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { defaultBuildDir } from "#common/site-defaults.ts";

/*
 * The back office is its own route bundle: a public page downloads none of
 * its code. Read from the built client manifest (the server build exports it
 * as `assets`), which lists every route's module and the chunks it imports.
 */

type RouteAssets = { id: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteAssets> };

const buildDir = resolve(process.env.BUILD_DIR || defaultBuildDir);

test("no public page loads back-office code", async () => {
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as { assets: Manifest };
  const routes = Object.values(build.assets.routes);
  const backOffice = routes.filter((route) => route.id.startsWith("routes/admin/"));
  expect(backOffice.map((route) => route.id).sort()).toEqual([
    "routes/admin/account-blog",
    "routes/admin/account-leads",
    "routes/admin/audit",
    "routes/admin/blog",
    "routes/admin/blog-preview",
    "routes/admin/callbacks",
    "routes/admin/demo-requests",
    "routes/admin/inquiries",
    "routes/admin/layout",
    "routes/admin/mail",
    "routes/admin/overview",
    "routes/admin/settings",
    "routes/admin/staff",
    "routes/admin/waitlist",
  ]);

  // Chunks only the back office needs: the admin routes' modules, and any chunk
  // that holds the staff shell or the sign-in gate.
  const filesOf = (route: RouteAssets) => [route.module, ...(route.imports ?? [])];
  const holds = (file: string, text: string) =>
    readFileSync(join(buildDir, "client", file), "utf8").includes(text);
  const staffOnly = new Set([
    ...backOffice.map((route) => route.module),
    ...backOffice
      .flatMap(filesOf)
      .filter((file) => holds(file, "Signed in as") || holds(file, "Staff sign-in")),
  ]);
  expect(staffOnly.size).toBeGreaterThanOrEqual(3);

  const publicFiles = new Set([
    build.assets.entry.module,
    ...build.assets.entry.imports,
    ...routes.filter((route) => !route.id.startsWith("routes/admin/")).flatMap(filesOf),
  ]);
  expect([...staffOnly].filter((file) => publicFiles.has(file))).toEqual([]);
});
