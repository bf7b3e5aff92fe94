export * from "./asset-imports.ts";
export * from "./assets.ts";
export * from "./channels.ts";
export * from "./inbound-messages.ts";
export * from "./oauth.ts";
export * from "./order-inquiries.ts";
export * from "./tenants.ts";
export * from "./users.ts";
