import { Check, X } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form-field";
import { useTranslation } from "~/lib/use-translation";
import type { MyInvitation } from "./my-invitations-api.server";
import { RoleName } from "./role-name";

/** Invitations to join other tenants, each answered with a plain form post. */
export function MyInvitations({
  invitations,
  error,
}: {
  invitations: readonly MyInvitation[];
  error: string | undefined;
}) {
  const { t } = useTranslation("home");
  if (invitations.length === 0 && !error) return null;
  return (
    <section aria-labelledby="home-invitations">
      <Card className="flex flex-col gap-3 p-5">
        <h2 id="home-invitations" className="text-lg font-semibold">
          {t("invitations.heading")}
        </h2>
        <FormErrors id="invitation-errors" errors={error ? [error] : undefined} />
        <ul className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <p>
                {t("invitations.invite", { tenant: invitation.tenant.name })}{" "}
                <span className="text-muted-foreground">
                  (<RoleName role={invitation.role} />)
                </span>
              </p>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="id" value={invitation.id} />
                <Button type="submit" name="intent" value="accept" size="sm">
                  <Check aria-hidden="true" />
                  {t("invitations.accept", { tenant: invitation.tenant.name })}
                </Button>
                <Button type="submit" name="intent" value="decline" size="sm" variant="secondary">
                  <X aria-hidden="true" />
                  {t("invitations.decline", { tenant: invitation.tenant.name })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
