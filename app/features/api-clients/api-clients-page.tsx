import { BookOpen, KeyRound, Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { EmptyList } from "~/features/shell/empty-list";
import { PageHeader } from "~/features/shell/page-header";
import { useTranslation } from "~/lib/use-translation";
import { ApiClientsTable } from "./api-clients-table";
import type { ApiClientsPageData } from "./load-api-clients-page.server";

/** /admin/api-clients: the list, "New API client", and the API's reference for integrators. */
export function ApiClientsPage({
  data,
  tenantName,
}: {
  data: ApiClientsPageData;
  tenantName: string | null;
}) {
  const { t } = useTranslation("api-clients");
  const { clients } = data;
  const { meta } = clients;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        heading={t("heading")}
        intro={t("intro")}
        action={
          <div className="flex flex-wrap gap-2">
            {/* The reference is the API's own page, not a route of the web app. */}
            <a href="/api/docs" className={buttonClassName({ variant: "secondary" })}>
              <BookOpen aria-hidden="true" />
              {t("list.reference")}
            </a>
            <Link to="/admin/api-clients/new" className={buttonClassName()}>
              <Plus aria-hidden="true" />
              {t("list.add")}
            </Link>
          </div>
        }
      />

      <section aria-labelledby="api-clients-list-heading" className="flex flex-col gap-4">
        <h2 id="api-clients-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {clients.data.length === 0 ? (
          <EmptyList icon={KeyRound} message={t("list.empty")} />
        ) : (
          <ApiClientsTable
            clients={clients.data}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
          />
        )}
        <PageMetaPagination
          meta={meta}
          label={t("list.pages")}
          summary={(range) => t("list.summary", range)}
          previousLabel={t("list.previous")}
          nextLabel={t("list.next")}
        />
      </section>
    </div>
  );
}
