import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The four layouts of spec section 2. A layout without children never matches a URL;
// empty receives its pages in later issues.
export default [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),
    route("to-process", "routes/to-process.tsx"),
    route("validate", "routes/validate.tsx"),
    route("order-inquiries", "routes/order-inquiries.tsx"),
    route("order-inquiries/:id", "routes/order-inquiry.tsx"),
    route("archive", "routes/archive.tsx"),
    route("archive/:id", "routes/archived-order.tsx"),
    route("validate/:id", "routes/validate-order.tsx"),
    route("reference-data", "routes/reference-data.tsx"),
    route("reference-data/imports", "routes/reference-data-imports.tsx"),
    route("reference-data/options", "routes/reference-data-options.ts"),
    route("resources/current-tenant", "routes/resources/current-tenant.ts"),
  ]),
  layout("routes/layouts/admin.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/channels", "routes/admin/channels.tsx"),
    route("admin/integrations", "routes/admin/integrations.tsx"),
    route("admin/webhooks", "routes/admin/webhooks.tsx"),
    route("admin/api-clients", "routes/admin/api-clients.tsx"),
    route("admin/export-profiles", "routes/admin/export-profiles.tsx"),
    route("admin/import-profiles", "routes/admin/import-profiles.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/logs", "routes/admin/logs.tsx"),
    route("admin/master-data", "routes/admin/master-data.tsx"),
    route("admin/master-data/:id", "routes/admin/master-data-type.tsx"),
  ]),
  layout("routes/layouts/auth.tsx", [
    route("login", "routes/login.tsx"),
    route("sign-in/:uid", "routes/sign-in.tsx"),
    route("auth-error", "routes/auth-error.tsx"),
    route("errors/authorization-failed", "routes/authorization-failed.tsx"),
  ]),
  layout("routes/layouts/empty.tsx", [
    route("popup/email/:id", "routes/popup-email.tsx"),
    route("popup/email/:id/attachments/:index", "routes/popup-email-attachment.ts"),
    route("popup/email/:id/raw", "routes/popup-email-raw.ts"),
    route("admin/integrations/:id", "routes/admin/integration.tsx"),
    route("admin/webhooks/:id", "routes/admin/webhook.tsx"),
    route("admin/api-clients/:id", "routes/admin/api-client.tsx"),
    route("admin/export-profiles/:id", "routes/admin/export-profile.tsx"),
    route("admin/import-profiles/:id", "routes/admin/import-profile.tsx"),
  ]),
  // The steps of the sign-in flow that only redirect, and the session's form targets.
  route("callback", "routes/callback.ts"),
  route("auth/logging-in", "routes/logging-in.ts"),
  route("logout", "routes/logout.ts"),
  route("switch-tenant", "routes/switch-tenant.ts"),
  route("preferences", "routes/preferences.ts"),
  route("locales/:lng/:ns", "routes/locales.ts"),
  // Unmatched paths still run the root middleware and loader, so the 404 screen is translated.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
