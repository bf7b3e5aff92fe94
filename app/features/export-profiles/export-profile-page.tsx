import type { SubmissionResult } from "@conform-to/react";
import { FolderCheck, FolderOpen, PlugZap } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { ConnectionTestResult } from "~/features/file-transfer/connection-test-result";
import { RemoteDirectoryBrowser } from "~/features/file-transfer/remote-directory-browser";
import { DetailPageHeader } from "~/features/shell/detail-page-header";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type {
  ExportPreview,
  ExportProfile,
} from "../../../server/contracts/connectivity/export-profile";
import type { ConnectionTest } from "../../../server/contracts/connectivity/remote-server";
import { ExportLog } from "./export-log";
import { ExportPreviewPanel } from "./export-preview-panel";
import { exportDestination } from "./export-profile-destination";
import type { ExportProfilePageIntent } from "./export-profile-form-schemas";
import { GeneralInfoForm } from "./general-info-form";
import type { ExportProfilePageData } from "./load-export-profile-page.server";
import { PathForm } from "./path-form";
import { TemplateEditor } from "./template-editor";

export type ExportProfileActionResult =
  | {
      intent: ExportProfilePageIntent | null;
      result: SubmissionResult<string[]>;
      test: ConnectionTest | null;
      preview?: ExportPreview | null;
    }
  | undefined;

/**
 * /admin/export-profiles/{id} (empty layout): one profile on a page of its own — general info
 * and connection with a test, the directory chosen by browsing the server, the template with
 * its preview, and the delivery log. A new profile shows only the first part until it is saved.
 */
export function ExportProfilePage({
  data,
  actionData,
}: {
  data: ExportProfilePageData;
  actionData: ExportProfileActionResult;
}) {
  const { t } = useTranslation("export-profiles");
  const { profile, browsing, attempts } = data;
  // The forms start again from the saved profile when it changed, and only then: a preview or
  // a refused save keeps what was typed, also while the page's data is loaded again.
  const formKey = profile ? `${profile.id}-${profile.updated_at}` : "new";
  const resultFor = (...intents: ExportProfilePageIntent[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? actionData.result : undefined;
  const formErrorsOf = (...intents: ExportProfilePageIntent[]) =>
    resultFor(...intents)?.error?.[""]?.map((message) => translateMessage(t, message));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <DetailPageHeader
        back={{ to: "/admin/export-profiles", label: t("back") }}
        heading={profile ? t("edit.heading", { name: profile.name }) : t("create.heading")}
        intro={t("intro")}
      />

      <section aria-labelledby="export-general-heading">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id="export-general-heading" className="text-lg font-semibold">
            {t("edit.generalHeading")}
          </h2>
          <GeneralInfoForm key={formKey} profile={profile} lastResult={resultFor("save")} />
          {profile ? (
            <div className="flex flex-col gap-3 border-t border-border pt-4">
              <FormErrors id="test-errors" errors={formErrorsOf("test")} />
              <Form method="post" preventScrollReset>
                <Button type="submit" name="intent" value="test" variant="secondary">
                  <PlugZap aria-hidden="true" />
                  {t("test.submit")}
                </Button>
              </Form>
              {actionData?.test ? <ConnectionTestResult result={actionData.test} /> : null}
            </div>
          ) : null}
        </Card>
      </section>

      {profile?.kind === "ftp" ? (
        <PathSection
          profile={profile}
          browsing={browsing}
          lastResult={resultFor("path")}
          formKey={formKey}
        />
      ) : null}

      {profile ? (
        <section aria-labelledby="export-template-heading" id="template" className="scroll-mt-4">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 id="export-template-heading" className="text-lg font-semibold">
              {t("template.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("template.about")}</p>
            <TemplateEditor
              key={formKey}
              profile={profile}
              lastResult={resultFor("template", "preview")}
            />
            {actionData?.preview ? <ExportPreviewPanel preview={actionData.preview} /> : null}
          </Card>
        </section>
      ) : null}

      {profile && attempts ? (
        <section aria-labelledby="export-log-heading" id="log" className="scroll-mt-4">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 id="export-log-heading" className="text-lg font-semibold">
              {t("log.heading")}
            </h2>
            <ExportLog attempts={attempts.data} meta={attempts.meta} />
          </Card>
        </section>
      ) : null}
    </div>
  );
}

/** Where on the server the files go: typed, or chosen by browsing its directories. */
function PathSection({
  profile,
  browsing,
  lastResult,
  formKey,
}: {
  profile: ExportProfile;
  browsing: ExportProfilePageData["browsing"];
  lastResult: SubmissionResult<string[]> | undefined;
  formKey: string;
}) {
  const { t } = useTranslation("export-profiles");
  const browseHref = (path: string) => `?browse=${encodeURIComponent(path)}#path`;
  return (
    <section aria-labelledby="export-path-heading" id="path" className="scroll-mt-4">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id="export-path-heading" className="text-lg font-semibold">
          {t("path.heading")}
        </h2>
        <p className="text-sm">
          {t("path.current")}{" "}
          <code className="font-mono text-xs break-all">{exportDestination(profile)}</code>
        </p>
        <PathForm key={formKey} profile={profile} lastResult={lastResult} />
        {browsing ? (
          <RemoteDirectoryBrowser
            browsing={browsing}
            browseHref={browseHref}
            closeHref="?#path"
            choose={(path) => (
              <Form method="post">
                <input type="hidden" name="path" value={path} />
                <Button type="submit" name="intent" value="path">
                  <FolderCheck aria-hidden="true" />
                  {t("path.choose", { path })}
                </Button>
              </Form>
            )}
          />
        ) : (
          <Link
            to={browseHref(profile.path)}
            className={buttonClassName({ variant: "secondary", className: "w-fit" })}
          >
            <FolderOpen aria-hidden="true" />
            {t("path.browse")}
          </Link>
        )}
      </Card>
    </section>
  );
}
