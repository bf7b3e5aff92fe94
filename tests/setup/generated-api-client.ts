import { createRequire } from "node:module";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

/**
 * What an integrator does with Fennec's OpenAPI document: generate TypeScript types from it with
 * openapi-typescript (a generator we did not write) and compile a program using them through
 * openapi-fetch. Shared by the document's spec and the integrator's end-to-end spec.
 */
export async function generateApiTypes(document: unknown): Promise<string> {
  return astToString(await openapiTS(document as never));
}

/** The compiler's complaints about `files` (and what they import), strict; none: it compiles. */
export function typeCheck(files: string[]): string[] {
  const require = createRequire(import.meta.url);
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    paths: {
      "openapi-fetch": [path.join(path.dirname(require.resolve("openapi-fetch")), "index.d.mts")],
    },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${path.basename(d.file.fileName)}: ` : ""}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    );
}
