import type { ReactNode } from "react";
import { NoValue } from "./no-value";

/** Facts as a definition list; a fact without a value shows `empty` (by default: none). */
export function FactList({
  label,
  facts,
  empty = <NoValue />,
}: {
  label: string;
  facts: ReadonlyArray<{ label: string; value: ReactNode }>;
  empty?: ReactNode;
}) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]"
    >
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-muted-foreground">{fact.label}</dt>
          <dd className="min-w-0 break-words">
            {fact.value === null || fact.value === undefined || fact.value === "" ? (
              <span className="text-muted-foreground">{empty}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
