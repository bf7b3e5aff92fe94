import { File, Folder, FolderUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import type { RemoteDirectory } from "../../../server/contracts/connectivity/remote-server";
import type { RemoteProblem } from "./remote-problem";
import { RemoteProblemWords } from "./remote-problem-words";

type RemoteEntry = RemoteDirectory["entries"][number];

/**
 * One directory of a profile's server, browsed with plain links (`?browse=/path`), so it works
 * without JavaScript: up, the directories to open, the files with their size (and what the area
 * notes of a file, `fileNote`: an import's files matching its pattern); `choose` is the page's
 * own form for the directory shown (write files here, fetch files from here).
 */
export function RemoteDirectoryBrowser<Entry extends RemoteEntry>({
  browsing,
  browseHref,
  closeHref,
  choose,
  fileNote,
  areaKey,
}: {
  browsing: {
    path: string;
    directory: (Omit<RemoteDirectory, "entries"> & { entries: Entry[] }) | null;
    problem: RemoteProblem | null;
  };
  browseHref: (path: string) => string;
  closeHref: string;
  choose: (path: string) => ReactNode;
  fileNote?: (file: Entry) => ReactNode;
  /** The words of a failure that is the area's own (see `RemoteProblemWords`). */
  areaKey?: (code: string) => string;
}) {
  const { t, i18n } = useTranslation("file-transfer");
  const { directory, problem } = browsing;
  const size = new Intl.NumberFormat(i18n.language);
  return (
    <section
      aria-labelledby="remote-browser-heading"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="remote-browser-heading" className="font-semibold">
          {t("browser.heading", { path: directory?.path ?? browsing.path })}
        </h3>
        <Link to={closeHref} className="text-sm underline underline-offset-4">
          {t("browser.close")}
        </Link>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <RemoteProblemWords problem={problem} areaKey={areaKey} />
        </p>
      ) : null}
      {directory ? (
        <>
          <ul
            aria-label={t("browser.entries", { path: directory.path })}
            className="flex flex-col divide-y divide-border text-sm"
          >
            {directory.parent !== null ? (
              <li className="py-1.5">
                <Link
                  to={browseHref(directory.parent)}
                  className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
                >
                  <FolderUp aria-hidden="true" className="size-4" />
                  {t("browser.up", { path: directory.parent })}
                </Link>
              </li>
            ) : null}
            {directory.entries.map((entry) =>
              entry.kind === "directory" ? (
                <li key={entry.path} className="py-1.5">
                  <Link
                    to={browseHref(entry.path)}
                    className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
                  >
                    <Folder aria-hidden="true" className="size-4" />
                    {entry.name}
                  </Link>
                </li>
              ) : (
                <li key={entry.path} className="flex items-center justify-between gap-2 py-1.5">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <span className="inline-flex items-center gap-2 text-muted-foreground">
                      <File aria-hidden="true" className="size-4" />
                      {entry.name}
                    </span>
                    {fileNote?.(entry)}
                  </span>
                  {entry.size !== null ? (
                    <span className="text-xs text-muted-foreground">
                      {t("browser.bytes", { count: entry.size, size: size.format(entry.size) })}
                    </span>
                  ) : null}
                </li>
              ),
            )}
          </ul>
          {directory.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("browser.empty")}</p>
          ) : null}
          {choose(directory.path)}
        </>
      ) : (
        <Link
          to={closeHref}
          className={buttonClassName({ variant: "secondary", className: "w-fit" })}
        >
          {t("browser.close")}
        </Link>
      )}
    </section>
  );
}
