import { createInstance, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions, supportedLanguages } from "./i18n";
import { fastFixedT } from "./i18n-fast-fixed-t";
import { resources } from "./i18n-resources.server";

async function instance(language: string, fast: boolean) {
  const created = createInstance({ ...i18nOptions, resources, lng: language });
  if (fast) created.use(fastFixedT);
  await created.init();
  return created;
}

/** Every key of a namespace, as dotted paths. */
function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object" ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function translateAll(i18next: i18n, namespace: string) {
  // the namespace first, then the shell's as fallback, as useTranslation(["ns", "common"]) does
  const t = i18next.getFixedT(null, [namespace, "common"] as never);
  // as react-i18next's useTranslation makes it
  const getFixedT = i18next.getFixedT as unknown as (...args: unknown[]) => typeof t;
  const scoped = getFixedT.call(i18next, null, namespace, undefined, {
    scopeNs: [namespace, "common"],
  });
  const keys = keysOf((resources.en as Record<string, object>)[namespace] ?? {});
  return keys.flatMap((key) => [
    t(key as never),
    t(key as never, { count: 1, name: "Ann", status: "x", value: 3 } as never),
    t(key as never, { count: 7, name: "Ann", status: "x", value: 3 } as never),
    t(`missing.${key}` as never),
    scoped(key as never),
    scoped(`common:skipToContent` as never),
    scoped(key as never, { count: 7, name: "Ann" } as never),
  ]);
}

describe("fastFixedT", () => {
  for (const language of supportedLanguages) {
    it(`translates every key of every namespace exactly as i18next does (${language})`, async () => {
      const [plain, fast] = await Promise.all([
        instance(language, false),
        instance(language, true),
      ]);
      for (const namespace of Object.keys(resources.en)) {
        expect(translateAll(fast, namespace)).toEqual(translateAll(plain, namespace));
      }
    });
  }

  it("keeps i18next's own path for a key prefix, another language and a default value", async () => {
    const [plain, fast] = await Promise.all([instance("nl", false), instance("nl", true)]);
    for (const i18next of [plain, fast]) {
      expect(i18next.getFixedT(null, "navigation", "sidebar")("open" as never)).toBe(
        "Zijbalk openen",
      );
      expect(i18next.getFixedT("en", "navigation")("sidebar.open" as never)).toBe("Open sidebar");
      expect(
        i18next.getFixedT(null, "navigation")("sidebar.open" as never, { lng: "en" } as never),
      ).toBe("Open sidebar");
      expect(i18next.getFixedT(null, "navigation")("nope" as never, "Fallback" as never)).toBe(
        "Fallback",
      );
    }
  });

  it("follows a change of language", async () => {
    const fast = await instance("en", true);
    const t = fast.getFixedT(null, "navigation");
    expect(t("sidebar.open" as never)).toBe("Open sidebar");
    await fast.changeLanguage("nl");
    expect(t("sidebar.open" as never)).toBe("Zijbalk openen");
  });
});
