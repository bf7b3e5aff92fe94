/** The roles a membership can carry. Their permissions arrive with access control (issue 4). */
export const ROLES = ["operator", "administrator", "platform_administrator"] as const;
export type Role = (typeof ROLES)[number];
