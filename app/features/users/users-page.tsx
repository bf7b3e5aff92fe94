import type { SubmissionResult } from "@conform-to/react";
import { UserX } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { CreateUserForm } from "./create-user-form";
import { DeleteUserForm } from "./delete-user-form";
import { EditUserForm } from "./edit-user-form";
import type { UsersPageData } from "./load-users-page.server";
import { PendingInvitations } from "./pending-invitations";
import type { UserFormIntent } from "./user-form-schemas";
import { fullName } from "./user-full-name";
import { UserSearchForm } from "./user-search-form";
import { UsersTable } from "./users-table";

type ActionData = { intent: UserFormIntent | null; result: SubmissionResult<string[]> } | undefined;

/** /admin/users: search, the list with paging, the picked user's edit and delete forms, and "Add a user". */
export function UsersPage({
  data,
  actionData,
  tenantName,
}: {
  data: UsersPageData;
  actionData: ActionData;
  tenantName: string | null;
}) {
  const { t } = useTranslation("users");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { users, selected } = data;
  const resultFor = (intent: UserFormIntent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const closeLink = (() => {
    const params = new URLSearchParams(searchParams);
    params.delete("user");
    const query = params.toString();
    return query ? `?${query}` : ".";
  })();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>

      {selected ? (
        <section id="edit-user" aria-labelledby="edit-user-heading" className="scroll-mt-20">
          <Card className="flex flex-col gap-6 p-5 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="edit-user-heading" className="text-lg font-semibold">
                  {t("edit.heading", { name: fullName(selected) })}
                </h2>
                <p className="text-sm text-muted-foreground">{selected.email}</p>
              </div>
              <Link to={closeLink} className={buttonClassName({ variant: "ghost", size: "sm" })}>
                {t("edit.close")}
              </Link>
            </div>
            {selected.id === data.currentUserId ? (
              <p className="text-sm text-muted-foreground">{t("edit.yourself")}</p>
            ) : null}
            {data.selectedIsManageable ? (
              <EditUserForm
                key={`${selected.id}-${location.key}`}
                user={selected}
                roles={data.roles}
                otherTenants={data.otherTenants}
                lastResult={resultFor("update")}
              />
            ) : (
              <p className="text-sm">{t("edit.roleAboveYours")}</p>
            )}
            {selected.id === data.currentUserId || !data.selectedIsManageable ? null : (
              <section
                aria-labelledby="delete-user-heading"
                className="border-t border-border pt-5"
              >
                <h3 id="delete-user-heading" className="mb-2 font-semibold">
                  {t("delete.heading")}
                </h3>
                <DeleteUserForm
                  key={`${selected.id}-${location.key}`}
                  user={selected}
                  name={fullName(selected)}
                  lastResult={resultFor("delete")}
                />
              </section>
            )}
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="users-list-heading" className="flex flex-col gap-4">
        <h2 id="users-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        <UserSearchForm search={data.search} />
        {users.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <UserX aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">
              {data.search ? t("list.noMatches", { search: data.search }) : t("list.empty")}
            </p>
          </Card>
        ) : (
          <UsersTable
            users={users.data}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
            selectedId={selected?.id}
          />
        )}
        <Pagination
          label={t("pagination.label")}
          page={users.meta.current_page}
          lastPage={users.meta.last_page}
          search={searchParams}
          summary={t("pagination.summary", {
            page: users.meta.current_page,
            lastPage: users.meta.last_page,
            count: users.meta.total,
          })}
          previousLabel={t("pagination.previous")}
          nextLabel={t("pagination.next")}
        />
      </section>

      {data.invitations.length > 0 ? (
        <section
          id="invitations"
          aria-labelledby="invitations-heading"
          className="flex scroll-mt-20 flex-col gap-4"
        >
          <div>
            <h2 id="invitations-heading" className="text-lg font-semibold">
              {t("invitations.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("invitations.description")}</p>
          </div>
          <FormErrors
            id="invitations-errors"
            errors={resultFor("cancel-invitation")?.error?.[""]?.map((message) =>
              translateMessage(t, message),
            )}
          />
          <PendingInvitations invitations={data.invitations} tenantName={tenantName ?? ""} />
        </section>
      ) : null}

      <section aria-labelledby="create-user-heading">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <div>
            <h2 id="create-user-heading" className="text-lg font-semibold">
              {t("create.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("create.description")}</p>
          </div>
          <CreateUserForm key={location.key} roles={data.roles} lastResult={resultFor("create")} />
        </Card>
      </section>
    </div>
  );
}
