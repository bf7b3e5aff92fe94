import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { IntegrationLastDelivery } from "./integration-last-delivery";
import type { Integration } from "./integrations-api.server";

/** The tenant's integrations: ERP type, active or not, the last delivery, edit and delete. */
export function IntegrationsTable({
  integrations,
  erpTypeLabels,
  caption,
  deletingId,
}: {
  integrations: readonly Integration[];
  erpTypeLabels: Record<string, string>;
  caption: string;
  deletingId: string | undefined;
}) {
  const { t } = useTranslation("integrations");
  const header = (label: string) => (
    <th scope="col" className="px-3 py-3 font-medium">
      {label}
    </th>
  );

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {header(t("table.name"))}
            {header(t("table.erpType"))}
            {header(t("table.status"))}
            {header(t("table.lastDelivery"))}
            <th scope="col" className="px-3 py-3 font-medium">
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {integrations.map((integration) => (
            <tr
              key={integration.id}
              aria-current={integration.id === deletingId ? "true" : undefined}
              className="align-top aria-[current]:bg-primary/5"
            >
              <th scope="row" className="min-w-32 px-3 py-3 font-medium break-words">
                {integration.name}
              </th>
              <td className="px-3 py-3">
                {erpTypeLabels[integration.erp_type] ?? integration.erp_type}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {integration.active ? t("active.yes") : t("active.no")}
              </td>
              <td className="min-w-44 px-3 py-3">
                <IntegrationLastDelivery delivery={integration.last_delivery} />
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap justify-end gap-1">
                  <Link
                    to={`/admin/integrations/${encodeURIComponent(integration.id)}`}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <Pencil aria-hidden="true" />
                    {t("table.edit")}
                    <span className="sr-only"> {integration.name}</span>
                  </Link>
                  <Link
                    to={`?delete=${encodeURIComponent(integration.id)}#delete-integration`}
                    preventScrollReset
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t("table.delete")}
                    <span className="sr-only"> {integration.name}</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
