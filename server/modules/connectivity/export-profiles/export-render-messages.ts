import type { TemplateError } from "../../../contracts/connectivity/export-profile.ts";
import type { ExportTemplates } from "./export-template.ts";

/** What the template render pool gives its worker threads, and what they answer (decision 061). */
export type TemplateJob =
  | {
      kind: "render";
      templates: ExportTemplates;
      order: Record<string, unknown>;
      strictName: boolean;
      budgetMs: number;
    }
  | {
      /** Both templates parse, and the file name comes out as a name for each of the orders. */
      kind: "check";
      template: string;
      fileNameTemplate: string;
      orders: Record<string, unknown>[];
      budgetMs: number;
    };

export type TemplateOutcome = {
  file: { fileName: string; content: string; bytes: Uint8Array } | null;
  error: TemplateError | null;
};
