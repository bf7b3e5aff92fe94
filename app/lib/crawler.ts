import { createIsbotFromList, list } from "isbot";

/**
 * isbot's patterns for browsers driven by a program: they are browsers with a person's (or a
 * test's) purpose behind them, and get the same pages as anyone.
 */
const automatedBrowsers = new Set(["headless", "phantomjs", "playwright", "selenium"]);

/**
 * Search crawlers, link previewers, Lighthouse and command-line clients such as curl: the
 * clients spec section 2 keeps error screens from. A headless Chrome is not one of them.
 */
export const isCrawler = createIsbotFromList(
  list.filter((pattern) => !automatedBrowsers.has(pattern)),
);
