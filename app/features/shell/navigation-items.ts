import {
  Archive,
  Cable,
  ClipboardCheck,
  Database,
  Download,
  House,
  Inbox,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Plug,
  ScrollText,
  Settings,
  Table2,
  Upload,
  Users,
  Webhook,
} from "lucide-react";
import { type CurrentUser, can, type Permission } from "~/features/identity/current-user";

export type NavigationItem = {
  to: string;
  /** A key of the `navigation` namespace. */
  label:
    | "home"
    | "toProcess"
    | "validate"
    | "orderInquiries"
    | "archive"
    | "referenceData"
    | `admin.${
        | "dashboard"
        | "users"
        | "channels"
        | "integrations"
        | "masterData"
        | "webhooks"
        | "apiClients"
        | "exportProfiles"
        | "importProfiles"
        | "logs"
        | "settings"}`;
  icon: LucideIcon;
  /** Hidden from users without it (docs/decisions/005); the API refuses them anyway. */
  permission?: Permission;
};

export type NavigationSection = {
  label: "staffAreas" | "administration";
  items: readonly NavigationItem[];
};

/** The staff areas of the default layout (spec section 2). */
export const staffNavigation: NavigationSection = {
  label: "staffAreas",
  items: [
    { to: "/", label: "home", icon: House },
    { to: "/to-process", label: "toProcess", icon: Inbox, permission: "read:order_data" },
    { to: "/validate", label: "validate", icon: ClipboardCheck, permission: "read:order_data" },
    {
      to: "/order-inquiries",
      label: "orderInquiries",
      icon: MessagesSquare,
      permission: "read:order_data",
    },
    { to: "/archive", label: "archive", icon: Archive, permission: "read:validated_order" },
    {
      to: "/reference-data",
      label: "referenceData",
      icon: Table2,
      permission: "read:reference_data",
    },
  ],
};

/** The administration area of the admin layout (spec section 2), the dashboard first. */
export const adminNavigation: NavigationSection = {
  label: "administration",
  items: [
    { to: "/admin", label: "admin.dashboard", icon: LayoutDashboard, permission: "read:logs" },
    { to: "/admin/users", label: "admin.users", icon: Users, permission: "manage:users" },
    {
      to: "/admin/channels",
      label: "admin.channels",
      icon: Cable,
      permission: "manage:connectivity",
    },
    {
      to: "/admin/integrations",
      label: "admin.integrations",
      icon: Plug,
      permission: "manage:connectivity",
    },
    {
      to: "/admin/master-data",
      label: "admin.masterData",
      icon: Database,
      permission: "manage:asset_types",
    },
    {
      to: "/admin/webhooks",
      label: "admin.webhooks",
      icon: Webhook,
      permission: "manage:connectivity",
    },
    {
      to: "/admin/api-clients",
      label: "admin.apiClients",
      icon: KeyRound,
      permission: "manage:connectivity",
    },
    {
      to: "/admin/export-profiles",
      label: "admin.exportProfiles",
      icon: Upload,
      permission: "manage:connectivity",
    },
    {
      to: "/admin/import-profiles",
      label: "admin.importProfiles",
      icon: Download,
      permission: "manage:connectivity",
    },
    { to: "/admin/logs", label: "admin.logs", icon: ScrollText, permission: "read:logs" },
    {
      to: "/admin/settings",
      label: "admin.settings",
      icon: Settings,
      permission: "manage:settings",
    },
  ],
};

/**
 * The sidebar of every signed-in page, default and admin layouts alike: the sections keep their
 * order wherever the user is, so a link is always where it was.
 */
export const appNavigation: readonly NavigationSection[] = [staffNavigation, adminNavigation];

/** The sections as this user may use them: forbidden links left out, empty sections too. */
export function visibleSections(
  sections: readonly NavigationSection[],
  user: Pick<CurrentUser, "permissions"> | null | undefined,
): NavigationSection[] {
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !item.permission || can(user, item.permission)),
    }))
    .filter((section) => section.items.length > 0);
}
