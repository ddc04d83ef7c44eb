import { z } from "zod";

/**
 * The one reading of environment variables (ARCHITECTURE.md, "Environment").
 * Parsed once at start; a bad value stops the process with every problem listed.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  NOTIFY_EMAIL: z.string().email().optional(),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  BUILD_DIR: z.string().min(1).default("build"),
  SEED_SAMPLE_CONTENT: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  return Object.freeze({
    env: e.NODE_ENV,
    http: { port: e.PORT, host: e.HOST, siteUrl: e.SITE_URL.replace(/\/+$/, ""), trustProxy: e.TRUST_PROXY },
    dataDir: e.DATA_DIR,
    buildDir: e.BUILD_DIR,
    seedSampleContent: e.SEED_SAMPLE_CONTENT,
    db: { url: e.DATABASE_URL },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    mail: { smtpUrl: e.SMTP_URL, notifyEmail: e.NOTIFY_EMAIL },
    logLevel: e.LOG_LEVEL,
  });
}
