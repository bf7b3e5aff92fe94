import { useTranslation } from "~/lib/use-translation";

const knownRoles = ["operator", "administrator", "platform_administrator"] as const;

function isKnownRole(role: string): role is (typeof knownRoles)[number] {
  return (knownRoles as readonly string[]).includes(role);
}

/** Names roles in the user's language; a role the web does not know yet shows as it is. */
export function useRoleName() {
  const { t } = useTranslation("navigation");
  return (role: string | null | undefined) => {
    if (!role) return "—";
    return isKnownRole(role) ? t(`roles.${role}`) : role;
  };
}

export function RoleName({ role }: { role: string | null | undefined }) {
  return <>{useRoleName()(role)}</>;
}
