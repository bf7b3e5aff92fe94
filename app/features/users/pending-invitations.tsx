import { X } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PlainTable, plainCellClassName } from "~/components/ui/plain-table";
import { RoleName } from "~/features/identity/role-name";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { Invitation } from "./users-api.server";

/** Invitations waiting for their answer, each with a plain form to withdraw it. */
export function PendingInvitations({
  invitations,
  tenantName,
}: {
  invitations: readonly Invitation[];
  tenantName: string;
}) {
  const { t, i18n } = useTranslation("users");
  return (
    <PlainTable
      caption={t("invitations.caption", { tenant: tenantName })}
      columns={[
        { label: t("table.email") },
        { label: t("table.role") },
        { label: t("invitations.expires") },
        { label: <span className="sr-only">{t("table.actions")}</span> },
      ]}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <th scope="row" className={`${plainCellClassName} font-medium`}>
            {invitation.email}
          </th>
          <td className={plainCellClassName}>
            <RoleName role={invitation.role} />
          </td>
          <td className={plainCellClassName}>
            <time dateTime={invitation.expires_at}>
              {formatDateTime(invitation.expires_at, i18n.language)}
            </time>
          </td>
          <td className={`${plainCellClassName} text-right`}>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel-invitation" />
              <input type="hidden" name="id" value={invitation.id} />
              <Button type="submit" variant="ghost" size="sm">
                <X aria-hidden="true" />
                {t("invitations.cancel")}
                <span className="sr-only"> {invitation.email}</span>
              </Button>
            </Form>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
