import { Pencil, Trash2 } from "lucide-react";
import { listCellClassName as cell, ListTable } from "~/components/ui/list-table";
import { RowActionLink } from "~/components/ui/row-action-link";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { ExportProfile } from "../../../server/contracts/connectivity/export-profile";
import { exportDestination } from "./export-profile-destination";

/** The tenant's export profiles: kind, where the files go, format, active, last attempt. */
export function ExportProfilesTable({
  profiles,
  caption,
}: {
  profiles: readonly ExportProfile[];
  caption: string;
}) {
  const { t, i18n } = useTranslation("export-profiles");
  return (
    <ListTable
      caption={caption}
      columns={[
        t("table.name"),
        t("table.kind"),
        t("table.destination"),
        t("table.format"),
        t("table.status"),
        t("table.lastRun"),
      ]}
      actionsLabel={t("table.actions")}
    >
      {profiles.map((profile) => (
        <tr key={profile.id} className="align-top">
          <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
            {profile.name}
          </th>
          <td className={cell}>{t(`kinds.${profile.kind}`)}</td>
          <td className={`${cell} min-w-48 max-w-72 font-mono text-xs break-all`}>
            {exportDestination(profile)}
          </td>
          <td className={cell}>{t(`formats.${profile.format}`)}</td>
          <td className={cell}>{profile.active ? t("status.active") : t("status.inactive")}</td>
          <td className={`${cell} min-w-36`}>
            {profile.last_run_at ? (
              <>
                <time dateTime={profile.last_run_at}>
                  {formatDateTime(profile.last_run_at, i18n.language)}
                </time>
                {profile.last_run_status ? (
                  <span className="block text-xs text-muted-foreground">
                    {t(`outcomes.${profile.last_run_status}` as "outcomes.written", {
                      defaultValue: profile.last_run_status,
                    })}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-muted-foreground">{t("table.never")}</span>
            )}
          </td>
          <td className={cell}>
            <div className="flex flex-wrap justify-end gap-1">
              <RowActionLink
                to={`/admin/export-profiles/${profile.id}`}
                icon={Pencil}
                label={t("table.open")}
                rowName={profile.name}
              />
              <RowActionLink
                to={`?delete=${encodeURIComponent(profile.id)}#delete-export-profile`}
                icon={Trash2}
                label={t("table.delete")}
                rowName={profile.name}
              />
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
