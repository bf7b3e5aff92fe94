import type { SubmissionResult } from "@conform-to/react";
import { Plus, Webhook as WebhookIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DeleteWebhookForm } from "./delete-webhook-form";
import { DisabledWebhooksNotice } from "./disabled-webhooks-notice";
import type { WebhooksPageData } from "./load-webhooks-page.server";
import { WebhooksTable } from "./webhooks-table";

/** /admin/webhooks: the notice of disabled webhooks, the list, "Add a webhook", and deleting. */
export function WebhooksPage({
  data,
  actionData,
  tenantName,
}: {
  data: WebhooksPageData;
  actionData: { result: SubmissionResult<string[]> } | undefined;
  tenantName: string | null;
}) {
  const { t } = useTranslation("webhooks");
  const location = useLocation();
  const { webhooks, deleting } = data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
          <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
        </div>
        <Link to="/admin/webhooks/new" className={buttonClassName({})}>
          <Plus aria-hidden="true" />
          {t("list.add")}
        </Link>
      </div>

      <DisabledWebhooksNotice webhooks={webhooks} />

      {deleting ? (
        <section
          id="delete-webhook"
          aria-labelledby="delete-webhook-heading"
          className="scroll-mt-20"
        >
          <Card className="flex flex-col gap-3 p-5 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="delete-webhook-heading" className="text-lg font-semibold">
                {t("delete.heading", { name: deleting.name })}
              </h2>
              <Link to="." className={buttonClassName({ variant: "ghost", size: "sm" })}>
                {t("delete.cancel")}
              </Link>
            </div>
            <DeleteWebhookForm
              key={`${deleting.id}-${location.key}`}
              webhook={deleting}
              lastResult={actionData?.result}
            />
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="webhooks-list-heading" className="flex flex-col gap-4">
        <h2 id="webhooks-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {webhooks.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <WebhookIcon aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">{t("list.empty")}</p>
          </Card>
        ) : (
          <WebhooksTable
            webhooks={webhooks}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
          />
        )}
      </section>
    </div>
  );
}
