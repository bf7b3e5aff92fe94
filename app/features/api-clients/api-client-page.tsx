import type { SubmissionResult } from "@conform-to/react";
import { RefreshCw, Trash2 } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { DetailPageHeader } from "~/features/shell/detail-page-header";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ApiClient } from "../../../server/contracts/connectivity/api-client";
import type { ApiClientCredentials } from "./api-client-action.server";
import { ApiClientCredentialsOnce } from "./api-client-credentials-once";
import { ExpirationDate, LastUsed } from "./api-client-dates";
import { ApiClientForm } from "./api-client-form";
import type { ApiClientPageIntent } from "./api-client-form-schemas";
import { ApiClientStatus } from "./api-client-status";
import { ConfirmIntent } from "./confirm-intent";
import type { ApiClientPageData } from "./load-api-client-page.server";

export type ApiClientActionResult =
  | {
      intent: ApiClientPageIntent | null;
      result: SubmissionResult<string[]>;
      credentials: ApiClientCredentials | null;
    }
  | undefined;

/**
 * /admin/api-clients/{id} (empty layout): one API client on a page of its own: its form, its
 * credentials (shown once after create or revoke), revoking them, and deleting the client.
 */
export function ApiClientPage({
  data,
  actionData,
}: {
  data: ApiClientPageData;
  actionData: ApiClientActionResult;
}) {
  const { t } = useTranslation("api-clients");
  const location = useLocation();
  const { client } = data;
  const resultFor = (...intents: ApiClientPageIntent[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? actionData.result : undefined;
  const credentials = actionData?.credentials ?? null;
  const pagePath = client ? `/admin/api-clients/${encodeURIComponent(client.id)}` : "";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <DetailPageHeader
        back={{ to: "/admin/api-clients", label: t("back") }}
        heading={client ? t("edit.heading", { name: client.name }) : t("create.heading")}
        intro={t("intro")}
      />

      {!client && credentials ? (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <p role="status" className="font-medium">
            {t("create.done", { name: credentials.name })}
          </p>
          <ApiClientCredentialsOnce
            credentials={credentials}
            heading={t("credentials.createdHeading")}
          />
          <Link
            to={`/admin/api-clients/${encodeURIComponent(credentials.id)}`}
            className={buttonClassName({ className: "w-fit" })}
          >
            {t("create.continue")}
          </Link>
        </Card>
      ) : null}

      {client && credentials ? (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <p role="status" className="font-medium">
            {t("revoke.done", { name: client.name })}
          </p>
          <ApiClientCredentialsOnce
            credentials={credentials}
            heading={t("credentials.revokedHeading")}
          />
        </Card>
      ) : null}

      {client ? <ApiClientFacts client={client} /> : null}

      {client || !credentials ? (
        <section aria-labelledby="api-client-settings-heading">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 id="api-client-settings-heading" className="text-lg font-semibold">
              {t("edit.settingsHeading")}
            </h2>
            <ApiClientForm
              key={`${client?.id ?? "new"}-${location.key}`}
              client={client}
              lastResult={resultFor("save")}
            />
          </Card>
        </section>
      ) : null}

      {client ? (
        <>
          <section aria-labelledby="api-client-revoke-heading">
            <Card className="flex flex-col gap-3 p-5 sm:p-6">
              <h2 id="api-client-revoke-heading" className="text-lg font-semibold">
                {t("revoke.heading")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("revoke.about")}</p>
              <FormErrors
                id="revoke-errors"
                errors={resultFor("revoke")?.error?.[""]?.map((m) => translateMessage(t, m))}
              />
              <ConfirmIntent
                intent="revoke"
                pagePath={pagePath}
                openLabel={t("revoke.open")}
                title={t("revoke.confirmTitle", { name: client.name })}
                description={t("revoke.confirmDescription")}
                submitLabel={t("revoke.submit")}
                cancelLabel={t("cancel")}
                icon={RefreshCw}
              />
            </Card>
          </section>

          <section aria-labelledby="api-client-delete-heading">
            <Card className="flex flex-col gap-3 p-5 sm:p-6">
              <h2 id="api-client-delete-heading" className="text-lg font-semibold">
                {t("delete.heading")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("delete.about")}</p>
              <FormErrors
                id="delete-errors"
                errors={resultFor("delete")?.error?.[""]?.map((m) => translateMessage(t, m))}
              />
              <ConfirmIntent
                intent="delete"
                pagePath={pagePath}
                openLabel={t("delete.open")}
                title={t("delete.confirmTitle", { name: client.name })}
                description={t("delete.confirmDescription")}
                submitLabel={t("delete.submit")}
                cancelLabel={t("cancel")}
                icon={Trash2}
                danger
              />
            </Card>
          </section>
        </>
      ) : null}
    </div>
  );
}

/** What the API knows of a saved client: its client ID, status, expiration and use. */
function ApiClientFacts({ client }: { client: ApiClient }) {
  const { t, i18n } = useTranslation("api-clients");
  return (
    <Card className="p-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("credentials.clientId")}</dt>
        <dd className="font-mono break-all">{client.client_id}</dd>
        <dt className="font-medium">{t("table.status")}</dt>
        <dd>
          <ApiClientStatus client={client} />
        </dd>
        <dt className="font-medium">{t("table.expires")}</dt>
        <dd>
          <ExpirationDate expirationDate={client.expiration_date} />
          {client.expiration_date ? (
            <span className="block text-xs text-muted-foreground">
              {t("facts.validUntil", {
                moment: formatDateTime(client.expiration_date, i18n.language),
              })}
            </span>
          ) : null}
        </dd>
        <dt className="font-medium">{t("table.lastUsed")}</dt>
        <dd>
          <LastUsed lastUsedAt={client.last_used_at} />
        </dd>
        <dt className="font-medium">{t("facts.secretIssued")}</dt>
        <dd>{formatDateTime(client.secret_issued_at, i18n.language)}</dd>
      </dl>
    </Card>
  );
}
