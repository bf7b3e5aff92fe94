import { Pencil } from "lucide-react";
import { listCellClassName as cell, ListTable } from "~/components/ui/list-table";
import { RowActionLink } from "~/components/ui/row-action-link";
import { useTranslation } from "~/lib/use-translation";
import type { ApiClient } from "../../../server/contracts/connectivity/api-client";
import { ExpirationDate, LastUsed } from "./api-client-dates";
import { grantedLabels } from "./api-client-input";
import { ApiClientStatus } from "./api-client-status";

/** The tenant's API clients: name, permissions, expiration, last use and status. */
export function ApiClientsTable({
  clients,
  caption,
}: {
  clients: readonly ApiClient[];
  caption: string;
}) {
  const { t } = useTranslation("api-clients");
  return (
    <ListTable
      caption={caption}
      columns={[
        t("table.name"),
        t("table.permissions"),
        t("table.expires"),
        t("table.lastUsed"),
        t("table.status"),
      ]}
      actionsLabel={t("table.actions")}
    >
      {clients.map((client) => {
        const granted = grantedLabels(client.scopes);
        return (
          <tr key={client.id} className="align-top">
            <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
              {client.name}
            </th>
            <td className={`${cell} min-w-44`}>
              <ul className="flex flex-col gap-0.5">
                {granted.permissions.map((permission) => (
                  <li key={permission}>{t(`permissions.${permission}`)}</li>
                ))}
                {granted.scopes.map((scope) => (
                  <li key={scope}>{t(`scopes.${scope}`)}</li>
                ))}
              </ul>
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <ExpirationDate expirationDate={client.expiration_date} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <LastUsed lastUsedAt={client.last_used_at} />
            </td>
            <td className={cell}>
              <ApiClientStatus client={client} />
            </td>
            <td className={cell}>
              <div className="flex justify-end">
                <RowActionLink
                  to={`/admin/api-clients/${encodeURIComponent(client.id)}`}
                  icon={Pencil}
                  label={t("table.open")}
                  rowName={client.name}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
