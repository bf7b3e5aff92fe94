/** How the popup shows the body: the sender's HTML (sandboxed) or the plain text. */
export type BodyView = "text" | "html";

/**
 * `?view=text` or `?view=html`: plain links, so the switch works without JavaScript. An e-mail
 * with an HTML body opens as the sender saw it; one without has only text.
 */
export function chooseBodyView(requested: string | null, hasHtml: boolean): BodyView {
  if (!hasHtml) return "text";
  return requested === "text" ? "text" : "html";
}
