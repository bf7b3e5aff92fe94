import type { Database } from "../db/database.ts";

/** One operations command: `npm run fennec -- <name> [options]`. */
export type CliCommand = {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, { type: "string" | "boolean"; description: string; required?: boolean }>;
  run: (
    values: Record<string, string | boolean | undefined>,
    database: Database,
  ) => Promise<string>;
};

/** Reads a secret from standard input, so it never shows in `ps` or shell history. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

export async function passwordFrom(values: Record<string, string | boolean | undefined>) {
  if (values["password-stdin"]) return readStdin();
  const password = values.password;
  if (typeof password !== "string") throw new Error("Give --password or --password-stdin");
  return password;
}
