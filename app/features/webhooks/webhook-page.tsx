import type { SubmissionResult } from "@conform-to/react";
import { KeyRound } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { DetailPageHeader } from "~/features/shell/detail-page-header";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { attemptWords } from "./attempt-words";
import { DeliveryLog } from "./delivery-log";
import { DisabledWebhooksNotice } from "./disabled-webhooks-notice";
import type { WebhookPageData } from "./load-webhook-page.server";
import type { WebhookPageIntent } from "./webhook-form-schemas";
import { WebhookSecretOnce } from "./webhook-secret-once";
import { WebhookSettingsForm } from "./webhook-settings-form";
import { WebhookStatus } from "./webhook-status";
import { WebhookTestResultPanel } from "./webhook-test-result";
import type { RedeliveryResult, RotatedSecret, WebhookTestResult } from "./webhooks-api.server";

export type WebhookActionResult =
  | {
      intent: WebhookPageIntent | null;
      result: SubmissionResult<string[]>;
      created: { id: string; name: string; secret: string } | null;
      test: WebhookTestResult | null;
      rotated: RotatedSecret | null;
      redelivery: RedeliveryResult | null;
    }
  | undefined;

/**
 * /admin/webhooks/{id} (empty layout): one webhook on a page of its own: its settings and test,
 * the signing secret (shown once after create or rotation), and its delivery log.
 */
export function WebhookPage({
  data,
  actionData,
}: {
  data: WebhookPageData;
  actionData: WebhookActionResult;
}) {
  const { t, i18n } = useTranslation("webhooks");
  const location = useLocation();
  const { webhook, deliveries } = data;
  const resultFor = (...intents: WebhookPageIntent[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? actionData.result : undefined;
  const created = actionData?.created ?? null;
  const formErrorsOf = (...intents: WebhookPageIntent[]) =>
    resultFor(...intents)?.error?.[""]?.map((message) => translateMessage(t, message));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <DetailPageHeader
        back={{ to: "/admin/webhooks", label: t("back") }}
        heading={webhook ? t("edit.heading", { name: webhook.name }) : t("create.heading")}
        intro={t("intro")}
      />

      {webhook ? <DisabledWebhooksNotice webhooks={[webhook]} linkToPage={false} /> : null}

      {created ? (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <p role="status" className="font-medium">
            {t("create.done", { name: created.name })}
          </p>
          <WebhookSecretOnce secret={created.secret} heading={t("secret.createdHeading")} />
          <Link
            to={`/admin/webhooks/${created.id}`}
            className={buttonClassName({ className: "w-fit" })}
          >
            {t("create.continue")}
          </Link>
        </Card>
      ) : (
        <>
          {webhook ? (
            <Card className="p-5">
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">{t("table.status")}</dt>
                <dd>
                  <WebhookStatus webhook={webhook} />
                </dd>
                <dt className="font-medium">{t("table.lastDelivery")}</dt>
                <dd>
                  {webhook.last_delivery_at ? (
                    <>
                      <time dateTime={webhook.last_delivery_at}>
                        {formatDateTime(webhook.last_delivery_at, i18n.language)}
                      </time>
                      {webhook.last_delivery_outcome
                        ? ` — ${t(`outcomes.${webhook.last_delivery_outcome}`)}`
                        : null}
                    </>
                  ) : (
                    t("table.never")
                  )}
                </dd>
                {webhook.failing_since && webhook.status !== "disabled" ? (
                  <>
                    <dt className="font-medium">{t("table.failingSince")}</dt>
                    <dd>{formatDateTime(webhook.failing_since, i18n.language)}</dd>
                  </>
                ) : null}
                {webhook.slowed_until && webhook.status !== "disabled" ? (
                  // The breaker (decision 063): the endpoint kept failing, its messages wait.
                  <>
                    <dt className="font-medium">{t("table.slowedDown")}</dt>
                    <dd>
                      {t("slowed.about", {
                        count: webhook.consecutive_failures,
                        at: formatDateTime(webhook.slowed_until, i18n.language),
                      })}
                    </dd>
                  </>
                ) : null}
              </dl>
            </Card>
          ) : null}

          <section aria-labelledby="webhook-settings-heading">
            <Card className="flex flex-col gap-4 p-5 sm:p-6">
              <h2 id="webhook-settings-heading" className="text-lg font-semibold">
                {t("edit.settingsHeading")}
              </h2>
              <WebhookSettingsForm
                key={`${webhook?.id ?? "new"}-${location.key}`}
                webhook={webhook}
                lastResult={resultFor("save", "test")}
              />
              {actionData?.test ? <WebhookTestResultPanel result={actionData.test} /> : null}
            </Card>
          </section>
        </>
      )}

      {webhook ? (
        <section aria-labelledby="webhook-secret-heading">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 id="webhook-secret-heading" className="text-lg font-semibold">
              {t("secret.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("secret.about")}</p>
            {webhook.previous_secret_expires_at ? (
              <p className="text-sm">
                {t("secret.previousUntil", {
                  until: formatDateTime(webhook.previous_secret_expires_at, i18n.language),
                })}
              </p>
            ) : null}
            {actionData?.rotated ? (
              <WebhookSecretOnce
                secret={actionData.rotated.secret}
                heading={t("secret.rotatedHeading")}
              />
            ) : null}
            <FormErrors id="rotate-errors" errors={formErrorsOf("rotate")} />
            <Form method="post" preventScrollReset>
              <Button type="submit" name="intent" value="rotate" variant="secondary">
                <KeyRound aria-hidden="true" />
                {t("secret.rotate")}
              </Button>
            </Form>
          </Card>
        </section>
      ) : null}

      {webhook && deliveries ? (
        <section aria-labelledby="webhook-log-heading" id="deliveries" className="scroll-mt-4">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 id="webhook-log-heading" className="text-lg font-semibold">
              {t("log.heading")}
            </h2>
            <FormErrors id="redeliver-errors" errors={formErrorsOf("redeliver")} />
            {actionData?.redelivery ? (
              <p role="status" className="rounded-lg bg-muted/60 p-3 text-sm">
                {t("log.redeliveryResult", { words: attemptWords(t, actionData.redelivery) })}
              </p>
            ) : null}
            <DeliveryLog
              deliveries={deliveries.data}
              meta={deliveries.meta}
              canRedeliver={webhook.status === "active"}
            />
          </Card>
        </section>
      ) : null}
    </div>
  );
}
