export * from "./oauth.ts";
export * from "./tenants.ts";
export * from "./users.ts";
export * from "./assets.ts";
