import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "~/lib/class-names";
import { useHydrated } from "~/lib/use-hydrated";
import { inputClassName } from "./input";

/**
 * A password field with a show/hide button. Showing needs JavaScript (the input's type
 * changes); without it the button is not rendered at all rather than doing nothing.
 */
export function PasswordInput({
  showLabel,
  hideLabel,
  className,
  type: _type,
  ...props
}: ComponentProps<"input"> & { showLabel: string; hideLabel: string }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className="relative">
      <input
        type={visible ? "text" : "password"}
        className={cn(inputClassName, hydrated && "pr-11", className)}
        {...props}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{visible ? hideLabel : showLabel}</span>
        </button>
      ) : null}
    </div>
  );
}
