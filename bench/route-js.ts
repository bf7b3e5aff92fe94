/**
 * Per-route client JavaScript, gzipped: for each route, the entry, the root and every parent
 * layout, and the route's own module with all their imports, counted once each (what a first
 * visit to that route downloads before it is interactive). Reads React Router's manifest in
 * build/client, so run `npm run build` first. `--max=100` prints routes over that many KB.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

const clientDir = join(process.cwd(), "build", "client");
const assets = join(clientDir, "assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile)
  throw new Error("No React Router manifest in build/client/assets: run `npm run build` first");
const source = readFileSync(join(assets, manifestFile), "utf8");
const manifest = JSON.parse(
  source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
) as Manifest;

const gzipped = new Map<string, number>();
function size(file: string): number {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
}

function fullPath(route: ManifestRoute): string {
  const parts: string[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

const max = Number(process.argv.find((arg) => arg.startsWith("--max="))?.slice(6) ?? Number.NaN);
const rows: { path: string; id: string; kb: number; files: number }[] = [];
for (const route of Object.values(manifest.routes)) {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    files.add(r.module);
    for (const file of r.imports ?? []) files.add(file);
  }
  const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
  rows.push({ path: fullPath(route), id: route.id, kb: bytes / 1024, files: files.size });
}
rows.sort((a, b) => b.kb - a.kb);
const all = [...new Set(readdirSync(assets).filter((name) => name.endsWith(".js")))].reduce(
  (sum, name) => sum + size(`assets/${name}`),
  0,
);

console.log("route JavaScript, gzipped (entry + root + layouts + route, with imports)");
for (const row of rows)
  console.log(
    `${row.kb.toFixed(1).padStart(7)} KB ${String(row.files).padStart(3)} files  ${row.path.padEnd(40)} ${row.id}`,
  );
console.log(
  `largest route: ${rows[0]?.kb.toFixed(1)} KB; all client JavaScript together: ${(all / 1024).toFixed(1)} KB`,
);
const over = rows.filter((row) => row.kb > max);
if (over.length > 0) {
  console.error(`${over.length} route(s) over ${max} KB`);
  process.exitCode = 1;
}
