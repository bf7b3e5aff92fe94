import { Sparkles, TriangleAlert } from "lucide-react";
import { cn } from "~/lib/class-names";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { Provenance } from "./order-api.server";
import { markSearch } from "./source-mark";

/** Below this, a value the AI filled in asks for a closer look. */
export const lowConfidence = 0.8;

/** Where in an attachment a value was read: "page 2", "Sheet1!B4", "row 3"; null for the body. */
export function provenancePlace(provenance: Provenance | undefined) {
  if (!provenance) return null;
  switch (provenance.source) {
    case "pdf":
      return { attachment: provenance.attachment, key: "page", values: { page: provenance.page } };
    case "sheet":
      return {
        attachment: provenance.attachment,
        key: "cell",
        values: { cell: `${provenance.sheet}!${provenance.cell}` },
      };
    case "csv":
      return { attachment: provenance.attachment, key: "row", values: { row: provenance.row } };
    default:
      return null;
  }
}

/**
 * How sure the AI was of a value it filled in, and where it read it. Low confidence stands out
 * by colour and by an icon with a name of its own, so it does not rest on colour alone.
 */
export function ConfidenceBadge({
  confidence,
  provenance,
  absent = false,
  onShowSource,
}: {
  confidence: number;
  provenance?: Provenance;
  /** The AI found no value, and is this sure the message gives none. */
  absent?: boolean;
  /** Marks a body range in the source pane in place (with JavaScript; the link does it without). */
  onShowSource?: (provenance: Provenance) => void;
}) {
  const { t } = useTranslation("workspace");
  const low = confidence < lowConfidence;
  const percent = Math.round(confidence * 100);
  const place = provenancePlace(provenance);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium",
          low
            ? "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            : "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
        )}
      >
        {low ? (
          <TriangleAlert role="img" aria-label={t("confidence.low")} className="size-3.5" />
        ) : (
          <Sparkles aria-hidden="true" className="size-3.5" />
        )}
        {t(absent ? "confidence.absent" : "confidence.value", { percent })}
      </span>
      {place ? (
        <span className="text-muted-foreground">
          {translateMessage(t, `workspace:provenance.${place.key}`, {
            ...place.values,
            attachment: place.attachment,
          })}
        </span>
      ) : null}
      {provenance?.source === "body" ? (
        <a
          href={`${markSearch(provenance)}#email-body-heading`}
          onClick={(event) => {
            if (!onShowSource) return;
            event.preventDefault();
            onShowSource(provenance);
          }}
          className="text-muted-foreground underline underline-offset-2 hover:text-foreground"
        >
          {t("provenance.body")}
        </a>
      ) : null}
    </span>
  );
}
