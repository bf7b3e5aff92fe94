import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminNavigation, staffNavigation } from "~/features/shell/navigation-items";
import { findReplacedWords, localeStrings, readReplacedWords } from "./glossary";
import { resources } from "./i18n-resources.server";

const replaced = readReplacedWords(
  readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8"),
);

/** The namespace whose title names the page a sidebar link leads to. */
const pageNamespaces: Record<string, keyof typeof resources.en> = {
  "/": "home",
  "/to-process": "to-process",
  "/validate": "validate",
  "/order-inquiries": "order-inquiries",
  "/archive": "archive",
  "/reference-data": "reference-data",
  "/admin": "dashboard",
  "/admin/users": "users",
  "/admin/channels": "channels",
  "/admin/integrations": "integrations",
  "/admin/master-data": "master-data",
  "/admin/webhooks": "webhooks",
  "/admin/api-clients": "api-clients",
  "/admin/export-profiles": "export-profiles",
  "/admin/import-profiles": "import-profiles",
  "/admin/settings": "settings",
  "/admin/logs": "logs",
};

describe("the vocabulary of docs/glossary.md", () => {
  for (const language of ["en", "nl"] as const) {
    it(`no ${language} locale string uses a word the glossary replaces`, () => {
      const uses = findReplacedWords(localeStrings(resources[language]), replaced[language]);
      expect(
        uses.map(({ key, word, term }) => `${key} uses "${word}" (glossary term: ${term})`),
      ).toEqual([]);
    });

    it(`every ${language} sidebar link has the name of the page it leads to`, () => {
      const strings = localeStrings(resources[language]);
      const links = [...staffNavigation.items, ...adminNavigation.items].flatMap((item) => {
        const namespace = pageNamespaces[item.to];
        return namespace ? [{ to: item.to, label: item.label, namespace }] : [];
      });
      expect(links.length).toBeGreaterThan(10);
      for (const { to, label, namespace } of links) {
        expect(strings[`navigation:${label}`], to).toBe(strings[`${namespace}:title`]);
      }
    });
  }
});
