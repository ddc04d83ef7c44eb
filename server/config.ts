import { existsSync } from "node:fs";
import { z } from "zod";
import { defaultBuildDir, normaliseSiteUrl } from "#common/site-defaults.ts";
import { parseTrustProxy } from "./http/proxy-trust.ts";

/**
 * The one reading of environment variables (docs/operations.md, "Environment", lists them all).
 * Parsed once at start; a bad value stops the process with every problem listed.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL connections this process keeps at most (several processes share the server's max_connections).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  NOTIFY_EMAIL: z.string().email().optional(),
  // The sender of every mail: an address, or a name and an address ("Anvaya <hello@example.in>").
  MAIL_FROM: z
    .string()
    .max(320)
    .refine(
      (value) => mailFromAddress(value) !== undefined,
      'an address, or a name and an address: "Anvaya <hello@example.in>"',
    )
    .optional(),
  // Conversations (issue 50): answers to staff replies come back to their lead.
  // REPLY_ADDRESS=replies@example.in makes each reply's Reply-To replies+<token>@example.in.
  REPLY_ADDRESS: z
    .string()
    .email()
    .refine(
      (value) => (value.split("@")[0] ?? "").length <= 16,
      "a local part of at most 16 characters (the token takes 48 of 64)",
    )
    .refine(
      (value) => !(value.split("@")[0] ?? "").includes("+"),
      "an address without a + (the token follows one)",
    )
    .optional(),
  // Mail arriving by webhook: POST /api/inbound-mail with this bearer token (unset: that address answers 404).
  INBOUND_MAIL_SECRET: z.string().min(24, "at least 24 characters").max(200).optional(),
  // Mail arriving in a mailbox the server reads: imaps://user:password@host[:port][/Mailbox].
  IMAP_URL: z
    .string()
    .url()
    .refine((url) => /^imaps?:\/\//i.test(url), "an imap:// or imaps:// address")
    .optional(),
  // Read at run time, never at build: one build serves any address.
  SITE_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), "an http:// or https:// address")
    .optional(),
  // The proxies of ours in front (server/http/proxy-trust.ts): "false", "true" (loopback),
  // a number of hops, or their addresses and ranges.
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  BUILD_DIR: z.string().min(1).default(defaultBuildDir),
  SEED_SAMPLE_CONTENT: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  // Days a closed lead and sent mail are kept before the retention job deletes them.
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Encrypted backups (issue 51): `npm run backup` encrypts every file to these age public keys
  // (age1…), separated by commas or spaces. Only their shape is checked here: their checksums are
  // checked by the backup itself (server/db/backup/encryption.ts), so that the server never loads
  // age-encryption (about 0.3 s to import).
  BACKUP_RECIPIENT: z
    .string()
    .optional()
    .transform((value, context) => {
      const recipients = (value ?? "").split(/[\s,]+/).filter(Boolean);
      for (const [n, recipient] of recipients.entries()) {
        // Never echoed: a secret key pasted here by mistake must not reach a log.
        const problem = /^AGE-SECRET-KEY-/i.test(recipient)
          ? "is an identity, a secret key: give its public key (`age-keygen -y FILE`), and keep the secret off this machine"
          : !/^age1[02-9ac-hj-np-z]+$/.test(recipient)
            ? "is not an age recipient (age1…; SSH keys are not supported)"
            : undefined;
        if (problem)
          context.addIssue({
            code: "custom",
            message: `recipient ${n + 1} of ${recipients.length} ${problem}`,
          });
      }
      return recipients;
    }),
  // GET /metrics (issue 51): answered on loopback, and elsewhere only with this bearer token.
  METRICS_TOKEN: z.string().min(24, "at least 24 characters").max(200).optional(),
  // "false": no metrics are kept and /metrics answers 404 (for comparing the cost of keeping them).
  METRICS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  // A request's log line carries `slow: true` when it took this long or longer.
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Images in an S3-compatible bucket rather than DATA_DIR/media (issue 35): set S3_BUCKET to use one.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).max(64).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
});

export type Config = ReturnType<typeof loadConfig>;

const plainAddress = /^[^\s<>()[\]",;:@]+@[^\s<>()[\]",;:@]+\.[^\s<>()[\]",;:@]+$/;

/**
 * The address in a MAIL_FROM value (`hello@example.in` or
 * `Name <hello@example.in>`, the name optionally quoted); undefined when it
 * is neither, or holds a line break (a header must not).
 */
export function mailFromAddress(value: string): string | undefined {
  if (/[\r\n]/.test(value)) return undefined;
  const trimmed = value.trim();
  if (plainAddress.test(trimmed)) return trimmed;
  const named = /^("[^"\\]*"|[^"<>]*)\s*<([^<>]+)>$/.exec(trimmed);
  if (named?.[2] && plainAddress.test(named[2]) && named[1]?.trim() !== "") return named[2];
  return undefined;
}

/**
 * Reads `.env` in the working directory into the environment when it exists.
 * Variables already set win over the file, so `PORT=4000 npm start` still
 * means port 4000.
 */
export function loadEnvFile(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** What `npm start` says when the build folder holds no build. */
export const noBuildFound = (buildDir: string) =>
  `No build found in ${buildDir}/: run \`npm start\` (it builds) or \`npm run build\` first.`;

/**
 * Parses the environment. `overrides` win over it: `npm run dev` runs in
 * development whatever NODE_ENV a copied `.env` holds.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Record<string, string> = {},
) {
  // Empty strings count as unset, as they do in most .env tooling.
  const set = Object.entries(env).filter(([, value]) => value !== undefined && value !== "");
  const cleaned = { ...Object.fromEntries(set), ...overrides };
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  return Object.freeze({
    env: e.NODE_ENV,
    http: {
      port: e.PORT,
      host: e.HOST,
      // Unset, the site is where `npm start` says it is: this machine, on PORT.
      siteUrl: normaliseSiteUrl(e.SITE_URL ?? `http://localhost:${e.PORT || 3000}`),
      siteUrlSet: e.SITE_URL !== undefined,
      trustProxy: e.TRUST_PROXY,
      slowRequestMs: e.SLOW_REQUEST_MS,
    },
    metrics: { enabled: e.METRICS, token: e.METRICS_TOKEN },
    dataDir: e.DATA_DIR,
    buildDir: e.BUILD_DIR,
    seedSampleContent: e.SEED_SAMPLE_CONTENT,
    db: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    mail: { smtpUrl: e.SMTP_URL, notifyEmail: e.NOTIFY_EMAIL, from: e.MAIL_FROM },
    conversations: {
      replyAddress: e.REPLY_ADDRESS?.toLowerCase(),
      inboundSecret: e.INBOUND_MAIL_SECRET,
      imapUrl: e.IMAP_URL,
    },
    retentionDays: e.RETENTION_DAYS,
    backup: { recipients: e.BACKUP_RECIPIENT },
    logLevel: e.LOG_LEVEL,
    // Path-style addressing unless told otherwise wherever an endpoint is given (self-hosted stores).
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : null,
  });
}
