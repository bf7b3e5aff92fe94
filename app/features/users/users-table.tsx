import { Pencil } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { RoleName } from "~/features/identity/role-name";
import { useTranslation } from "~/lib/use-translation";
import { fullName } from "./user-full-name";
import type { User } from "./users-api.server";

export function UsersTable({
  users,
  caption,
  selectedId,
}: {
  users: readonly User[];
  caption: string;
  selectedId: string | undefined;
}) {
  const { t } = useTranslation("users");
  const [searchParams] = useSearchParams();
  const editLink = (id: string) => {
    const params = new URLSearchParams(searchParams);
    params.set("user", id);
    return `?${params}#edit-user`;
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.name")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.email")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.role")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.status")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => (
            <tr
              key={user.id}
              aria-current={user.id === selectedId ? "true" : undefined}
              className="aria-[current]:bg-primary/5"
            >
              <th scope="row" className="px-4 py-3 font-medium">
                {fullName(user)}
              </th>
              <td className="px-4 py-3">{user.email}</td>
              <td className="px-4 py-3">
                <RoleName role={user.role} />
              </td>
              <td className="px-4 py-3">
                {user.active ? t("status.active") : t("status.inactive")}
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={editLink(user.id)}
                  className={buttonClassName({ variant: "ghost", size: "sm" })}
                >
                  <Pencil aria-hidden="true" />
                  {t("table.edit")}
                  <span className="sr-only"> {fullName(user)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
