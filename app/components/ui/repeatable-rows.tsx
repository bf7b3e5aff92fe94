import { Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "./button";
import { Input } from "./input";

/**
 * A list of values, one input per row, with "add" and "remove" buttons. It needs JavaScript:
 * until hydrated, render a textarea with one value per line under the same name.
 */
export function RepeatableRows({
  id,
  name,
  initial,
  invalid = false,
  describedBy,
  labels,
}: {
  id: string;
  name: string;
  initial: readonly string[];
  invalid?: boolean;
  describedBy?: string;
  labels: { row: (number: number) => string; add: string; remove: (number: number) => string };
}) {
  const next = useRef(0);
  const row = (value: string) => ({ key: next.current++, value });
  const [rows, setRows] = useState(() => (initial.length ? initial : [""]).map(row));

  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2">
        {rows.map((item, index) => (
          <li key={item.key} className="flex items-center gap-2">
            <Input
              id={index === 0 ? id : `${id}-${item.key}`}
              name={name}
              defaultValue={item.value}
              aria-label={labels.row(index + 1)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setRows((current) => current.filter((other) => other !== item))}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only">{labels.remove(index + 1)}</span>
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setRows((current) => [...current, row("")])}
        >
          <Plus aria-hidden="true" />
          {labels.add}
        </Button>
      </div>
    </div>
  );
}
