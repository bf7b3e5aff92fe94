import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";

/**
 * The order queues until orders arrive (a later issue brings intake): a heading and an honest
 * empty state, no invented figures.
 */
export function EmptyOrderQueue({
  heading,
  intro,
  emptyTitle,
  emptyDescription,
  icon: Icon,
}: {
  heading: string;
  intro: string;
  emptyTitle: string;
  emptyDescription: string;
  icon: LucideIcon;
}) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
        <p className="max-w-3xl text-muted-foreground">{intro}</p>
      </div>
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{emptyTitle}</h2>
        <p className="max-w-prose text-sm text-muted-foreground">{emptyDescription}</p>
      </Card>
    </div>
  );
}
