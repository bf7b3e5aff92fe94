import type { ReactNode } from "react";

/** The top of an admin page: its heading and introduction, with the page's main action beside them. */
export function PageHeader({
  heading,
  intro,
  action,
}: {
  heading: string;
  intro: string;
  action?: ReactNode;
}) {
  const text = (
    <div className="space-y-2">
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      <p className="max-w-3xl text-muted-foreground">{intro}</p>
    </div>
  );
  if (!action) return text;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {text}
      {action}
    </div>
  );
}
