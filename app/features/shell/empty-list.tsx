import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";

/** What a list shows instead of its table when it has nothing yet. */
export function EmptyList({ icon: Icon, message }: { icon: LucideIcon; message: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="font-medium">{message}</p>
    </Card>
  );
}
