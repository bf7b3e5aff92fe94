import { Pencil } from "lucide-react";
import { listCellClassName as cell, ListTable } from "~/components/ui/list-table";
import { RowActionLink } from "~/components/ui/row-action-link";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { ImportProfile } from "../../../server/contracts/connectivity/import-profile";
import { serverLabel } from "./import-profile-input";
import { ImportRunStatusBadge } from "./import-run-status";
import { scheduleWords } from "./schedule-words";

/** The tenant's import profiles: asset type, server, schedule, last run, active. */
export function ImportProfilesTable({
  profiles,
  caption,
}: {
  profiles: readonly ImportProfile[];
  caption: string;
}) {
  const { t, i18n } = useTranslation("import-profiles");
  return (
    <ListTable
      caption={caption}
      columns={[
        t("table.name"),
        t("table.assetType"),
        t("table.server"),
        t("table.schedule"),
        t("table.lastRun"),
        t("table.active"),
      ]}
      actionsLabel={t("table.actions")}
    >
      {profiles.map((profile) => (
        <tr key={profile.id} className="align-top">
          <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
            {profile.name}
          </th>
          <td className={cell}>{profile.asset_type_name}</td>
          <td className={`${cell} font-mono text-xs break-all`}>
            {serverLabel(profile.configuration) ?? (
              <span className="font-sans text-muted-foreground">{t("table.notConfigured")}</span>
            )}
          </td>
          <td className={cell}>{scheduleWords(t, profile.schedule)}</td>
          <td className={`${cell} min-w-36`}>
            {profile.last_run ? (
              <>
                <time dateTime={profile.last_run.started_at} className="block">
                  {formatDateTime(profile.last_run.started_at, i18n.language)}
                </time>
                <ImportRunStatusBadge status={profile.last_run.status} />
              </>
            ) : (
              <span className="text-muted-foreground">{t("table.never")}</span>
            )}
          </td>
          <td className={cell}>{profile.active ? t("table.yes") : t("table.no")}</td>
          <td className={cell}>
            <div className="flex flex-wrap justify-end gap-1">
              <RowActionLink
                to={`/admin/import-profiles/${profile.id}`}
                icon={Pencil}
                label={t("table.open")}
                rowName={profile.name}
              />
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
