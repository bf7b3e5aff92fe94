import type { ErrorReportingSettings } from "./error-reporting-settings";

/** What the page tells the browser's error reporting (decision 051). */
export type BrowserErrorReportingConfig = ErrorReportingSettings & {
  /** Only a signed-in page asks for the current tenant. */
  signedIn: boolean;
};

const elementId = "fennec-error-reporting";

/**
 * The settings as a JSON data block: never executed, so the CSP has nothing to allow, and read
 * by entry.client before hydration. Nothing at all when error reporting is off.
 */
export function ErrorReportingConfig({
  settings,
  signedIn,
}: {
  settings: ErrorReportingSettings | null | undefined;
  signedIn: boolean;
}) {
  if (!settings) return null;
  const config: BrowserErrorReportingConfig = { ...settings, signedIn };
  // `<` escaped: no value can close the element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return (
    <script
      id={elementId}
      type="application/json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped above
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function readErrorReportingConfig(): BrowserErrorReportingConfig | null {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BrowserErrorReportingConfig;
  } catch {
    return null;
  }
}
