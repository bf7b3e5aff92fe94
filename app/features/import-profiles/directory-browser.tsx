import { File, Folder, FolderUp } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { BrowseResult } from "./load-import-profile-page.server";
import { remoteErrorKey } from "./remote-error-key";

const browseLink = (path: string) => `?browse=${encodeURIComponent(path)}#browse`;

/**
 * One directory of the profile's server, browsed with plain links (`?browse=`): directories to
 * go deeper, files with their size (those the pattern matches marked), and a button to make the
 * directory shown the profile's directory.
 */
export function DirectoryBrowser({
  browsed,
  directory,
}: {
  browsed: BrowseResult;
  directory: string;
}) {
  const { t, i18n } = useTranslation("import-profiles");
  if (!browsed.listing) {
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <p>{translateMessage(t, remoteErrorKey(browsed.error.code))}</p>
        <p className="text-xs opacity-80">
          {t("test.serverSaid", { message: browsed.error.message })}
        </p>
      </div>
    );
  }
  const { listing } = browsed;
  const sizeFormat = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {t("browse.showing")} <code className="font-mono">{listing.path}</code>
        {listing.path === directory ? ` ${t("browse.isProfileDirectory")}` : null}
      </p>
      <ul
        aria-label={t("browse.entries", { path: listing.path })}
        className="flex flex-col gap-1 text-sm"
      >
        {listing.parent !== null ? (
          <li>
            <Link
              to={browseLink(listing.parent)}
              className="inline-flex items-center gap-2 underline"
            >
              <FolderUp aria-hidden="true" className="size-4" />
              {t("browse.up")}
            </Link>
          </li>
        ) : null}
        {listing.entries.length === 0 ? (
          <li className="text-muted-foreground">{t("browse.empty")}</li>
        ) : null}
        {listing.entries.map((entry) =>
          entry.kind === "directory" ? (
            <li key={entry.path}>
              <Link
                to={browseLink(entry.path)}
                className="inline-flex items-center gap-2 underline"
              >
                <Folder aria-hidden="true" className="size-4" />
                {entry.name}
              </Link>
            </li>
          ) : (
            <li key={entry.path} className="flex flex-wrap items-center gap-2">
              <File aria-hidden="true" className="size-4" />
              <span className="font-mono text-xs">{entry.name}</span>
              <span className="text-muted-foreground">
                {entry.size === null
                  ? null
                  : t("browse.bytes", { count: entry.size, size: sizeFormat.format(entry.size) })}
              </span>
              {entry.matches_pattern ? (
                <span className="rounded-full bg-emerald-100 px-2 text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                  {t("browse.matches")}
                </span>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {listing.path !== directory ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="use-directory" />
          <input type="hidden" name="path" value={listing.path} />
          <Button type="submit" variant="secondary">
            {t("browse.use", { path: listing.path })}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
