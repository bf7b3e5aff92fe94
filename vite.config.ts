import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

const app = fileURLToPath(new URL("./app", import.meta.url));

// Every page needs React, React Router and i18next before it hydrates: one chunk, cached for a
// year. Lucide's icons are one small chunk instead of one file each (decision 030).
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|remix-i18next|use-sync-external-store)[\\/]/;

// What every page loads besides the framework: entry.client, the root and all they import. Rolldown
// makes a file per set of importers (the root alone loaded 21); as one chunk they cost no page a
// byte it did not load already. Rollup's experimentalMinChunkSize is gone, and Rolldown's merging
// of small shared chunks (entriesAwareMergeThreshold) pulled zod into every list page (decision 069).
// The two entries themselves stay out: entry.client hydrates as it runs, and in a chunk the root
// route imports it would run before React Router's manifest is on the page.
const shellEntries = [`${app}/entry.client.tsx`, `${app}/root.tsx`];
let shell: Set<string> | undefined;
function inShell(id: string, context: Rolldown.ChunkingContext): boolean {
  if (!shell) {
    shell = new Set();
    const pending = [...shellEntries];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (shell.has(next)) continue;
      shell.add(next);
      pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return shell.has(id) && !shellEntries.includes(id);
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": app } },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 3 },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
                { name: (id, context) => (inShell(id, context) ? "shell" : null), priority: 1 },
              ],
            },
          },
        },
      },
}));
