import { useTranslation } from "~/lib/use-translation";
import type { ExportPreview } from "../../../server/contracts/connectivity/export-profile";

/** The file the template makes for a real validated order: its name, size and content. */
export function ExportPreviewPanel({ preview }: { preview: ExportPreview }) {
  const { t, i18n } = useTranslation("export-profiles");
  if (preview.error) return null;
  return (
    <section
      role="status"
      aria-labelledby="export-preview-heading"
      className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-4 text-sm"
    >
      <h3 id="export-preview-heading" className="font-semibold">
        {t("preview.heading")}
      </h3>
      {preview.order_id === null ? (
        <p>{t("preview.noOrder")}</p>
      ) : (
        <>
          <p>{t("preview.order", { reference: preview.order_reference ?? preview.order_id })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t("preview.fileName")}</dt>
            <dd className="font-mono text-xs break-all">{preview.file_name}</dd>
            <dt className="font-medium">{t("preview.size")}</dt>
            <dd>
              {t("preview.bytes", {
                size: new Intl.NumberFormat(i18n.language).format(preview.bytes ?? 0),
                encoding: preview.encoding,
              })}
            </dd>
          </dl>
          <figure className="flex flex-col gap-1">
            <figcaption className="font-medium">{t("preview.content")}</figcaption>
            <pre className="max-h-96 overflow-auto rounded-lg border border-border bg-background p-3 font-mono text-xs whitespace-pre">
              {preview.content}
            </pre>
          </figure>
        </>
      )}
    </section>
  );
}
