// A worker thread does not inherit the `--import tsx` loader of the process that starts it
// (Node 20): register it here, then load the pool's worker module, written in TypeScript.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.module);
