import { unsupportedRuntime } from "./supported-runtime.ts";

// Imported first by the process entries (server, CLI): modules are evaluated in import order,
// so this refuses an older Node before anything else is loaded.
const refusal = unsupportedRuntime(process.versions.node);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
