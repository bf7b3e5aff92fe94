import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawler";

const chrome = (product: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ${product}/131.0.0.0 Safari/537.36`;

describe("isCrawler", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Slack's link previewer", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
    [
      "Lighthouse",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ],
    ["curl", "curl/8.5.0"],
  ])("recognises %s", (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    ["Chrome", chrome("Chrome")],
    ["headless Chrome", chrome("HeadlessChrome")],
    ["Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"],
  ])("leaves %s to be a browser", (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});
