import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions } from "./i18n";
import { resources } from "./i18n-resources.server";
import { useTranslation } from "./use-translation";

function Labels() {
  const { t } = useTranslation("navigation");
  const [tuple] = useTranslation(["navigation", "common"]);
  const { t: common, i18n, ready } = useTranslation();
  const texts = [
    t("sidebar.open"),
    tuple("common:skipToContent"),
    common("skipToContent"),
    i18n.language,
    String(ready),
  ];
  return <p>{texts.join("|")}</p>;
}

async function render(language: string) {
  const i18n = createInstance({ ...i18nOptions, resources, lng: language });
  await i18n.init();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Labels />
    </I18nextProvider>,
  );
}

describe("useTranslation on the server", () => {
  it("translates with the request's instance, its namespaces and the default one", async () => {
    expect(await render("en")).toBe("<p>Open sidebar|Skip to content|Skip to content|en|true</p>");
    expect(await render("nl")).toBe("<p>Zijbalk openen|Naar de inhoud|Naar de inhoud|nl|true</p>");
  });
});
