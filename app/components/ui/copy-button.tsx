import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "./button";

/**
 * Copies `value` to the clipboard, and says so ("Copied") in a live region beside the button.
 * It needs JavaScript, so without it nothing is rendered: the value's read-only field, which
 * selects itself on focus, is how it is copied then.
 */
export function CopyButton({
  value,
  label,
  text,
  copiedText,
  failedText,
}: {
  value: string;
  /** The button's accessible name, naming what it copies ("Copy the client secret"). */
  label: string;
  /** The button's visible word ("Copy"), part of `label`. */
  text: string;
  copiedText: string;
  /** Said when the browser refuses the clipboard. */
  failedText: string;
}) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);
  if (!hydrated) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button type="button" variant="secondary" size="sm" aria-label={label} onClick={copy}>
        {outcome === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {text}
      </Button>
      <span role="status" className="text-sm">
        {outcome === "copied" ? copiedText : outcome === "failed" ? failedText : ""}
      </span>
    </span>
  );
}
