const loading = new Map<string, Promise<void>>();

/**
 * Adds a third party's script to the page once per address, with the page's CSP nonce, and
 * tells when it has run. Later calls for the same address share the first one's outcome.
 */
export function loadExternalScript(
  src: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      const nonce = pageScriptNonce();
      if (nonce) script.nonce = nonce;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => reject(new Error(`Could not load ${src}`)));
      document.head.append(script);
    });
    loading.set(src, loaded);
  }
  return loaded;
}

/**
 * The nonce the server gave this page's own scripts. Browsers hide the nonce attribute from the
 * DOM once the page is parsed, but keep it readable as the element's `nonce` property.
 */
function pageScriptNonce(): string | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[nonce]")) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}
