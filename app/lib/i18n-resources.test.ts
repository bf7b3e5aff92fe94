import { describe, expect, it } from "vitest";
import { resources } from "./i18n-resources.server";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("translations", () => {
  for (const [namespace, english] of Object.entries(resources.en)) {
    it(`nl/${namespace} has exactly the keys of en/${namespace}`, () => {
      const dutch = resources.nl[namespace as keyof typeof resources.nl];
      expect(keysOf(dutch).sort()).toEqual(keysOf(english).sort());
    });
  }

  it("has no empty strings", () => {
    const values = Object.values(resources).flatMap((language) =>
      Object.values(language).flatMap((namespace) => JSON.stringify(namespace).match(/""/g) ?? []),
    );
    expect(values).toEqual([]);
  });
});
