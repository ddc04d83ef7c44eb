import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Window } from "happy-dom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxLoginFailures } from "#common/constants.ts";
import { s3ImageStorage } from "#server/services/image-storage.ts";
import { demoRequestRate } from "#server/services/lead-kinds/demo-request.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { startLocalS3 } from "../../scripts/local-s3.ts";
import { freePort } from "../../scripts/serve-build.ts";
import { type RunningNginx, renderSiteConfig, selfSignedCertificate, startNginx } from "../utils/nginx.ts";
import { smtpSink } from "../utils/smtp-sink.ts";
import { type RunningServer, signInAdmin, startServer } from "./server.ts";

const dialects = await testDialects();

/*
 * Several machines (issue 35): two app processes on one PostgreSQL and one
 * S3 bucket (a local s3rver), behind Debian's nginx with deploy/nginx.conf
 * and both in its upstream, each with a DATA_DIR of its own. Through the
 * proxy and against each process directly: an image stored through one is
 * served by the other, a session of one works on the other, a post published
 * on one shows on the other (its kept pages included) within 2 s, so does a
 * Settings change, a lockout and a rate limit count requests to both, each
 * lead's mail goes out once, and killing one process loses no acknowledged
 * request while the other keeps serving.
 */
type Answer = { status: number; body: string };

/** Polls each address until its page holds `text`, all within 2 s of `since`. */
async function showsWithin2s(urls: string[], text: string, since: number) {
  for (const url of urls) {
    for (;;) {
      const page = await send(url);
      if (page.status === 200 && page.body.includes(text)) break;
      expect(Date.now() - since, `${url} shows ${text}`).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The fields a browser would send for the page's form named `label`, read
 * from the page as the server sent it (no script): inputs, checked boxes,
 * text areas and selects, in order.
 */
function formFieldsOf(html: string, label: string): [string, string][] {
  const window = new Window();
  try {
    window.document.body.innerHTML = html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<\/body>[\s\S]*$/, "");
    const form = window.document.querySelector(`form[aria-label="${label}"]`);
    if (!form) throw new Error(`no form "${label}" on the page`);
    const fields: [string, string][] = [];
    for (const element of form.querySelectorAll("input[name], textarea[name], select[name]")) {
      const name = element.getAttribute("name") ?? "";
      const tag = element.tagName.toLowerCase();
      const type = element.getAttribute("type") ?? "text";
      if (tag === "textarea") fields.push([name, element.textContent ?? ""]);
      else if (tag === "select") {
        const chosen = element.querySelector("option[selected]") ?? element.querySelector("option");
        fields.push([name, chosen?.getAttribute("value") ?? chosen?.textContent ?? ""]);
      } else if (type === "file" || type === "submit" || type === "button") continue;
      else if (type === "checkbox" || type === "radio") {
        if (element.hasAttribute("checked")) fields.push([name, element.getAttribute("value") ?? "on"]);
      } else fields.push([name, element.getAttribute("value") ?? ""]);
    }
    return fields;
  } finally {
    window.close();
  }
}

/** A request to nginx over https (its certificate is the test's own), or straight to a process over http. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const target = new URL(url);
  if (target.protocol === "http:") {
    return fetch(url, { method: options.method, headers: options.headers, body: options.body }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
    );
  }
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: { host: target.host, ...options.headers },
        servername: "localhost",
        rejectUnauthorized: false,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

describe.runIf(dialects.includes("postgres"))(
  "two app servers behind nginx on one PostgreSQL and one bucket",
  () => {
    let folder: string;
    let store: TestStore;
    let s3: Awaited<ReturnType<typeof startLocalS3>>;
    const mail = smtpSink();
    let a: RunningServer;
    let b: RunningServer;
    let nginx: RunningNginx;
    let site = "";

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), "anvaya-machines-"));
      store = await createTestStore("postgres");
      await store.close();
      s3 = await startLocalS3({ directory: join(folder, "bucket"), bucket: "anvaya-media" });
      const smtpPort = await freePort();
      await mail.start(smtpPort);
      const httpPort = await freePort();
      let httpsPort = await freePort();
      while (httpsPort === httpPort) httpsPort = await freePort();
      site = `https://localhost:${httpsPort}`;
      const env = {
        ...s3.env,
        SITE_URL: site,
        TRUST_PROXY: "127.0.0.1",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAIL: "leads@anvaya.example",
      };
      // Each its own DATA_DIR: nothing but the store and the bucket is shared.
      a = await startServer({ dataDir: join(folder, "a"), url: store.url }, env);
      b = await startServer({ dataDir: join(folder, "b"), url: store.url }, env);
      const certificateDir = join(folder, "tls");
      selfSignedCertificate(certificateDir);
      mkdirSync(join(folder, "acme"), { recursive: true });
      const config = renderSiteConfig(readFileSync("deploy/nginx.conf", "utf8"), {
        httpPort,
        httpsPort,
        certificateDir,
        acmeRoot: join(folder, "acme"),
        upstream: new URL(a.origin).host,
        secondUpstream: new URL(b.origin).host,
        serverName: "localhost",
      });
      nginx = await startNginx(join(folder, "nginx"), config, [httpPort, httpsPort]);
    }, 60_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const server of [a, b]) {
        if (server && server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill("SIGTERM");
          await server.exited;
        }
      }
      await mail.stop();
      await s3?.stop();
      await store?.destroy();
      rmSync(folder, { recursive: true, force: true });
    });

    it("share images, sessions and posts, send each mail once, and lose nothing when one is killed", {
      timeout: 180_000,
    }, async () => {
      // An image stored through A: served by B and through nginx, from the bucket.
      const cookie = await signInAdmin(a.origin, "blog");
      const form = new FormData();
      const title = `Two machines ${randomUUID().slice(0, 8)}`;
      const fields = {
        title,
        excerpt: "Served by whichever machine nginx picks.",
        content: "Sleep matters for mood. ".repeat(40),
        author: "Riya Sen",
        authorRole: "Health writer",
        category: "technology",
        tags: JSON.stringify(["scale"]),
        status: "published",
      };
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
        .jpeg()
        .toBuffer();
      form.set("image", new Blob([new Uint8Array(cover)], { type: "image/jpeg" }), "cover.jpg");
      const made = await fetch(`${a.origin}/api/blogs`, {
        method: "POST",
        headers: { cookie, origin: site },
        body: form,
      });
      expect(made.status).toBe(201);
      const post = ((await made.json()) as { data: { imageUrl: string; slug: string } }).data;
      const fromB = await fetch(`${b.origin}${post.imageUrl}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toBe("image/webp");
      expect((await send(`${site}${post.imageUrl}`)).status).toBe(200);
      expect(await s3ImageStorage(s3.settings).has(post.imageUrl.replace("/media/", ""))).toBe(true);

      // A's session works on B.
      expect((await fetch(`${b.origin}/api/auth/session?area=blog`, { headers: { cookie } })).status).toBe(
        200,
      );

      // The post shows on B's kept listing and article, and through nginx, within 2 s.
      await showsWithin2s(
        [`${b.origin}/resources/blogs`, `${b.origin}/blog/${post.slug}`, `${site}/resources/blogs`],
        title,
        Date.now(),
      );

      // A Settings change saved through nginx, as the form without script sends it: every
      // page of both, kept ones included, shows the new phone number within 2 s.
      const leadsCookie = await signInAdmin(a.origin, "leads");
      const settingsPage = await send(`${site}/admin-only-demo-requests/settings`, {
        headers: { cookie: leadsCookie },
      });
      expect(settingsPage.status).toBe(200);
      const number = `80${4000 + Math.floor(Math.random() * 5000)}${1000 + Math.floor(Math.random() * 8000)}`;
      const phone = `+91 ${number.slice(0, 5)} ${number.slice(5)}`;
      const settingsForm = new URLSearchParams(
        formFieldsOf(settingsPage.body, "Site settings").map(([name, value]) =>
          name === "phone" ? [name, phone] : [name, value],
        ),
      );
      expect(settingsForm.get("phone")).toBe(phone);
      const saved = await send(`${site}/admin-only-demo-requests/settings`, {
        method: "POST",
        headers: {
          cookie: leadsCookie,
          origin: site,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: settingsForm.toString(),
      });
      expect(saved.body).toContain("Settings saved.");
      await showsWithin2s(
        [`${a.origin}/contact-us`, `${b.origin}/contact-us`, `${b.origin}/`, `${site}/faqs`, `${site}/`],
        // Stored and linked as E.164.
        `tel:+91${number}`,
        Date.now(),
      );

      // A lockout: wrong passwords through nginx and to each process count together.
      const login = (url: string, password: string, address: string) =>
        send(`${url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: site, "x-forwarded-for": address },
          body: JSON.stringify({ username: "faults-editor", password, area: "blog" }),
        });
      const targets = [site, a.origin, b.origin];
      for (let i = 0; i < maxLoginFailures; i += 1) {
        const answer = await login(targets[i % 3] ?? site, "not the password", `198.21.0.${i}`);
        expect(answer.status, `wrong password ${i + 1}`).toBe(i + 1 < maxLoginFailures ? 401 : 429);
      }
      for (const target of targets) {
        const locked = await login(target, "any password", "198.21.1.1");
        expect(locked.status).toBe(429);
        expect((JSON.parse(locked.body) as { error: string }).error).toMatch(/^Account temporarily locked/);
      }

      // A rate limit: one client's demo requests, through nginx and to each process, count together.
      const statuses: number[] = [];
      for (let i = 0; i <= demoRequestRate.limit; i += 1) {
        const answer = await send(`${targets[i % 3] ?? site}/api/request-demo`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: site, "x-forwarded-for": "198.21.2.1" },
          body: JSON.stringify({
            fullName: "Shared Limit",
            workEmail: "shared-limit@clinic.example",
            organization: "Two Machines Clinic",
            roleTitle: "Director",
            phone: "+91 80 1234 5678",
            inquiryFor: "mental-health-platform",
            message: "One client, two machines: the limit holds across both.",
            agreeToContact: true,
          }),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(demoRequestRate.limit).fill(201), 429]);

      // Leads through nginx: both processes take them, and their two mail workers send each mail once.
      const answers: { token: string; status: number }[] = [];
      let sent = 0;
      const submitOne = async () => {
        const token = randomUUID();
        sent += 1;
        const body = JSON.stringify({
          fullName: "Trial Person",
          workEmail: `trial-${token.slice(0, 8)}@clinic.example`,
          organization: "Trial Clinic",
          roleTitle: "Director",
          phone: "+91 80 1234 5678",
          inquiryFor: "mental-health-platform",
          message: `Machines trial ${token}: please show us the scheduling tools.`,
          agreeToContact: true,
        });
        const answer = await send(`${site}/api/request-demo`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: site,
            "x-forwarded-for": `198.19.${Math.floor(sent / 250) % 250}.${sent % 250}`,
          },
          body,
        }).catch(() => ({ status: 0, body: "" }));
        answers.push({ token, status: answer.status });
        return { token, status: answer.status };
      };
      const mailedTo = (tokens: string[]) =>
        mail.received
          .flatMap((received) => received.to)
          .filter((to) => tokens.some((token) => to === `trial-${token.slice(0, 8)}@clinic.example`));
      const waitForMail = async (tokens: string[]) => {
        const deadline = Date.now() + 45_000;
        while (mailedTo(tokens).length < tokens.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Wait a little more: a second copy, if there were one, would come now.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return mailedTo(tokens);
      };
      const before = await Promise.all(Array.from({ length: 10 }, submitOne));
      expect(before.map((one) => one.status)).toEqual(Array(10).fill(201));
      const firstMail = await waitForMail(before.map((one) => one.token));
      expect(firstMail).toHaveLength(10);
      expect(new Set(firstMail).size).toBe(10);

      // A killed while leads keep coming: every acknowledged one stored once; then B alone answers all.
      let stopping = false;
      // Two clients, a lead every 150 ms each: a steady stream, light enough for one
      // process's mail worker (ten mails a run, a run every 5 s) to catch up afterwards.
      const loops = Array.from({ length: 2 }, async () => {
        while (!stopping) {
          await submitOne();
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      a.child.kill("SIGKILL");
      await a.exited;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      stopping = true;
      await Promise.all(loops);
      const after: { token: string; status: number }[] = [];
      for (let i = 0; i < 10; i += 1) after.push(await submitOne());
      expect(after.map((one) => one.status)).toEqual(Array(10).fill(201));
      const stored = await createStoreReader(store).messages();
      const acknowledged = answers.filter((one) => one.status >= 200 && one.status < 300);
      expect(acknowledged.length).toBeGreaterThan(22);
      for (const { token } of acknowledged) {
        expect(
          stored.filter((message) => message.includes(token)),
          token,
        ).toHaveLength(1);
      }
      // B's worker sends what came after, once each.
      const lastMail = await waitForMail(after.map((one) => one.token));
      expect(lastMail).toHaveLength(10);
      expect(new Set(lastMail).size).toBe(10);
    });
  },
);

/** Reads the demo requests' messages straight from the store. */
function createStoreReader(store: TestStore) {
  return {
    async messages(): Promise<string[]> {
      const { createStore } = await import("#server/db/client.ts");
      const reader = createStore({ url: store.url, dataDir: store.dataDir });
      try {
        const rows = await reader.db.selectFrom("demo_requests").select("message").execute();
        return rows.map((row) => row.message);
      } finally {
        await reader.close();
      }
    },
  };
}
