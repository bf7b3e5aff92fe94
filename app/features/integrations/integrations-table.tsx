import { Pencil, Trash2 } from "lucide-react";
import { listCellClassName as cell, ListTable } from "~/components/ui/list-table";
import { RowActionLink } from "~/components/ui/row-action-link";
import { useTranslation } from "~/lib/use-translation";
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
  return (
    <ListTable
      caption={caption}
      columns={[t("table.name"), t("table.erpType"), t("table.status"), t("table.lastDelivery")]}
      actionsLabel={t("table.actions")}
    >
      {integrations.map((integration) => (
        <tr
          key={integration.id}
          aria-current={integration.id === deletingId ? "true" : undefined}
          className="align-top aria-[current]:bg-primary/5"
        >
          <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
            {integration.name}
          </th>
          <td className={cell}>{erpTypeLabels[integration.erp_type] ?? integration.erp_type}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {integration.active ? t("active.yes") : t("active.no")}
          </td>
          <td className={`${cell} min-w-44`}>
            <IntegrationLastDelivery delivery={integration.last_delivery} />
          </td>
          <td className={cell}>
            <div className="flex flex-wrap justify-end gap-1">
              <RowActionLink
                to={`/admin/integrations/${encodeURIComponent(integration.id)}`}
                icon={Pencil}
                label={t("table.edit")}
                rowName={integration.name}
              />
              <RowActionLink
                to={`?delete=${encodeURIComponent(integration.id)}#delete-integration`}
                preventScrollReset
                icon={Trash2}
                label={t("table.delete")}
                rowName={integration.name}
              />
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
