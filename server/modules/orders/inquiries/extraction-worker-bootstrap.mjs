// A worker thread does not inherit the `--import tsx` loader of the process that starts it
// (Node 20): register it here, then load the worker written in TypeScript.
import { register } from "tsx/esm/api";

register();
await import("./extraction-worker.ts");
