import { Keyboard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { OrderDeliverySection } from "~/features/orders/order-delivery-section";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { HelpOverlay } from "./help-overlay";
import type { ValidationData } from "./load-validation.server";
import type { Provenance } from "./order-api.server";
import { OrderForm, type OrderFormResult } from "./order-form";
import { SourcePane } from "./source-pane";

/** /validate/{id}: the source e-mail beside the order (stacked on narrow screens). */
export function ValidationPage({
  data,
  actionData,
}: {
  data: ValidationData;
  actionData: OrderFormResult | undefined;
}) {
  const { t } = useTranslation("workspace");
  const { t: statusText } = useTranslation("order-inquiries");
  const hydrated = useHydrated();
  const [highlight, setHighlight] = useState<Provenance | null>(data.mark);
  const [helpOpen, setHelpOpen] = useState(false);

  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link to="/validate" className="text-sm text-muted-foreground hover:underline">
            {t("back")}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight break-words">{data.title}</h1>
          <p className="text-sm text-muted-foreground">
            {t("statusLine", { status: statusText(`status.${data.inquiry.status}`) })}
          </p>
        </div>
        {hydrated ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setHelpOpen(true)}
            aria-keyshortcuts="?"
          >
            <Keyboard aria-hidden="true" />
            {t("shortcuts")}
          </Button>
        ) : null}
      </header>
      {data.inquiry.status === "submit_failed" ? (
        // Above the form: what the ERP refused is what the operator corrects.
        <OrderDeliverySection
          inquiry={data.inquiry}
          failedHint={statusText("delivery.correctBelow")}
        />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SourcePane data={data} highlight={highlight} />
        <div className="min-w-0 rounded-2xl border border-border bg-card p-4 sm:p-5">
          <OrderForm
            data={data}
            actionData={actionData}
            onFocusValue={setHighlight}
            onHelp={() => setHelpOpen(true)}
          />
        </div>
      </div>
      <HelpOverlay open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
