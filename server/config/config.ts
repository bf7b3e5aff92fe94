import path from "node:path";
import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** An unset or empty variable means "not configured". */
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
const optionalUrl = unsetWhenBlank(z.url());
const optionalText = unsetWhenBlank(z.string());

/** Every setting Fennec reads from the environment. Documented in the README. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Fennec's inbound SMTP listener (role web or all); 0 picks a free port. */
    SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
    SMTP_MAX_MESSAGE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(25 * 1024 * 1024),
    DATA_DIR: z.string().min(1).default("./.data"),
    DATABASE_URL: optionalUrl,
    DATABASE_APP_URL: optionalUrl,
    APP_URL: optionalUrl,
    API_BASE_URL: optionalUrl,
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    SENTRY_DSN: optionalUrl,
    /** Where this instance runs; error reporting is on only in staging and production (decision 051). */
    FENNEC_ENV: z
      .enum(["development", "staging", "acceptance", "production"])
      .default("development"),
    FENNEC_ROLE: z.enum(["all", "web", "worker"]).default("all"),
    /** Lets the outbound guard reach loopback and private networks (decision 020). */
    OUTBOUND_ALLOW_PRIVATE: z.stringbool().default(false),
    OAUTH_ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(3600),
    OAUTH_REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .default(172_800),
    /** Requests per minute each API client may make, per process (decision 042). */
    API_CLIENT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
    SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    FENNEC_ADMIN_EMAIL: z.email().default("admin@demo.fennec.test"),
    FENNEC_ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    /** Optional LLM extraction through an OpenAI-compatible endpoint (decision 011). */
    LLM_BASE_URL: unsetWhenBlank(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Delivery to the ERP (decision 027). */
    DELIVERY_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    DELIVERY_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    DELIVERY_STATUS_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** How often the job queue looks for jobs lost with a killed process. */
    JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Bearer token for GET /metrics (decision 053); unset: /metrics answers 404. */
    METRICS_TOKEN: unsetWhenBlank(z.string().min(16, "must be at least 16 characters")),
    /** The support chat (Intercom); unset: no chat, nothing loaded (decision 052). */
    INTERCOM_APP_ID: optionalText,
    /** Where the chat's script is loaded from; default https://widget.intercom.io/widget/{appId}. */
    INTERCOM_SCRIPT_URL: optionalUrl,
    /**
     * Intercom's identity verification secret: each signed-in user is booted with `user_hash`
     * (HMAC-SHA256 of the user id), so nobody can chat as someone else. Never sent to a browser.
     */
    INTERCOM_IDENTITY_SECRET: unsetWhenBlank(z.string().min(16, "must be at least 16 characters")),
    /** Cookie-less usage analytics (an Umami-compatible script); both or neither (decision 052). */
    ANALYTICS_SCRIPT_URL: optionalUrl,
    ANALYTICS_SITE_ID: optionalText,
  })
  .superRefine((env, ctx) => {
    for (const key of ["SESSION_SECRET", "ENCRYPTION_KEY"] as const) {
      if (env.NODE_ENV === "production" && !env[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: "is required in production" });
      }
    }
    // Production serves the web only at its public https address: the web then sees every
    // request as https, so its cookies are always Secure (decision 022). X-Forwarded-* headers
    // are never trusted for this; a worker serves no web and needs no APP_URL.
    if (env.NODE_ENV === "production" && env.FENNEC_ROLE !== "worker") {
      if (!env.APP_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["APP_URL"],
          message: "is required in production (the public https URL of the web app)",
        });
      } else if (new URL(env.APP_URL).protocol !== "https:") {
        ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "must be https in production" });
      }
    }
    if (Boolean(env.ANALYTICS_SCRIPT_URL) !== Boolean(env.ANALYTICS_SITE_ID)) {
      const missing = env.ANALYTICS_SCRIPT_URL ? "ANALYTICS_SITE_ID" : "ANALYTICS_SCRIPT_URL";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required when the other usage analytics setting is set",
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_MODEL"],
        message: "is required when LLM_BASE_URL is set",
      });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export type Config = RawConfig & {
  dataDir: string;
  isProduction: boolean;
  runsWeb: boolean;
  runsWorkers: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a wrong value throws a ConfigError naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  return {
    ...raw,
    dataDir: path.resolve(raw.DATA_DIR),
    isProduction: raw.NODE_ENV === "production",
    runsWeb: raw.FENNEC_ROLE !== "worker",
    runsWorkers: raw.FENNEC_ROLE !== "web",
  };
}
