import { FolderCheck, FolderSearch, Play, PlugZap, RefreshCw, Trash2 } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { ConfirmIntent } from "~/features/api-clients/confirm-intent";
import { ConnectionTestResult } from "~/features/file-transfer/connection-test-result";
import { RemoteDirectoryBrowser } from "~/features/file-transfer/remote-directory-browser";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { DetailPageHeader } from "~/features/shell/detail-page-header";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { ConnectionForm } from "./connection-form";
import { GeneralInfoForm } from "./general-info-form";
import type { ImportProfileActionData } from "./import-profile-action.server";
import type { ImportProfilePageIntent } from "./import-profile-form-schemas";
import { ImportRuns } from "./import-runs";
import type { ImportProfilePageData } from "./load-import-profile-page.server";
import { MappingForm } from "./mapping-form";
import { remoteErrorKey } from "./remote-error-key";
import { ScheduleForm } from "./schedule-form";
import { scheduleWords } from "./schedule-words";

/**
 * /admin/import-profiles/{id} (empty layout): one import profile on a page of its own, a
 * section per step: general info, connection (with its test and directory browsing), mapping,
 * schedule, run now with the records of the runs, and deleting.
 */
export function ImportProfilePage({
  data,
  actionData,
}: {
  data: ImportProfilePageData;
  actionData: ImportProfileActionData | undefined;
}) {
  // file-transfer: the words for connection problems, which the parts below say by key.
  const { t, i18n } = useTranslation(["import-profiles", "file-transfer"]);
  const location = useLocation();
  const { profile, assetTypes, fields, runs, browsing, cronWords } = data;
  const pagePath = `/admin/import-profiles/${profile.id}`;
  const resultFor = (...intents: ImportProfilePageIntent[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? actionData.result : undefined;
  const formErrorsOf = (...intents: ImportProfilePageIntent[]) =>
    resultFor(...intents)?.error?.[""]?.map((message) => translateMessage(t, message));
  const formKey = (name: string) => `${name}-${location.key}`;
  const browseHref = (path: string) => `?browse=${encodeURIComponent(path)}#browse`;
  const configuration = profile.configuration;
  useRefreshWhileRunning(runs.data.some((run) => run.status === "running"));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <DetailPageHeader
        back={{ to: "/admin/import-profiles", label: t("back") }}
        heading={t("edit.heading", { name: profile.name })}
        intro={t("edit.intro")}
      />

      <PageSection id="general" heading={t("general.heading")}>
        <GeneralInfoForm
          key={formKey("general")}
          profile={profile}
          assetTypes={assetTypes}
          lastResult={resultFor("general")}
        />
      </PageSection>

      <PageSection id="connection" heading={t("connection.heading")}>
        <ConnectionForm
          key={formKey("connection")}
          profile={profile}
          lastResult={resultFor("configuration")}
        />
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">
            {configuration ? t("test.about") : t("test.saveFirst")}
          </p>
          <FormErrors id="test-errors" errors={formErrorsOf("test", "use-directory")} />
          {configuration ? (
            <div className="flex flex-wrap gap-2">
              <Form method="post" preventScrollReset>
                <Button type="submit" name="intent" value="test" variant="secondary">
                  <PlugZap aria-hidden="true" />
                  {t("test.submit")}
                </Button>
              </Form>
              <Link
                to={browseHref(configuration.directory)}
                className={buttonClassName({ variant: "secondary" })}
              >
                <FolderSearch aria-hidden="true" />
                {t("browse.open")}
              </Link>
            </div>
          ) : null}
          {actionData?.test ? (
            <ConnectionTestResult
              result={actionData.test}
              found={t("test.matching", { count: actionData.test.matching_files })}
              areaKey={remoteErrorKey}
            />
          ) : null}
        </div>
        {browsing && configuration ? (
          <div id="browse" className="scroll-mt-4">
            <RemoteDirectoryBrowser
              browsing={browsing}
              browseHref={browseHref}
              closeHref="?#connection"
              areaKey={remoteErrorKey}
              fileNote={(file) =>
                file.matches_pattern ? (
                  <span className="rounded-full bg-emerald-100 px-2 text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                    {t("browse.matches")}
                  </span>
                ) : null
              }
              choose={(path) =>
                path === configuration.directory ? (
                  <p className="text-sm text-muted-foreground">{t("browse.isProfileDirectory")}</p>
                ) : (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="use-directory" />
                    <input type="hidden" name="path" value={path} />
                    <Button type="submit" variant="secondary">
                      <FolderCheck aria-hidden="true" />
                      {t("browse.use", { path })}
                    </Button>
                  </Form>
                )
              }
            />
          </div>
        ) : null}
      </PageSection>

      <PageSection id="mapping" heading={t("mapping.heading")}>
        <p className="text-sm text-muted-foreground">
          {t("mapping.about", { type: profile.asset_type_name })}
        </p>
        <MappingForm
          key={formKey("mapping")}
          profile={profile}
          fields={fields}
          lastResult={resultFor("mapping")}
        />
      </PageSection>

      <PageSection id="schedule" heading={t("schedule.heading")}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t("schedule.current")}</dt>
          <dd>
            {scheduleWords(t, profile.schedule)}
            {cronWords ? <span className="block text-muted-foreground">{cronWords}</span> : null}
          </dd>
          <dt className="font-medium">{t("schedule.nextRun")}</dt>
          <dd>
            {profile.schedule.next_run_at ? (
              <time dateTime={profile.schedule.next_run_at}>
                {formatDateTime(profile.schedule.next_run_at, i18n.language)}
              </time>
            ) : profile.active ? (
              t("schedule.noNextRun")
            ) : (
              t("schedule.inactive")
            )}
          </dd>
        </dl>
        <ScheduleForm
          key={formKey("schedule")}
          profile={profile}
          lastResult={resultFor("schedule")}
        />
      </PageSection>

      <PageSection id="records" heading={t("records.heading")}>
        <p className="text-sm text-muted-foreground">{t("run.about")}</p>
        <FormErrors id="run-errors" errors={formErrorsOf("run")} />
        <Form method="post" preventScrollReset>
          <Button type="submit" name="intent" value="run">
            <Play aria-hidden="true" />
            {t("run.submit")}
          </Button>
        </Form>
        {/* A GET form, not a link: a link to the page itself only moves to its anchor. */}
        <Form method="get" preventScrollReset>
          {runs.meta.current_page > 1 ? (
            <input type="hidden" name="page" value={runs.meta.current_page} />
          ) : null}
          <Button type="submit" variant="secondary" size="sm">
            <RefreshCw aria-hidden="true" />
            {t("records.refresh")}
          </Button>
        </Form>
        <ImportRuns runs={runs} />
      </PageSection>

      <PageSection id="delete" heading={t("delete.heading")}>
        <p className="text-sm text-muted-foreground">{t("delete.about")}</p>
        <FormErrors id="delete-errors" errors={formErrorsOf("delete")} />
        <ConfirmIntent
          intent="delete"
          pagePath={pagePath}
          openLabel={t("delete.open")}
          title={t("delete.confirmTitle", { name: profile.name })}
          description={t("delete.confirmDescription")}
          submitLabel={t("delete.submit")}
          cancelLabel={t("delete.cancel")}
          icon={Trash2}
          danger
        />
      </PageSection>
    </div>
  );
}

function PageSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {heading}
        </h2>
        {children}
      </Card>
    </section>
  );
}

/**
 * With JavaScript, a running run's record is read again every few seconds until it ends;
 * without, the "Refresh" link does it.
 */
function useRefreshWhileRunning(running: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}
