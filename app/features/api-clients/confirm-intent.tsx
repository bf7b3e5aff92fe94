import type { LucideIcon } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { DialogOrSection } from "~/features/validation/dialog-or-section";
import { cn } from "~/lib/class-names";
import { useHydrated } from "~/lib/use-hydrated";

const dangerClassName = "text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950";

/**
 * A step that needs a second "yes" (revoke, delete). With JavaScript its button opens a dialog;
 * without, its link asks for `?confirm={intent}`, which shows the same controls as a section of
 * the page. A dialog is opened by state, not by the URL: every route change closes overlays
 * (spec section 2). The form posts `intent` to the page itself, without the query.
 */
export function ConfirmIntent({
  intent,
  pagePath,
  openLabel,
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
  openLabel: string;
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
  const [open, setOpen] = useState(asked);
  const close = () => {
    setOpen(false);
    if (asked) navigate(pagePath, { replace: true, preventScrollReset: true });
  };
  const openerClassName = cn("w-fit", danger && dangerClassName);

  return (
    <>
      {hydrated ? (
        <Button variant="secondary" className={openerClassName} onClick={() => setOpen(true)}>
          <Icon aria-hidden="true" />
          {openLabel}
        </Button>
      ) : (
        <Link
          to={`?confirm=${intent}#confirm-${intent}`}
          className={buttonClassName({ variant: "secondary", className: openerClassName })}
        >
          <Icon aria-hidden="true" />
          {openLabel}
        </Link>
      )}
      {hydrated || asked ? (
        <div id={`confirm-${intent}`} className="scroll-mt-4">
          <DialogOrSection title={title} open={open} onClose={close} heading="h3" className="p-4">
            <p className="text-sm text-muted-foreground">{description}</p>
            <Form method="post" action={pagePath} className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value={intent} />
              <Button
                type="submit"
                variant={danger ? "secondary" : "primary"}
                className={cn(danger && dangerClassName)}
              >
                <Icon aria-hidden="true" />
                {submitLabel}
              </Button>
              {hydrated ? (
                <Button variant="ghost" onClick={close}>
                  {cancelLabel}
                </Button>
              ) : (
                <Link to={pagePath} className={buttonClassName({ variant: "ghost" })}>
                  {cancelLabel}
                </Link>
              )}
            </Form>
          </DialogOrSection>
        </div>
      ) : null}
    </>
  );
}
