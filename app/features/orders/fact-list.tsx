import type { ReactNode } from "react";

/** Facts as a definition list; a fact without a value shows `unknown`. */
export function FactList({
  label,
  facts,
  unknown,
}: {
  label: string;
  facts: ReadonlyArray<{ label: string; value: ReactNode }>;
  unknown: string;
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
              <span className="text-muted-foreground">{unknown}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
