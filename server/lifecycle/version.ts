import { readFileSync } from "node:fs";

/** The version in package.json, reported by /healthz and the web app. */
export const version: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;
