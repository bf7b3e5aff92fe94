import { Fragment } from "react";
import { useTranslation } from "~/lib/use-translation";
import { ModalDialog } from "./modal-dialog";
import { shortcuts } from "./shortcuts";

/** The keyboard shortcuts of the validation screen, opened with ? (or its button). */
export function HelpOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("modals");
  return (
    <ModalDialog open={open} onClose={onClose} title={t("help.title")}>
      <p className="text-sm text-muted-foreground">{t("help.intro")}</p>
      <dl
        aria-label={t("help.title")}
        className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm"
      >
        {shortcuts.map((shortcut) => (
          <Fragment key={shortcut.action}>
            <dt className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>{t(`help.actions.${shortcut.action}`)}</dd>
          </Fragment>
        ))}
      </dl>
    </ModalDialog>
  );
}
