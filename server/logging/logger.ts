import pino, { type Logger } from "pino";

/** Keys whose values never reach a log line. */
const redactedPaths = [
  "password",
  "*.password",
  "token",
  "*.token",
  "access_token",
  "refresh_token",
  "*.access_token",
  "*.refresh_token",
  "secret",
  "*.secret",
  "authorization",
  "*.authorization",
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  "connectionString",
];

export type { Logger };

/** JSON lines in production; readable lines in development. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    base: undefined,
    transport: options.pretty
      ? { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss.l" } }
      : undefined,
  });
}
