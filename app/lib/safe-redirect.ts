/**
 * Only same-origin paths are accepted as redirect targets, so that a crafted
 * `redirectTo` cannot send the user to another site ("//evil.example", "/\\evil").
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || to.length === 0) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters (tab, newline) are stripped by URL parsers and could turn "/\t/x" into "//x".
  for (const char of to) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return to;
}
