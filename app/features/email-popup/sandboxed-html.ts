/**
 * The policy of the framed e-mail: nothing is fetched (no tracking pixels, no remote fonts),
 * only inline styles and embedded images apply. It adds to the page's own policy, which a
 * srcdoc frame inherits; the frame's empty sandbox already stops scripts, forms and popups.
 */
export const emailHtmlPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * The `srcdoc` of the e-mail's frame: our policy and referrer rule first, so that they are in
 * the head whatever the e-mail's own markup (the parser folds its `<html>` and `<head>` in).
 */
export function sandboxedHtmlDocument(html: string): string {
  return [
    "<!doctype html>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${emailHtmlPolicy}">`,
    '<meta name="referrer" content="no-referrer">',
    html,
  ].join("");
}
