import type { LucideIcon } from "lucide-react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { DialogOrSection } from "~/features/validation/dialog-or-section";
import { cn } from "~/lib/class-names";
import { useHydrated } from "~/lib/use-hydrated";

/** The link that asks for the confirmation: `?confirm={intent}`, with or without JavaScript. */
export function ConfirmIntentLink({
  intent,
  icon: Icon,
  label,
  danger = false,
}: {
  intent: string;
  icon: LucideIcon;
  label: string;
  danger?: boolean;
}) {
  return (
    <Link
      to={`?confirm=${intent}#confirm-${intent}`}
      preventScrollReset
      className={buttonClassName({
        variant: "secondary",
        className: cn("w-fit", danger && "text-red-700 dark:text-red-400"),
      })}
    >
      <Icon aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * A step that needs a second "yes" (revoke, delete): asked for with `?confirm={intent}`, it is a
 * dialog with JavaScript and a section of the page without. Its form posts `intent` to the page
 * itself, without the query, so the confirmation closes with the answer.
 */
export function ConfirmIntent({
  intent,
  pagePath,
  title,
  description,
  submitLabel,
  cancelLabel,
  icon: Icon,
  danger = false,
}: {
  intent: string;
  /** The page's own path: where the form posts and where cancelling leads. */
  pagePath: string;
  title: string;
  description: string;
  submitLabel: string;
  cancelLabel: string;
  icon: LucideIcon;
  danger?: boolean;
}) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const asked = searchParams.get("confirm") === intent;
  if (!asked && !hydrated) return null;
  const close = () => {
    if (asked) navigate(pagePath, { replace: true, preventScrollReset: true });
  };
  return (
    <div id={`confirm-${intent}`} className="scroll-mt-4">
      <DialogOrSection title={title} open={asked} onClose={close} className="bg-card p-5 sm:p-6">
        <p className="text-sm text-muted-foreground">{description}</p>
        <Form method="post" action={pagePath} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value={intent} />
          <Button
            type="submit"
            variant={danger ? "secondary" : "primary"}
            className={cn(
              danger && "text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950",
            )}
          >
            <Icon aria-hidden="true" />
            {submitLabel}
          </Button>
          <Link
            to={pagePath}
            replace
            preventScrollReset
            className={buttonClassName({ variant: "ghost" })}
          >
            {cancelLabel}
          </Link>
        </Form>
      </DialogOrSection>
    </div>
  );
}
