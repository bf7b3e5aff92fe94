import type { Random } from "./random.ts";

/**
 * The classes corpus' wholesaler, Van Dam Facilitair B.V. (cleaning, hygiene, catering
 * disposables and workwear): another trade, catalogue and clientele than the development corpus,
 * with families of near-identical products where size, colour or variant decides.
 */
export const WHOLESALER = {
  name: "Van Dam Facilitair B.V.",
  ordersAddress: "orders@vandamfacilitair.nl",
  domain: "vandamfacilitair.nl",
  staff: [
    { name: "Sanne de Wit", email: "s.dewit@vandamfacilitair.nl" },
    { name: "Koen Mulder", email: "verkoop@vandamfacilitair.nl" },
    { name: "Iris Bakker", email: "i.bakker@vandamfacilitair.nl" },
  ],
};

export type Unit = "pcs" | "box" | "roll" | "pack" | "kg" | "m";

export type Product = {
  sku: string;
  ean: string;
  nl: string;
  en: string;
  unit: Unit;
  price: number;
  /** Family and variant words, for descriptions written by customers. */
  family: string;
  variant: { nl: string[]; en: string[] };
};

export type Customer = {
  number: string;
  name: string;
  domain: string;
  /** A generic mail domain that several customers share: it identifies nobody. */
  generic: boolean;
  contacts: { name: string; email: string }[];
  street: string;
  postalCode: string;
  city: string;
  country: "NL" | "BE";
  vat: string;
  phone: string;
};

type Family = {
  key: string;
  nl: string;
  en: string;
  unit: Unit;
  pack?: { nl: string; en: string };
  price: number;
  /** Each axis lists [nl, en] pairs; products are their cross product. */
  axes: [string, string][][];
};

const FAMILIES: Family[] = [
  {
    key: "nitrile",
    nl: "Nitril handschoenen poedervrij",
    en: "Nitrile gloves powder-free",
    unit: "box",
    pack: { nl: "doos à 100", en: "box of 100" },
    price: 6.95,
    axes: [
      [
        ["maat S", "size S"],
        ["maat M", "size M"],
        ["maat L", "size L"],
        ["maat XL", "size XL"],
      ],
      [
        ["blauw", "blue"],
        ["zwart", "black"],
      ],
    ],
  },
  {
    key: "vinyl",
    nl: "Vinyl handschoenen",
    en: "Vinyl gloves",
    unit: "box",
    pack: { nl: "doos à 100", en: "box of 100" },
    price: 4.1,
    axes: [
      [
        ["maat S", "size S"],
        ["maat M", "size M"],
        ["maat L", "size L"],
      ],
    ],
  },
  {
    key: "wastebag",
    nl: "Afvalzakken",
    en: "Waste bags",
    unit: "roll",
    pack: { nl: "rol à 20", en: "roll of 20" },
    price: 3.4,
    axes: [
      [
        ["60 liter", "60 litre"],
        ["120 liter", "120 litre"],
        ["240 liter", "240 litre"],
      ],
      [
        ["grijs", "grey"],
        ["blauw", "blue"],
        ["zwart", "black"],
      ],
    ],
  },
  {
    key: "wiperoll",
    nl: "Poetsrol",
    en: "Wiping roll",
    unit: "roll",
    price: 18.5,
    axes: [
      [
        ["1-laags", "1-ply"],
        ["2-laags", "2-ply"],
      ],
      [
        ["wit", "white"],
        ["blauw", "blue"],
      ],
    ],
  },
  {
    key: "ztowel",
    nl: "Handdoekpapier Z-vouw",
    en: "Z-fold hand towels",
    unit: "box",
    pack: { nl: "doos à 3200 vel", en: "box of 3200 sheets" },
    price: 24.9,
    axes: [
      [
        ["1-laags", "1-ply"],
        ["2-laags", "2-ply"],
      ],
    ],
  },
  {
    key: "toiletpaper",
    nl: "Toiletpapier",
    en: "Toilet paper",
    unit: "pack",
    pack: { nl: "pak à 48 rollen", en: "pack of 48 rolls" },
    price: 21.75,
    axes: [
      [
        ["2-laags", "2-ply"],
        ["3-laags", "3-ply"],
      ],
    ],
  },
  {
    key: "cleaner",
    nl: "Allesreiniger",
    en: "All-purpose cleaner",
    unit: "pcs",
    price: 4.35,
    axes: [
      [
        ["1 liter", "1 litre"],
        ["5 liter", "5 litre"],
      ],
      [
        ["citrus", "citrus"],
        ["lavendel", "lavender"],
      ],
    ],
  },
  {
    key: "dishpowder",
    nl: "Vaatwaspoeder professioneel",
    en: "Dishwasher powder professional",
    unit: "kg",
    price: 3.2,
    axes: [[["los gestort", "bulk"]]],
  },
  {
    key: "salt",
    nl: "Strooizout",
    en: "De-icing salt",
    unit: "kg",
    price: 0.45,
    axes: [
      [
        ["fijn", "fine"],
        ["grof", "coarse"],
      ],
    ],
  },
  {
    key: "cups",
    nl: "Koffiebekers karton",
    en: "Paper coffee cups",
    unit: "box",
    pack: { nl: "doos à 1000", en: "box of 1000" },
    price: 38.0,
    axes: [
      [
        ["180 ml", "180 ml"],
        ["250 ml", "250 ml"],
        ["350 ml", "350 ml"],
      ],
      [
        ["wit", "white"],
        ["bruin", "brown"],
      ],
    ],
  },
  {
    key: "napkins",
    nl: "Servetten",
    en: "Napkins",
    unit: "pack",
    pack: { nl: "pak à 250", en: "pack of 250" },
    price: 5.6,
    axes: [
      [
        ["2-laags 33x33", "2-ply 33x33"],
        ["3-laags 40x40", "3-ply 40x40"],
      ],
      [
        ["wit", "white"],
        ["rood", "red"],
        ["zwart", "black"],
      ],
    ],
  },
  {
    key: "apron",
    nl: "Sloof polyester",
    en: "Polyester apron",
    unit: "pcs",
    price: 9.95,
    axes: [
      [
        ["zwart", "black"],
        ["wit", "white"],
        ["donkerblauw", "navy"],
      ],
    ],
  },
  {
    key: "workglove",
    nl: "Werkhandschoen leder",
    en: "Leather work glove",
    unit: "pack",
    pack: { nl: "pak à 12 paar", en: "pack of 12 pairs" },
    price: 29.5,
    axes: [
      [
        ["maat 9", "size 9"],
        ["maat 10", "size 10"],
        ["maat 11", "size 11"],
      ],
    ],
  },
  {
    key: "coverfilm",
    nl: "Afdekfolie transparant 2 m breed",
    en: "Transparent cover film 2 m wide",
    unit: "m",
    price: 0.38,
    axes: [
      [
        ["50 micron", "50 micron"],
        ["100 micron", "100 micron"],
      ],
    ],
  },
  {
    key: "microfibre",
    nl: "Microvezeldoek 40x40",
    en: "Microfibre cloth 40x40",
    unit: "pack",
    pack: { nl: "pak à 10", en: "pack of 10" },
    price: 8.9,
    axes: [
      [
        ["blauw", "blue"],
        ["rood", "red"],
        ["geel", "yellow"],
        ["groen", "green"],
      ],
    ],
  },
  {
    key: "mophead",
    nl: "Mopkop",
    en: "Mop head",
    unit: "pcs",
    price: 6.45,
    axes: [
      [
        ["40 cm", "40 cm"],
        ["50 cm", "50 cm"],
      ],
      [
        ["katoen", "cotton"],
        ["microvezel", "microfibre"],
      ],
    ],
  },
  {
    key: "soap",
    nl: "Handzeep navulling",
    en: "Hand soap refill",
    unit: "pcs",
    price: 5.15,
    axes: [
      [
        ["500 ml", "500 ml"],
        ["1 liter", "1 litre"],
      ],
      [
        ["parfumvrij", "fragrance-free"],
        ["fris", "fresh"],
      ],
    ],
  },
  {
    key: "foil",
    nl: "Aluminiumfolie 150 m",
    en: "Aluminium foil 150 m",
    unit: "roll",
    price: 14.2,
    axes: [
      [
        ["30 cm", "30 cm"],
        ["45 cm", "45 cm"],
      ],
    ],
  },
  {
    key: "clingfilm",
    nl: "Vershoudfolie 300 m",
    en: "Cling film 300 m",
    unit: "roll",
    price: 9.8,
    axes: [
      [
        ["30 cm", "30 cm"],
        ["45 cm", "45 cm"],
      ],
    ],
  },
  {
    key: "barriertape",
    nl: "Afzetlint rood/wit",
    en: "Barrier tape red/white",
    unit: "m",
    price: 0.06,
    axes: [[["PE", "PE"]]],
  },
];

function cross(axes: [string, string][][]): [string, string][][] {
  return axes.reduce<[string, string][][]>(
    (combos, axis) => combos.flatMap((combo) => axis.map((value) => [...combo, value])),
    [[]],
  );
}

function ean13(random: Random): string {
  const digits = [8, 7, 1, 2].concat(Array.from({ length: 8 }, () => random.int(0, 9)));
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return digits.join("") + String((10 - (sum % 10)) % 10);
}

/** About 90 products, three SKU styles: `VD-1042-BL`, seven digits, and letters with digits. */
export function makeProducts(random: Random): Product[] {
  const products: Product[] = [];
  const used = new Set<string>();
  FAMILIES.forEach((family, familyIndex) => {
    const style = familyIndex % 3;
    cross(family.axes).forEach((variant, variantIndex) => {
      let sku = "";
      do {
        if (style === 0)
          sku = `VD-${1000 + familyIndex * 40 + variantIndex}-${variant
            .map(([nl]) =>
              nl
                .replace(/[^a-z0-9]/gi, "")
                .slice(0, 2)
                .toUpperCase(),
            )
            .join("")}`;
        else if (style === 1) sku = String(4100000 + random.int(1000, 899999));
        else sku = `${["HY", "CT", "WK"][familyIndex % 3]}${random.int(1000, 9999)}`;
      } while (used.has(sku));
      used.add(sku);
      const nlVariant = variant.map(([nl]) => nl);
      const enVariant = variant.map(([, en]) => en);
      const pack = (lang: "nl" | "en") => (family.pack ? ` (${family.pack[lang]})` : "");
      products.push({
        sku,
        ean: ean13(random),
        nl: `${family.nl} ${nlVariant.join(" ")}${pack("nl")}`,
        en: `${family.en} ${enVariant.join(" ")}${pack("en")}`,
        unit: family.unit,
        price: Math.round(family.price * (1 + variantIndex * 0.03) * 100) / 100,
        family: family.key,
        variant: { nl: nlVariant, en: enVariant },
      });
    });
  });
  return products;
}

const COMPANIES: [string, string, string, "NL" | "BE"][] = [
  ["Hotel De Zeeuwse Stromen", "zeeuwsestromen.nl", "Vlissingen", "NL"],
  ["Brasserie Het Pakhuis", "hetpakhuis-brasserie.nl", "Zwolle", "NL"],
  ["Schoonmaakbedrijf Jansen & Zn.", "jansen-schoonmaak.nl", "Tilburg", "NL"],
  ["Zorgcentrum De Linde", "zorgcentrumdelinde.nl", "Apeldoorn", "NL"],
  ["Sportcomplex Oostwijk", "sportoostwijk.nl", "Enschede", "NL"],
  ["Restaurant Le Petit Chef", "lepetitchef.be", "Gent", "BE"],
  ["Facilicom Regio Noord", "facilinoord.nl", "Groningen", "NL"],
  ["Basisschool De Regenboog", "obs-regenboog.nl", "Amersfoort", "NL"],
  ["Bakkerij Van Gils", "bakkerijvangils.nl", "Breda", "NL"],
  ["Camping De Kempen", "campingdekempen.be", "Mol", "BE"],
  ["Kantoorpand Beheer Centrum B.V.", "kbcentrum.nl", "Utrecht", "NL"],
  ["Gemeente Zuiderdal", "zuiderdal.nl", "Zuiderdal", "NL"],
  ["Vleeswaren Peeters NV", "peeters-vleeswaren.be", "Hasselt", "BE"],
  ["Fitness First Leiden", "ffleiden.nl", "Leiden", "NL"],
  ["Cateringservice Smaakvol", "smaakvol-catering.nl", "Ede", "NL"],
  ["Autobedrijf Hendriks", "hendriks-auto.nl", "Venlo", "NL"],
  ["Kinderopvang Het Kwetternest", "kwetternest.nl", "Deventer", "NL"],
  ["Hotel Restaurant De Ardennen", "hotelardennen.be", "Durbuy", "BE"],
  ["Zwembad De Wiel", "zwembaddewiel.nl", "Hoorn", "NL"],
  ["Tandartspraktijk Smile", "tandartssmile.nl", "Haarlem", "NL"],
  ["Van Houten Evenementen", "vanhoutenevents.nl", "Almere", "NL"],
  ["Lunchroom Bij Mies", "bijmies.nl", "Alkmaar", "NL"],
];

// Customers without a company domain: each writes from a mailbox of a generic provider.
const GENERIC: [string, string, string, "NL" | "BE"][] = [
  ["Snackbar 't Hoekje", "gmail.com", "Emmen", "NL"],
  ["Glazenwasserij Pieters", "gmail.com", "Roermond", "NL"],
  ["B&B De Vlinder", "hotmail.com", "Texel", "NL"],
  ["Frituur Sint-Jan", "telenet.be", "Brugge", "BE"],
  ["Café Den Hoek", "telenet.be", "Leuven", "BE"],
  ["Kapsalon Knipoog", "ziggo.nl", "Assen", "NL"],
  ["Schoonmaakservice Yilmaz", "outlook.com", "Rotterdam", "NL"],
  ["Pension Zeezicht", "hotmail.com", "Domburg", "NL"],
];

const FIRST = [
  "Anouk",
  "Bram",
  "Charlotte",
  "Daan",
  "Eline",
  "Floris",
  "Greet",
  "Hans",
  "Ilse",
  "Joris",
  "Karin",
  "Lotte",
  "Mehmet",
  "Nina",
  "Olaf",
  "Petra",
  "Ruud",
  "Sofie",
  "Tim",
  "Wouter",
  "Yara",
  "Stijn",
  "Marieke",
  "Jeroen",
];
const LAST = [
  "Bosman",
  "Claes",
  "de Graaf",
  "Dekker",
  "Hermans",
  "Janssens",
  "Kuipers",
  "Maes",
  "Meijer",
  "Peeters",
  "Postma",
  "Smits",
  "van Dijk",
  "van Leeuwen",
  "Verbeek",
  "Visser",
  "Willems",
  "Wouters",
];
const STREETS = [
  "Industrieweg",
  "Kerkstraat",
  "Stationsplein",
  "Havenkade",
  "Marktstraat",
  "Dorpsstraat",
  "Parallelweg",
  "Noordsingel",
];

function slug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

/** 30 customers: 22 with a domain of their own, 8 on a generic mail domain shared with others. */
export function makeCustomers(random: Random): Customer[] {
  const numbers = new Set<string>();
  return [
    ...COMPANIES.map((c) => [...c, false] as const),
    ...GENERIC.map((c) => [...c, true] as const),
  ].map(([name, domain, city, country, generic]) => {
    let number: string;
    do number = `K${random.int(20000, 29999)}`;
    while (numbers.has(number));
    numbers.add(number);
    const contacts = Array.from({ length: generic ? 1 : random.int(1, 2) }, () => {
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      const local = generic
        ? `${
            slug(name)
              .split(".")
              .filter((part) => part.length > 2)[0] ?? "info"
          }${random.int(10, 99)}`
        : random.pick([
            `${slug(first)}`,
            `${slug(first)[0]}.${slug(last).replace(/\./g, "")}`,
            "inkoop",
            "bestellingen",
          ]);
      return { name: `${first} ${last}`, email: `${local}@${domain}` };
    });
    const vat =
      country === "NL"
        ? `NL${random.int(100000000, 999999999)}B0${random.int(1, 3)}`
        : `BE0${random.int(400000000, 999999999)}`;
    return {
      number,
      name,
      domain,
      generic,
      contacts,
      street: `${random.pick(STREETS)} ${random.int(1, 180)}`,
      postalCode:
        country === "NL"
          ? `${random.int(1000, 9999)} ${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25))}`
          : String(random.int(1000, 9999)),
      city,
      country,
      vat,
      phone:
        country === "NL"
          ? `+31 ${random.int(10, 79)} ${random.int(100, 999)} ${random.int(1000, 9999)}`
          : `+32 ${random.int(2, 9)} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    };
  });
}

export function productsCsv(products: Product[]): string {
  return `sku;ean;description_en;description_nl;unit;price\n${products
    .map((p) => [p.sku, p.ean, p.en, p.nl, p.unit, p.price.toFixed(2)].join(";"))
    .join("\n")}\n`;
}

export function customersCsv(customers: Customer[]): string {
  return `customer_number;name;email_domain;contact_emails;street;postal_code;city;country;vat_number\n${customers
    .map((c) =>
      [
        c.number,
        c.name,
        c.domain,
        c.contacts.map((k) => k.email).join(","),
        c.street,
        c.postalCode,
        c.city,
        c.country,
        c.vat,
      ].join(";"),
    )
    .join("\n")}\n`;
}
