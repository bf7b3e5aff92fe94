import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The four layouts of spec section 2. A layout without children never matches a URL;
// admin and empty receive their pages in later issues.
export default [
  layout("routes/layouts/default.tsx", [index("routes/home.tsx")]),
  layout("routes/layouts/admin.tsx", []),
  layout("routes/layouts/auth.tsx", [route("login", "routes/login.tsx")]),
  layout("routes/layouts/empty.tsx", []),
  route("preferences", "routes/preferences.ts"),
  route("locales/:lng/:ns", "routes/locales.ts"),
  // Unmatched paths still run the root middleware and loader, so the 404 screen is translated.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
