import type pg from "pg";
import type {
  ExportFormat,
  ExportPreview,
  ExportPreviewInput,
} from "../../../contracts/connectivity/export-profile.ts";
import type { FileEncoding } from "../../../contracts/connectivity/file-encodings.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";
import { loadOrderValidatedPayload } from "../webhooks/load-order-validated-payload.ts";
import { EXPORT_PREVIEW_BUDGET_MS, sharedTemplateRenderPool } from "./export-renderer.ts";
import { BARE_ORDER, lastValidatedOrderId } from "./export-sample-order.ts";
import { ExportTemplateError } from "./export-template-error.ts";
import { templateTurn } from "./export-template-turn.ts";
import { requireExportProfile } from "./stored-export-profile.ts";

/**
 * POST /{id}/preview (decision 046): the file the profile would write for a real validated order
 * of the tenant (the one asked for, else the last validated), with the posted template or the
 * saved one. A template error is an answer, not a failure: the editor shows it at its place.
 * A tenant without a validated order yet gets no file, but its templates checked.
 *
 * The render runs in the render pool under the preview's budget, one per tenant at a time, and
 * outside the transaction: no database connection waits on a template (decision 061). A file
 * name that comes out empty or as only an extension, for this order or for it without its
 * reference, is an error too, as on save.
 */
export async function previewExport(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: ExportPreviewInput,
): Promise<ExportPreview> {
  const done = await templateTurn(tenantId);
  try {
    return await preview(pool, tenantId, id, input);
  } finally {
    done();
  }
}

async function preview(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: ExportPreviewInput,
): Promise<ExportPreview> {
  const { templates, orderId, order } = await withTenant(pool, tenantId, async (tx) => {
    const profile = await requireExportProfile(tx, id);
    const templates = {
      template: input.template?.template ?? profile.template,
      fileNameTemplate: input.template?.file_name_template ?? profile.fileNameTemplate,
      encoding: (input.template?.encoding ?? profile.encoding) as FileEncoding,
      format: (input.template?.format ?? profile.format) as ExportFormat,
    };
    const orderId = input.order_id ?? (await lastValidatedOrderId(tx));
    if (orderId && !isUuid(orderId)) throw notFound("Order inquiry", orderId);
    if (!orderId) return { templates, orderId, order: null };
    const loaded = await loadOrderValidatedPayload(tx, {
      tenantId,
      inquiryId: orderId,
      timestamp: new Date(),
    });
    if (!loaded) throw notFound("Order inquiry", orderId);
    return { templates, orderId, order: loaded.payload.data };
  });
  const empty = {
    order_id: orderId,
    order_reference: order?.order_reference ?? null,
    file_name: null,
    content: null,
    encoding: templates.encoding,
    bytes: null,
    error: null,
  };
  const renderer = sharedTemplateRenderPool();
  // Without an order to render, the templates are still checked: a mistake shows at once.
  if (!order) return { ...empty, error: await renderer.check(templates, [BARE_ORDER]) };
  try {
    const file = await renderer.render(templates, order as unknown as Record<string, unknown>, {
      budgetMs: EXPORT_PREVIEW_BUDGET_MS,
      strictName: true,
    });
    return { ...empty, file_name: file.fileName, content: file.content, bytes: file.bytes.length };
  } catch (error) {
    if (!(error instanceof ExportTemplateError)) throw error;
    return { ...empty, error: error.detail };
  }
}
