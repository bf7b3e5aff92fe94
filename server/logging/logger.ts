import pino, { type DestinationStream, type Logger } from "pino";
import { errorWithoutValues } from "./error-without-values.ts";

/** Keys whose values never reach a log line. */
const redactedPaths = [
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "password_hash",
  "*.password_hash",
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
  "apiKey",
  "*.apiKey",
  "api_key",
  "*.api_key",
];

export type { Logger };

/**
 * JSON lines in production; readable lines in development. `destination` (JSON lines only)
 * lets a test read what would be logged.
 */
export function createLogger(options: {
  level: string;
  pretty: boolean;
  destination?: DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: redactedPaths, censor: "[redacted]" },
      // Errors of every kind (`err`, and `error` where a caller names it so) lose their values.
      serializers: { err: errorWithoutValues, error: errorWithoutValues },
      base: undefined,
      transport:
        options.pretty && !options.destination
          ? { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss.l" } }
          : undefined,
    },
    options.destination,
  );
}
