import type { SubmissionResult } from "@conform-to/react";
import { Plus, Webhook as WebhookIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { DeleteConfirmationSection } from "~/features/shell/delete-confirmation-section";
import { EmptyList } from "~/features/shell/empty-list";
import { PageHeader } from "~/features/shell/page-header";
import { useTranslation } from "~/lib/use-translation";
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
      <PageHeader
        heading={t("heading")}
        intro={t("intro")}
        action={
          <Link to="/admin/webhooks/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            {t("list.add")}
          </Link>
        }
      />

      <DisabledWebhooksNotice webhooks={webhooks} />

      {deleting ? (
        <DeleteConfirmationSection
          id="delete-webhook"
          heading={t("delete.heading", { name: deleting.name })}
          cancelLabel={t("delete.cancel")}
          cancelTo="."
        >
          <DeleteWebhookForm
            key={`${deleting.id}-${location.key}`}
            webhook={deleting}
            lastResult={actionData?.result}
          />
        </DeleteConfirmationSection>
      ) : null}

      <section aria-labelledby="webhooks-list-heading" className="flex flex-col gap-4">
        <h2 id="webhooks-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {webhooks.length === 0 ? (
          <EmptyList icon={WebhookIcon} message={t("list.empty")} />
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
