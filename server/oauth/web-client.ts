/** The web app's OAuth client: public, PKCE only (docs/decisions/005). */
export const WEB_CLIENT_ID = "fennec-web";

/** Origins the web app is reached on: APP_URL's, or both loopback spellings in development. */
export function webOrigins(appUrl: string | undefined, port: number): string[] {
  if (appUrl) return [new URL(appUrl).origin];
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
