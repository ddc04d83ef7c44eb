/**
 * Debian's nginx in front of the built server, for the browser tests, with
 * the production configuration `deploy/nginx.conf` rendered for the test:
 * its ports on 127.0.0.1, its certificate, its ACME folder, its upstream and
 * the name `localhost`, by replacing the exact strings that file names in its
 * header. nginx runs in the foreground as a child process with everything
 * (pid, logs, temporary files) in the test's folder.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

export const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type SiteConfigValues = {
  httpPort: number;
  httpsPort: number;
  /** Holds fullchain.pem and privkey.pem, as certbot's live folder does. */
  certificateDir: string;
  /** Where `/.well-known/acme-challenge/…` is answered from. */
  acmeRoot: string;
  /** The built server, host:port. */
  upstream: string;
  /** A second built server, host:port, behind the same upstream (several machines). */
  secondUpstream?: string;
  /** The site's name in place of example.in. */
  serverName: string;
};

/**
 * deploy/nginx.conf with the test's values. Each string must be found, so a
 * change of that file that the test can no longer render fails here.
 */
export function renderSiteConfig(template: string, values: SiteConfigValues): string {
  const site = `https://${values.serverName}:${values.httpsPort}`;
  const replacements: Array<[string, string]> = [
    // IPv6 is left out: a test machine may have no ::1.
    ["listen [::]:80", "# listen [::]:80"],
    ["listen [::]:443", "# listen [::]:443"],
    ["listen 80", `listen 127.0.0.1:${values.httpPort}`],
    ["listen 443", `listen 127.0.0.1:${values.httpsPort}`],
    ["/etc/letsencrypt/live/example.in/", `${values.certificateDir}/`],
    ["/var/www/html", values.acmeRoot],
    ...(values.secondUpstream
      ? ([["# server 10.0.0.6:3000", `server ${values.secondUpstream}`]] as Array<[string, string]>)
      : []),
    ["127.0.0.1:3000", values.upstream],
    ["https://$host", `https://$host:${values.httpsPort}`],
    ["https://example.in", site],
    ["example.in", values.serverName],
  ];
  let text = template;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer holds "${from}"`);
    text = text.split(from).join(to);
  }
  return text;
}

/** A certificate for `localhost` (and www.localhost), made with openssl, as fullchain.pem and privkey.pem. */
export function selfSignedCertificate(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,DNS:www.localhost"],
      ...["-keyout", join(dir, "privkey.pem"), "-out", join(dir, "fullchain.pem")],
    ],
    { stdio: "ignore" },
  );
}

export type RunningNginx = {
  child: ChildProcess;
  /** What nginx wrote to its error log, for a failure's message. */
  errors: () => string;
  stop: () => Promise<void>;
};

const live = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground on `siteConfig` (the rendered site file),
 * inside a main configuration of its own in `dir`, as Debian's nginx.conf
 * includes sites-enabled/* in its `http { }`; resolves once `ports` accept
 * connections.
 */
export async function startNginx(dir: string, siteConfig: string, ports: number[]): Promise<RunningNginx> {
  mkdirSync(join(dir, "temp"), { recursive: true });
  writeFileSync(join(dir, "site.conf"), siteConfig);
  const errorLog = join(dir, "error.log");
  const pid = join(dir, "nginx.pid");
  // Everything in `dir`: nothing under /var/lib/nginx or /var/log/nginx is
  // needed. One process, run as whoever runs the test (no master switching
  // its workers to another user), so that killing it leaves nothing behind.
  const main = [
    "master_process off;",
    `error_log ${errorLog} warn;`,
    "events { worker_connections 256; }",
    // Debian's /etc/nginx/nginx.conf sets these in `http { }`, where the
    // site's file is included (with its commented-out gzip lines turned on,
    // as an admin may have): the site must override what it needs (gzip, the
    // TLS protocols) in its servers, and must not set them again at this
    // level, which nginx refuses as a duplicate.
    "http {",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  types_hash_max_size 2048;",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;",
    "  ssl_prefer_server_ciphers on;",
    "  gzip on;",
    "  gzip_vary on;",
    "  gzip_proxied any;",
    "  gzip_comp_level 6;",
    "  gzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript;",
    `  access_log ${join(dir, "access.log")};`,
    `  client_body_temp_path ${join(dir, "temp", "body")};`,
    `  proxy_temp_path ${join(dir, "temp", "proxy")};`,
    `  fastcgi_temp_path ${join(dir, "temp", "fastcgi")};`,
    `  uwsgi_temp_path ${join(dir, "temp", "uwsgi")};`,
    `  scgi_temp_path ${join(dir, "temp", "scgi")};`,
    `  include ${join(dir, "site.conf")};`,
    "}",
    "",
  ].join("\n");
  writeFileSync(join(dir, "nginx.conf"), main);
  const args = ["-p", dir, "-e", errorLog, "-c", join(dir, "nginx.conf")];
  execFileSync(nginxBinary, [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
  const child = spawn(nginxBinary, [...args, "-g", `daemon off; pid ${pid};`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  live.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      live.delete(child);
      resolve();
    });
  });
  const errors = () => {
    let log = "";
    try {
      log = readFileSync(errorLog, "utf8").slice(-20_000);
    } catch {
      // not written yet
    }
    return `${stderr}${log}`;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errors()}`);
    if ((await Promise.all(ports.map(listening))).every(Boolean)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen within 10 s:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
