import type pg from "pg";
import type {
  ExportPreview,
  ExportPreviewInput,
} from "../../../contracts/connectivity/export-profile.ts";
import type { FileEncoding } from "../../../contracts/connectivity/file-encodings.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";
import { loadOrderValidatedPayload } from "../webhooks/load-order-validated-payload.ts";
import { checkTemplate, ExportTemplateError, renderExport } from "./export-template.ts";
import { requireExportProfile } from "./stored-export-profile.ts";

/**
 * POST /{id}/preview (decision 046): the file the profile would write for a real validated order
 * of the tenant (the one asked for, else the last validated), with the posted template or the
 * saved one. A template error is an answer, not a failure: the editor shows it at its place.
 * A tenant without a validated order yet gets no file, but its templates' syntax checked.
 */
export function previewExport(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: ExportPreviewInput,
): Promise<ExportPreview> {
  return withTenant(pool, tenantId, async (tx) => {
    const profile = await requireExportProfile(tx, id);
    const templates = {
      template: input.template?.template ?? profile.template,
      fileNameTemplate: input.template?.file_name_template ?? profile.fileNameTemplate,
      encoding: (input.template?.encoding ?? profile.encoding) as FileEncoding,
    };
    let orderId = input.order_id ?? null;
    if (orderId && !isUuid(orderId)) throw notFound("Order inquiry", orderId);
    if (!orderId) {
      const { rows } = await tx.client.query<{ id: string }>(
        `select id from order_inquiries
          where "order" is not null and validated_at is not null
          order by validated_at desc, id limit 1`,
      );
      orderId = rows[0]?.id ?? null;
    }
    const empty = {
      order_id: orderId,
      order_reference: null,
      file_name: null,
      content: null,
      encoding: templates.encoding,
      bytes: null,
      error: null,
    };
    // Without an order to render, the templates are still checked: a mistake shows at once.
    if (!orderId) {
      const error =
        checkTemplate(templates.template, "template") ??
        checkTemplate(templates.fileNameTemplate, "file_name_template");
      return { ...empty, error };
    }
    const loaded = await loadOrderValidatedPayload(tx, {
      tenantId,
      inquiryId: orderId,
      timestamp: new Date(),
    });
    if (!loaded) throw notFound("Order inquiry", orderId);
    const order = loaded.payload.data as unknown as Record<string, unknown>;
    try {
      const file = await renderExport(templates, order);
      return {
        ...empty,
        order_reference: loaded.payload.data.order_reference,
        file_name: file.fileName,
        content: file.content,
        bytes: file.bytes.length,
      };
    } catch (error) {
      if (!(error instanceof ExportTemplateError)) throw error;
      return {
        ...empty,
        order_reference: loaded.payload.data.order_reference,
        error: error.detail,
      };
    }
  });
}
