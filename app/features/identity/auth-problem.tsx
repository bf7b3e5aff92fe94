import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";

/**
 * The auth layout's explanation of why sign-in did not work, and the way back: a link to
 * /login, or (when a session exists that cannot be used) a sign-out form that ends there.
 */
export function AuthProblem({
  heading,
  children,
  linkLabel,
  signOutFirst = false,
}: {
  heading: string;
  children: ReactNode;
  linkLabel: string;
  signOutFirst?: boolean;
}) {
  const className = buttonClassName({ className: "w-full" });
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
      <div className="space-y-2 text-sm text-muted-foreground">{children}</div>
      {signOutFirst ? (
        <Form method="post" action="/logout">
          <button type="submit" className={className}>
            <LogIn aria-hidden="true" />
            {linkLabel}
          </button>
        </Form>
      ) : (
        <Link to="/login" className={className}>
          <LogIn aria-hidden="true" />
          {linkLabel}
        </Link>
      )}
    </div>
  );
}
