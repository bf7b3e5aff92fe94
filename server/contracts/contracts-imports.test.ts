import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Decision 041: a contract file imports zod and other contract files only, so the web can import
// it without pulling in server code; and the web imports from server/ nothing but contracts.

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const contracts = join(root, "server", "contracts");
const server = join(root, "server");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module specifier of a file: static and dynamic imports, and re-exports. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

const isInside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

describe("contract files (server/contracts)", () => {
  const files = sourceFiles(contracts).filter((file) => !file.endsWith(".test.ts"));

  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it("import nothing but zod and other contract files", () => {
    const offending = files.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) =>
          specifier.startsWith(".")
            ? !isInside(resolve(dirname(file), specifier), contracts)
            : specifier !== "zod",
        )
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

describe("the web (app/)", () => {
  it("imports from server/ only contract files", () => {
    const offending = sourceFiles(join(root, "app")).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => isInside(target, server) && !isInside(target, contracts))
        .map((target) => `${relative(root, file)} imports ${relative(root, target)}`),
    );
    expect(offending).toEqual([]);
  });
});
