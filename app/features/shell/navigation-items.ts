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
    { to: "/to-process", label: "toProcess", icon: Inbox },
    { to: "/validate", label: "validate", icon: ClipboardCheck },
    { to: "/order-inquiries", label: "orderInquiries", icon: MessagesSquare },
    { to: "/archive", label: "archive", icon: Archive },
    { to: "/reference-data", label: "referenceData", icon: Table2 },
  ],
};

/** The administration area of the admin layout (spec section 2). */
export const adminNavigation: NavigationSection = {
  label: "administration",
  items: [
    { to: "/admin", label: "admin.dashboard", icon: LayoutDashboard },
    { to: "/admin/users", label: "admin.users", icon: Users },
    { to: "/admin/channels", label: "admin.channels", icon: Cable },
    { to: "/admin/integrations", label: "admin.integrations", icon: Plug },
    { to: "/admin/master-data", label: "admin.masterData", icon: Database },
    { to: "/admin/webhooks", label: "admin.webhooks", icon: Webhook },
    { to: "/admin/api-clients", label: "admin.apiClients", icon: KeyRound },
    { to: "/admin/export-profiles", label: "admin.exportProfiles", icon: Upload },
    { to: "/admin/import-profiles", label: "admin.importProfiles", icon: Download },
    { to: "/admin/logs", label: "admin.logs", icon: ScrollText },
    { to: "/admin/settings", label: "admin.settings", icon: Settings },
  ],
};
