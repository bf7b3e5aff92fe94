import { buildCatalogue, type Catalogue } from "./catalogue.ts";

/** A small hand-written catalogue for the unit tests (not the corpus). */
export function fixtureCatalogue(): Catalogue {
  return buildCatalogue(
    [
      {
        number: "C100",
        name: "Bakkerij De Zon B.V.",
        emails: ["inkoop@dezon.nl"],
        domains: ["dezon.nl"],
        vat: "NL123456789B01",
      },
      {
        number: "C200",
        name: "Garage Peeters NV",
        emails: ["peeters.garage@gmail.com"],
        domains: ["gmail.com"],
        vat: "BE0123456789",
      },
      {
        number: "C300",
        name: "Hotel Noord",
        emails: ["hotelnoord@gmail.com"],
        domains: ["gmail.com"],
        vat: null,
      },
    ],
    [
      {
        code: "SC-4x40-ZN",
        ean: "8711111111116",
        descriptions: [
          "Wood screw 4x40 zinc plated (box of 200)",
          "Houtschroef 4x40 verzinkt (doos à 200)",
        ],
        unit: "box",
      },
      {
        code: "SC-4x40-A2",
        ean: "8711111111123",
        descriptions: [
          "Wood screw 4x40 stainless steel A2 (box of 200)",
          "Houtschroef 4x40 RVS A2 (doos à 200)",
        ],
        unit: "box",
      },
      {
        code: "4410",
        ean: "8711111111130",
        descriptions: ["Garden hose 25 m green", "Tuinslang 25 m groen"],
        unit: "roll",
      },
      {
        code: "CU-15",
        ean: "8711111111147",
        descriptions: ["Copper pipe 15 mm (per m)", "Koperen buis 15 mm (per m)"],
        unit: "m",
      },
      {
        code: "GL-9",
        ean: "8711111111154",
        descriptions: [
          "Work gloves size 9 (pack of 12 pairs)",
          "Werkhandschoenen maat 9 (pak à 12 paar)",
        ],
        unit: "pack",
      },
      {
        code: "H-200",
        ean: "8711111111161",
        descriptions: ["Safety helmet white", "Veiligheidshelm wit"],
        unit: "pcs",
      },
      {
        code: "NL-3",
        ean: "8711111111178",
        descriptions: ["Steel nails 3.1x80 bright (per kg)", "Draadnagels 3,1x80 blank (per kg)"],
        unit: "kg",
      },
    ],
  );
}
