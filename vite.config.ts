import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Every page needs React, React Router and i18next before it hydrates: one chunk, cached for a
// year. Lucide's icons are one small chunk instead of one file each. Small shared chunks are
// merged: on a slow connection every file costs a round trip (decision 030).
const framework =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|remix-i18next|use-sync-external-store)\//;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          output: {
            experimentalMinChunkSize: 10_000,
            manualChunks(id: string) {
              if (framework.test(id)) return "framework";
              if (id.includes("node_modules/lucide-react/")) return "icons";
              return undefined;
            },
          },
        },
      },
}));
