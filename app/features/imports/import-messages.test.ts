import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nOptions } from "~/lib/i18n";
import type { getInstance } from "~/lib/i18n.server";
import { resources } from "~/lib/i18n-resources.server";
import {
  translateFileMessage,
  translateMappingMessage,
  translateRowMessage,
} from "./import-messages.server";

type TFunction = ReturnType<typeof getInstance>["t"];
let en: TFunction;
let nl: TFunction;

beforeAll(async () => {
  const instance = createInstance({ ...i18nOptions, resources, ns: ["imports"], lng: "en" });
  await instance.init();
  en = instance.getFixedT("en") as unknown as TFunction;
  nl = instance.getFixedT("nl") as unknown as TFunction;
});

describe("the API's words on imports, in the user's language", () => {
  it("translates refusals of a file, with the cell, row and numbers they name", () => {
    const formula =
      "Cell B2 holds a formula. Formulas are not imported: save the sheet with values only.";
    expect(translateFileMessage(en, formula)).toBe(formula);
    expect(translateFileMessage(nl, formula)).toBe(
      "Cel B2 bevat een formule. Formules worden niet geïmporteerd: sla het blad op met alleen waarden.",
    );
    expect(translateFileMessage(nl, "Row 1 has 201 columns; at most 200 are read.")).toBe(
      "Rij 1 heeft 201 kolommen; er kunnen er hoogstens 200 worden geïmporteerd.",
    );
    expect(translateFileMessage(nl, "The file has more than 500,000 rows.")).toBe(
      "Het bestand heeft meer dan 500.000 rijen.",
    );
    expect(translateFileMessage(en, "The file has more than 500,000 rows.")).toBe(
      "The file has more than 500,000 rows.",
    );
    expect(translateFileMessage(nl, "The file is larger than 50 MB")).toBe(
      "Het bestand is groter dan 50 MB.",
    );
    expect(
      translateFileMessage(
        nl,
        "This is not a CSV or Excel (.xlsx) file. Older .xls workbooks must be saved as .xlsx or CSV first.",
      ),
    ).toMatch(/^Dit is geen CSV- of Excel-bestand/);
    expect(
      translateFileMessage(
        nl,
        "The workbook unpacks to more than 500 MB, or is packed suspiciously tightly (a zip bomb). Save the sheet as CSV, or split it.",
      ),
    ).toMatch(/verdacht sterk gecomprimeerd/);
    const damaged =
      "The stored copy of the file is missing or incomplete; nothing was imported. Upload the file again.";
    expect(translateFileMessage(en, damaged)).toBe(damaged);
    expect(translateFileMessage(nl, damaged)).toBe(
      "De bewaarde kopie van het bestand ontbreekt of is onvolledig; er is niets geïmporteerd. Upload het bestand opnieuw.",
    );
    // Anything new is shown with the API's words after a translated lead.
    expect(translateFileMessage(nl, "Something new")).toBe(
      "Het bestand is afgekeurd: Something new",
    );
  });

  it("translates refusals of a mapping, naming fields by their labels", () => {
    const labels = { sku: "Product code" };
    expect(
      translateMappingMessage(nl, "Artikel: sku is filled by another column already", labels),
    ).toBe("Product code wordt al door een andere kolom gevuld.");
    expect(
      translateMappingMessage(en, "Required fields need a column: Product code, Name", labels),
    ).toBe("These required fields need a column: Product code, Name.");
    expect(
      translateMappingMessage(nl, "Rows can only be matched on a field that a column fills", {}),
    ).toBe("Rijen kunnen alleen worden herkend aan een veld dat door een kolom wordt gevuld.");
  });

  it("translates why an import cannot start, with the type, its fields and the columns", () => {
    const tooFew =
      "Klanten (2026) has more required fields (Number, Name) than the file has columns (1).";
    expect(translateFileMessage(en, tooFew)).toBe(
      "Klanten (2026) has more required fields (Number, Name) than the file has columns (1): import a file with a column for each required field.",
    );
    expect(translateMappingMessage(nl, tooFew, {})).toBe(
      "Klanten (2026) heeft meer verplichte velden (Number, Name) dan het bestand kolommen heeft (1): importeer een bestand met een kolom voor elk verplicht veld.",
    );
    expect(translateFileMessage(nl, "Machines has no fields to import into.")).toBe(
      "Machines heeft geen velden om in te importeren: geef het eerst velden, of kies een ander assettype.",
    );
  });

  it("translates the reasons a row was refused, and keeps unknown ones as they are", () => {
    expect(translateRowMessage(nl, "Price must be a number (for example 12,50)", "Price")).toBe(
      "Moet een getal zijn, bijvoorbeeld 12,50.",
    );
    expect(translateRowMessage(en, "Unit must be one of: pcs, box, pack", "Unit")).toBe(
      "Must be one of: pcs, box, pack.",
    );
    expect(translateRowMessage(nl, "EAN 8712345000011 already exists", "EAN")).toBe(
      "“8712345000011” wordt al door een ander item gebruikt.",
    );
    expect(translateRowMessage(nl, "Product code is required", "Product code")).toBe(
      "Dit veld is verplicht.",
    );
    expect(translateRowMessage(nl, "Something odd", null)).toBe("Something odd");
  });
});
