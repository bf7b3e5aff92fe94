import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import type { BodyView } from "./body-view";

/**
 * The body, as HTML in a frame that may do nothing (no scripts, no forms, no popups, not even
 * its own origin) or as plain text; `?view=` links switch between them, with or without
 * JavaScript.
 */
export function EmailBody({
  text,
  textSource,
  view,
  hasHtml,
  htmlDocument,
  subject,
  raw,
  highlight = null,
}: {
  text: string;
  /** The part the text was read from, said above it. */
  textSource: "text" | "html";
  view: BodyView;
  hasHtml: boolean;
  htmlDocument: string | null;
  subject: string;
  /** An unreadable e-mail: the text is its raw content. */
  raw: boolean;
  /** A range of the text to mark (where a value of the order was read), scrolled into view. */
  highlight?: { start: number; end: number } | null;
}) {
  const { t } = useTranslation("email");
  const markRef = useRef<HTMLElement>(null);
  const marked =
    highlight &&
    highlight.start >= 0 &&
    highlight.end > highlight.start &&
    highlight.end <= text.length
      ? highlight
      : null;
  useEffect(() => {
    if (marked) markRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [marked]);

  return (
    <section aria-labelledby="email-body-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="email-body-heading" className="text-lg font-semibold">
          {raw ? t("body.rawHeading") : t("body.heading")}
        </h2>
        {hasHtml ? (
          <nav aria-label={t("body.views")}>
            <ul className="inline-flex rounded-lg border border-border bg-muted p-0.5">
              {(["html", "text"] as const).map((choice) => (
                <li key={choice}>
                  <Link
                    to={`?view=${choice}`}
                    replace
                    preventScrollReset
                    aria-current={choice === view ? "page" : undefined}
                    className={cn(
                      "inline-flex items-center rounded-md px-2.5 py-1 text-sm text-muted-foreground transition-colors",
                      "hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary",
                      choice === view && "bg-card text-foreground shadow-sm",
                    )}
                  >
                    {t(`body.${choice}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {view === "html" && htmlDocument !== null ? (
        <>
          <iframe
            title={t("body.frameTitle", { subject })}
            sandbox=""
            srcDoc={htmlDocument}
            referrerPolicy="no-referrer"
            className="h-[70vh] min-h-64 w-full resize-y rounded-xl border border-border bg-white"
          />
          <p className="text-xs text-muted-foreground">{t("body.remoteContent")}</p>
        </>
      ) : raw ? (
        // Raw MIME can run to thousands of lines: scroll it in place (and by keyboard).
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
          tabIndex={0}
          className="max-h-[70vh] overflow-auto rounded-xl border border-border bg-card p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-primary"
        >
          {text}
        </pre>
      ) : text ? (
        <>
          <p className="text-xs text-muted-foreground">{t(`body.textFrom.${textSource}`)}</p>
          <pre className="max-h-[70vh] overflow-auto rounded-xl border border-border bg-card p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
            {marked ? (
              <>
                {text.slice(0, marked.start)}
                <mark
                  ref={markRef}
                  className="rounded bg-yellow-200 text-inherit dark:bg-yellow-700"
                >
                  {text.slice(marked.start, marked.end)}
                </mark>
                {text.slice(marked.end)}
              </>
            ) : (
              text
            )}
          </pre>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("body.empty")}</p>
      )}
    </section>
  );
}
