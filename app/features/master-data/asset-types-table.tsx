import { PencilRuler, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { RowActionLink } from "~/components/ui/row-action-link";
import { useTranslation } from "~/lib/use-translation";
import type { AssetTypeSummary } from "./load-asset-types-page.server";

export function AssetTypesTable({
  assetTypes,
  caption,
  selectedId,
}: {
  assetTypes: readonly AssetTypeSummary[];
  caption: string;
  selectedId: string | undefined;
}) {
  const { t } = useTranslation("master-data");
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("list.name")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("list.key")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("list.description")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t("list.fields")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t("list.entries")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">{t("list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {assetTypes.map((type) => (
            <tr
              key={type.id}
              aria-current={type.id === selectedId ? "true" : undefined}
              className="aria-[current]:bg-primary/5"
            >
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={`/admin/master-data/${type.id}`} className="hover:underline">
                  {type.name}
                </Link>
              </th>
              <td className="px-4 py-3 font-mono text-xs">{type.key}</td>
              <td className="px-4 py-3 text-muted-foreground">{type.description}</td>
              <td className="px-4 py-3 text-right tabular-nums">{type.fieldCount}</td>
              <td className="px-4 py-3 text-right tabular-nums">{type.entryCount}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <RowActionLink
                    to={`/admin/master-data/${type.id}`}
                    icon={PencilRuler}
                    label={t("list.design")}
                    rowName={type.name}
                  />
                  <RowActionLink
                    to={`?delete=${encodeURIComponent(type.id)}#delete-asset-type`}
                    icon={Trash2}
                    label={t("list.delete")}
                    rowName={type.name}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
