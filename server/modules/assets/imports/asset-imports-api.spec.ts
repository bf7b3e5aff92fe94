import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn as signInToWeb } from "../../../../bench/web-session.ts";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import {
  sheetWorkbook,
  streamedPart,
  workbookParts,
  workbookWith,
} from "../../../../tests/setup/sheet-workbook.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { zipFile } from "../../../../tests/setup/zip-file.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
// Imports run as jobs: this server runs the workers too.
const server = startTestServer({ FENNEC_ROLE: "all" });
const stamp = Date.now();
const password = "imports-spec-password";
// The corpus catalogue (a copy of shared/corpus/orders-dev, see tests/fixtures/README.md).
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
const types: Record<string, string> = {};
let admin: string;
let otherAdmin: string;
const adminEmail = `admin-imports-${stamp}@imports.test`;

type Import = {
  id: string;
  status: string;
  format: string;
  encoding: string | null;
  delimiter: string | null;
  columns: string[];
  preview: string[][];
  mapping: Array<string | null>;
  match_field: string | null;
  total_rows: number;
  processed_rows: number;
  created_rows: number;
  updated_rows: number;
  failed_rows: number;
  error: string | null;
  errors?: Array<{ row: number; field: string | null; message: string }>;
};

const api = (path: string, method = "GET", body?: object, token = admin) =>
  callApi(server.url, token, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

function upload(assetType: string, fileName: string, content: Buffer | string, token = admin) {
  const form = new FormData();
  form.set("asset_type_id", assetType);
  form.set("file", new Blob([new Uint8Array(Buffer.from(content))]), fileName);
  return fetch(`${server.url}/api/dynamic-assets/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    body: form,
  });
}

async function uploaded(assetType: string, fileName: string, content: Buffer | string) {
  const response = await upload(assetType, fileName, content);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data as Import;
}

async function getImport(id: string) {
  return (await (await api(`/imports/${id}`)).json()).data as Import;
}

/** Starts the import and waits for its job to finish. */
async function run(id: string, changes: object = {}) {
  const started = await api(`/imports/${id}`, "PUT", { ...changes, start: true });
  expect(started.status, await started.clone().text()).toBe(200);
  expect(["queued", "running", "completed"]).toContain((await started.json()).data.status);
  await expect
    .poll(async () => (await getImport(id)).status, { timeout: 30_000, interval: 250 })
    .toMatch(/completed|failed/);
  return getImport(id);
}

async function entries(assetType: string, search = "", perPage = 200) {
  const query = new URLSearchParams({ search, per_page: String(perPage) });
  const body = await (await api(`/asset-types/${assetType}/entries?${query}`)).json();
  return body as { data: Array<{ values: Record<string, unknown> }>; meta: { total: number } };
}

async function adminOf(key: string, name: string) {
  const tenant = await createTenant(appPool, { key, name });
  const email = `admin-${key}@imports.test`;
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "administrator" });
  return (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

beforeAll(async () => {
  admin = await adminOf(`imports-${stamp}`, "Imports BV");
  otherAdmin = await adminOf(`imports-other-${stamp}`, "Elders BV");
  for (const type of (await (await api("/asset-types")).json()).data) types[type.key] = type.id;
});

describe("importing the corpus catalogue", () => {
  it("imports products.csv: semicolons detected, columns mapped, every row created, then updated", async () => {
    const file = await readFile(path.join(catalog, "products.csv"));
    const draft = await uploaded(types.products as string, "products.csv", file);
    expect(draft).toMatchObject({
      status: "mapping",
      format: "csv",
      encoding: "UTF-8",
      delimiter: ";",
      columns: ["sku", "ean", "description_en", "description_nl", "unit", "price"],
      mapping: ["sku", "ean", "description_en", "description_nl", "unit", "price"],
      match_field: "sku",
      total_rows: 400,
    });
    expect(draft.preview[0]?.[0]).toBe("HB-M5x16-TZ");

    const done = await run(draft.id);
    expect(done).toMatchObject({
      status: "completed",
      processed_rows: 400,
      created_rows: 400,
      updated_rows: 0,
      failed_rows: 0,
      errors: [],
    });
    const found = await entries(types.products as string, "HB-M5x16-TZ");
    expect(found.data).toHaveLength(1);
    expect(found.data[0]?.values).toMatchObject({
      ean: "5447619449205",
      unit: "box",
      price: "5.09",
      description_nl: "Zeskantbout DIN 933 M5x16 thermisch verzinkt (doos à 100)",
    });

    // The same file again, with one price changed: rows are matched on sku and updated.
    const changed = file.toString("utf8").replace(";box;5.09\n", ";box;5.25\n");
    const again = await run((await uploaded(types.products as string, "products.csv", changed)).id);
    expect(again).toMatchObject({ created_rows: 0, updated_rows: 400, failed_rows: 0 });
    expect((await entries(types.products as string)).meta.total).toBe(400);
    const updated = await entries(types.products as string, "HB-M5x16-TZ");
    expect(updated.data[0]?.values.price).toBe("5.25");
  });

  it("imports customers.csv: email_domain finds E-mail domains, contact e-mails become a list", async () => {
    const file = await readFile(path.join(catalog, "customers.csv"));
    const draft = await uploaded(types.customers as string, "customers.csv", file);
    expect(draft.mapping).toEqual([
      "customer_number",
      "name",
      "email_domains",
      "contact_emails",
      "street",
      "postal_code",
      "city",
      "country",
      "vat_number",
    ]);
    expect(draft.match_field).toBe("customer_number");
    const done = await run(draft.id);
    expect(done).toMatchObject({ status: "completed", created_rows: 40, failed_rows: 0 });
    const found = await entries(types.customers as string, "Van den Berg Elektrotechniek");
    expect(found.data[0]?.values).toMatchObject({
      customer_number: "19376",
      email_domains: ["elektrovandenberg.nl"],
      contact_emails: ["ruben@elektrovandenberg.nl", "e.vanderlinden@elektrovandenberg.nl"],
    });
  });
});

describe("encodings", () => {
  it("reads an ISO-8859-1 file with accented names, and rereads it when another encoding is chosen", async () => {
    const text = [
      "customer_number;name;city",
      "90001;Société Générale du Bâtiment;Liège",
      "90002;Müller & Söhne GmbH;Düsseldorf",
      "90003;Ferronnerie Françoise ¤;Namur",
      "",
    ].join("\r\n");
    const draft = await uploaded(
      types.customers as string,
      "klanten.csv",
      iconv.encode(text, "latin1"),
    );
    expect(draft).toMatchObject({ encoding: "ISO-8859-1", delimiter: ";", total_rows: 3 });
    expect(draft.preview[2]?.[1]).toBe("Ferronnerie Françoise ¤");

    // 0xA4 is ¤ in ISO-8859-1 and € in ISO-8859-15: the preview follows the choice.
    const reread = await api(`/imports/${draft.id}`, "PUT", { encoding: "ISO-8859-15" });
    expect(reread.status).toBe(200);
    const chosen = (await reread.json()).data as Import;
    expect(chosen.encoding).toBe("ISO-8859-15");
    expect(chosen.preview[2]?.[1]).toBe("Ferronnerie Françoise €");

    const done = await run(draft.id);
    expect(done).toMatchObject({ status: "completed", created_rows: 3 });
    const found = await entries(types.customers as string, "90001");
    expect(found.data[0]?.values).toMatchObject({
      name: "Société Générale du Bâtiment",
      city: "Liège",
    });
    expect((await entries(types.customers as string, "90002")).data[0]?.values.name).toBe(
      "Müller & Söhne GmbH",
    );
  });
});

describe("reading again", () => {
  it("refuses a delimiter that breaks a limit, and keeps the import as it was", async () => {
    // Read with semicolons the file has two columns; with commas its second row has 202.
    const file = `sku;description_en\nRA-1;${",".repeat(201)}\n`;
    const draft = await uploaded(types.products as string, "reread.csv", file);
    expect(draft).toMatchObject({ delimiter: ";", columns: ["sku", "description_en"] });
    const refused = await api(`/imports/${draft.id}`, "PUT", { delimiter: "," });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.details).toEqual([
      { path: ["file"], message: "Row 2 has 202 columns; at most 200 are read." },
    ]);
    expect(await getImport(draft.id)).toMatchObject({
      delimiter: ";",
      columns: ["sku", "description_en"],
      status: "mapping",
    });
  });
});

describe("bad rows", () => {
  it("keeps the good rows and reports each bad one with its row number and field", async () => {
    const file = [
      "Product code,EAN,Description (English),Unit,Price",
      "BR-1,,Good bolt,box,1.50",
      "BR-2,,Bad price,box,abc",
      ",,No code at all,box,2.00",
      "BR-4,,Bad unit,crate,3.00",
      '"BR-5",,"Quoted, with a comma",pcs,"4,25"',
    ].join("\n");
    const draft = await uploaded(types.products as string, "bad-rows.csv", file);
    expect(draft.delimiter).toBe(",");
    expect(draft.mapping).toEqual(["sku", "ean", "description_en", "unit", "price"]);
    const done = await run(draft.id);
    expect(done).toMatchObject({
      status: "completed",
      processed_rows: 5,
      created_rows: 2,
      failed_rows: 3,
    });
    expect(done.errors).toEqual([
      { row: 3, field: "price", message: "Price must be a number (for example 12,50)" },
      { row: 4, field: "sku", message: "Product code is required" },
      {
        row: 5,
        field: "unit",
        message: "Unit must be one of: pcs, box, pack, roll, m, kg, set, pair, l",
      },
    ]);
    expect(
      (await entries(types.products as string, "Quoted, with a comma")).data[0]?.values,
    ).toMatchObject({
      sku: "BR-5",
      price: "4.25",
    });

    // The administrator's log has a warning about the file and its refused rows, once.
    const logged = await callApi(server.url, admin, "/api/log/logs?area=import&per_page=200");
    expect(logged.status).toBe(200);
    const { data } = (await logged.json()) as { data: Array<{ details: { importId?: string } }> };
    expect(data.filter((entry) => entry.details?.importId === draft.id)).toEqual([
      expect.objectContaining({
        level: "warning",
        kind: "event",
        action: "import_rows_refused",
        subject: { type: "asset_type", id: types.products, label: "bad-rows.csv" },
        user: null,
        message: "events.import_rows_refused",
        details: { importId: draft.id, refusedRows: 3, reason: null },
      }),
    ]);
  });

  it("reports a value a Unique index refuses, naming the field and value", async () => {
    const fields = (await (await api(`/asset-types/${types.products}/fields`)).json())
      .data as Array<{
      id: string;
      key: string;
    }>;
    const ean = fields.find((field) => field.key === "ean")?.id;
    const index = (
      await (
        await api(`/asset-types/${types.products}/indexes`, "POST", {
          field_id: ean,
          kind: "Unique",
        })
      ).json()
    ).data as { id: string };
    await expect
      .poll(
        async () =>
          (
            (await (await api(`/asset-types/${types.products}/indexes`)).json()).data as Array<{
              id: string;
              status: string;
            }>
          ).find((row) => row.id === index.id)?.status,
        { timeout: 20_000 },
      )
      .toBe("ready");
    const file = [
      "sku;ean;unit",
      "UQ-1;8712345000011;box",
      "UQ-2;8712345000011;box",
      "UQ-3;8712345000028;box",
    ].join("\n");
    const draft = await uploaded(types.products as string, "unique.csv", file);
    // A field with a Unique index is the first choice to match rows on; here the code is.
    expect(draft.match_field).toBe("ean");
    await api(`/imports/${draft.id}`, "PUT", { match_field: "sku" });
    const done = await run(draft.id);
    expect(done).toMatchObject({ created_rows: 2, failed_rows: 1 });
    expect(done.errors).toEqual([
      { row: 3, field: "ean", message: "EAN 8712345000011 already exists" },
    ]);
  });
});

describe("the mapping", () => {
  it("can be changed before the import runs, and is checked", async () => {
    const draft = await uploaded(
      types.products as string,
      "mapping.csv",
      "Artikel;Omschrijving;Eenheid\nMP-1;Moer M6;doos\n",
    );
    expect(draft.mapping).toEqual([null, null, null]);
    expect(draft.match_field).toBeNull();

    const unknown = await api(`/imports/${draft.id}`, "PUT", { mapping: ["nope", null, null] });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error.details).toEqual([
      { path: ["mapping", 0], message: "Artikel: there is no field nope" },
    ]);
    const twice = await api(`/imports/${draft.id}`, "PUT", { mapping: ["sku", "sku", null] });
    expect((await twice.json()).error.details[0].path).toEqual(["mapping", 1]);
    const withoutCode = await api(`/imports/${draft.id}`, "PUT", {
      mapping: [null, "description_nl", null],
      start: true,
    });
    expect(withoutCode.status).toBe(422);
    expect((await withoutCode.json()).error.details[0].message).toBe(
      "Required fields need a column: Product code",
    );

    const mapped = await api(`/imports/${draft.id}`, "PUT", {
      mapping: ["sku", "description_nl", null],
    });
    expect((await mapped.json()).data).toMatchObject({
      mapping: ["sku", "description_nl", null],
      match_field: "sku",
      status: "mapping",
    });
    const done = await run(draft.id);
    expect(done).toMatchObject({ status: "completed", created_rows: 1 });
    const late = await api(`/imports/${draft.id}`, "PUT", { mapping: [null, null, null] });
    expect(late.status).toBe(409);
  });
});

describe("a mapping that cannot be", () => {
  /** An asset type of its own, with these fields (`required` where the key says so). */
  async function typeWith(name: string, keys: string[]) {
    const type = (await (await api("/asset-types", "POST", { name: `${name} ${stamp}` })).json())
      .data as { id: string; name: string };
    for (const key of keys) await addField(type.id, key);
    return type;
  }
  const addField = (typeId: string, key: string) =>
    api(`/asset-types/${typeId}/fields`, "POST", {
      key,
      label: key.replace(/_/g, " "),
      data_type: "string",
      required: key.startsWith("required"),
    });

  it("is refused at upload when the type has more required fields than the file has columns", async () => {
    const type = await typeWith("Too many required", ["required_a", "required_b", "note"]);
    const response = await upload(type.id, "narrow.csv", "required_a\nA-1\n");
    expect(response.status).toBe(422);
    expect((await response.json()).error.details).toEqual([
      {
        path: ["file"],
        message: `${type.name} has more required fields (required a, required b) than the file has columns (1).`,
      },
    ]);
    const empty = await typeWith("No fields", []);
    const none = await upload(empty.id, "any.csv", "code\nA-1\n");
    expect((await none.json()).error.details[0].message).toBe(
      `${empty.name} has no fields to import into.`,
    );
  });

  it("marks the import refused, with the reason, when its type changed so that it never can", async () => {
    const type = await typeWith("Changed", ["required_a"]);
    const draft = await uploaded(type.id, "changed.csv", "required_a\nA-1\n");
    expect(draft).toMatchObject({ status: "mapping", mapping: ["required_a"] });
    // A second required field, while the one-column file waits for its mapping.
    expect((await addField(type.id, "required_b")).status).toBe(201);

    const start = await api(`/imports/${draft.id}`, "PUT", {
      mapping: ["required_a"],
      start: true,
    });
    expect(start.status).toBe(422);
    const reason = `${type.name} has more required fields (required a, required b) than the file has columns (1).`;
    expect((await start.json()).error.details).toEqual([{ path: ["mapping"], message: reason }]);
    const refused = await getImport(draft.id);
    expect(refused).toMatchObject({ status: "refused", error: reason, processed_rows: 0 });
    expect((refused as Import & { finished_at: string | null }).finished_at).not.toBeNull();
    // Final: not changed, not started, listed with its reason, and it can be deleted.
    const again = await api(`/imports/${draft.id}`, "PUT", { mapping: [null] });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      "This import was refused and cannot be changed",
    );
    const list = (await (await api(`/imports?asset_type_id=${type.id}`)).json()).data as Import[];
    expect(list.map(({ status, error }) => ({ status, error }))).toEqual([
      { status: "refused", error: reason },
    ]);
    expect((await api(`/imports/${draft.id}`, "DELETE")).status).toBe(204);
  });

  it("keeps the import waiting for another mapping when the columns can still fill the type", async () => {
    const type = await typeWith("Remappable", ["required_a", "note"]);
    const draft = await uploaded(type.id, "remap.csv", "Code;Remark\nR-1;First\n");
    expect(draft.mapping).toEqual([null, null]);
    const refused = await api(`/imports/${draft.id}`, "PUT", {
      mapping: [null, "note"],
      start: true,
    });
    expect((await refused.json()).error.details).toEqual([
      { path: ["mapping"], message: "Required fields need a column: required a" },
    ]);
    expect(await getImport(draft.id)).toMatchObject({ status: "mapping", mapping: [null, null] });
    const done = await run(draft.id, { mapping: ["required_a", "note"] });
    expect(done).toMatchObject({ status: "completed", created_rows: 1 });
  });
});

describe("Excel workbooks", () => {
  it("imports the first sheet of an .xlsx, with numbers and dates as written", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Artikelen");
    sheet.addRow(["sku", "ean", "description_en", "unit", "price"]);
    sheet.addRow(["XL-1", "8712345000035", "Washer M8", "pack", 0.75]);
    sheet.addRow(["XL-2", "8712345000042", "Washer M10", "pack", 12]);
    workbook.addWorksheet("Notes").addRow(["not imported"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const draft = await uploaded(types.products as string, "artikelen.xlsx", file);
    expect(draft).toMatchObject({ format: "xlsx", encoding: null, total_rows: 2 });
    const done = await run(draft.id);
    expect(done).toMatchObject({ status: "completed", created_rows: 2, failed_rows: 0 });
    expect((await entries(types.products as string, "XL-1")).data[0]?.values.price).toBe("0.75");
  });
});

describe("hostile files", () => {
  async function refusal(fileName: string, content: Buffer | string) {
    const response = await upload(types.products as string, fileName, content);
    expect(response.status).toBe(422);
    return (await response.json()).error.details[0] as { path: string[]; message: string };
  }

  it("refuses a workbook with formulas", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Sheet1");
    sheet.addRow(["sku", "price"]);
    sheet.addRow(["F-1", { formula: "1+1", result: 2 }]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await refusal("formula.xlsx", file)).toEqual({
      path: ["file"],
      message:
        "Cell B2 holds a formula. Formulas are not imported: save the sheet with values only.",
    });
  });

  it("refuses formulas hidden in a CSV", async () => {
    const detail = await refusal("dde.csv", "sku;description_en\nF-2;=cmd|' /C calc'!A0\n");
    expect(detail.message).toBe(
      "Cell B2 holds a formula. Formulas are not imported: save the sheet with values only.",
    );
  });

  it("refuses a zip bomb before unpacking it", async () => {
    const bomb = zipFile({
      "[Content_Types].xml": Buffer.from("<Types/>"),
      "xl/worksheets/sheet1.xml": Buffer.alloc(60 * 1024 * 1024, 32),
    });
    expect(bomb.length).toBeLessThan(200_000);
    expect((await refusal("bomb.xlsx", bomb)).message).toMatch(/zip bomb/);
  });

  it("refuses a sheet with too many columns, files that are not sheets, and empty files", async () => {
    const wide = `${Array.from({ length: 201 }, (_, i) => `c${i}`).join(";")}\n`;
    expect((await refusal("wide.csv", wide)).message).toBe(
      "Row 1 has 201 columns; at most 200 are read.",
    );
    const pdf = Buffer.from("%PDF-1.7\n\u0000\u0001binary");
    expect((await refusal("order.pdf", pdf)).message).toMatch(/^This is not a CSV or Excel/);
    expect((await refusal("header-only.csv", "sku;ean\n")).message).toBe(
      "The file has a header row but no data rows.",
    );
    const missing = await upload(types.products as string, "empty.csv", "");
    expect((await missing.json()).error.details).toEqual([
      { path: ["file"], message: "Choose a file to import" },
    ]);
  });
});

/** What `work` adds to this process' memory at its peak (the server runs in this process). */
async function extraMemoryDuring(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    sample();
  }
  return (peak - before) / 1024 / 1024;
}

/** A cell of text, at `reference` (A1) or, without one, after the cell before it. */
const inline = (text: string, reference?: string) =>
  `<c${reference ? ` r="${reference}"` : ""} t="inlineStr"><is><t>${text}</t></is></c>`;

describe("hostile spreadsheets (issue 13)", () => {
  async function refusal(fileName: string, content: Buffer | string) {
    const response = await upload(types.products as string, fileName, content);
    expect(response.status, await response.clone().text()).toBe(422);
    return ((await response.json()).error.details[0] as { message: string }).message;
  }

  it("refuses a lying zip whose texts unpack to far more than it claims, with memory staying flat", async () => {
    // About 340 MB of distinct texts in a zip that says the part unpacks to 10 kB.
    const texts = await streamedPart(
      "xl/sharedStrings.xml",
      {
        head: '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
        unit: (n) => `<si><t>${n} ${"a text that a cache would keep whole ".repeat(4)}</t></si>`,
        times: 2_000_000,
        tail: "</sst>",
      },
      10_000,
    );
    expect(texts.size).toBeGreaterThan(300 * 1024 * 1024);
    const file = workbookWith(texts, `<row r="1">${inline("sku", "A1")}</row>`);
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    let message = "";
    const extra = await extraMemoryDuring(async () => {
      message = await refusal("lying.xlsx", file);
    });
    expect(message).toBe(
      "The file is not a readable Excel workbook (.xlsx): its part xl/sharedStrings.xml unpacks to more than the archive says (a zip bomb).",
    );
    expect(extra).toBeLessThan(300);
  });

  it("refuses a workbook that repeats its row numbers, with memory staying flat", async () => {
    // 510,000 rows all numbered 2: counted by their numbers, they were one row, and all imported.
    const sheet = await streamedPart("xl/worksheets/sheet1.xml", {
      head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${inline("sku", "A1")}</row>`,
      unit: (n) => `<row r="2">${inline(`RR-${n}`, "A2")}</row>`,
      times: 510_000,
      tail: "</sheetData></worksheet>",
    });
    let message = "";
    const extra = await extraMemoryDuring(async () => {
      message = await refusal("repeated-rows.xlsx", workbookWith(sheet));
    });
    expect(message).toBe(
      "The file is not a readable Excel workbook (.xlsx): its row 2 comes twice or out of order.",
    );
    expect(extra).toBeLessThan(300);
  });

  it("refuses a workbook with a DOCTYPE (XML entity tricks) with a clear message", async () => {
    const file = zipFile({
      ...workbookParts(""),
      "xl/worksheets/sheet1.xml": Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${inline("&b;", "A1")}</row></sheetData></worksheet>`,
      ),
    });
    expect(await refusal("doctype.xlsx", file)).toBe(
      "The file is not a readable Excel workbook (.xlsx): it holds a DOCTYPE or another XML declaration, which Excel never writes.",
    );
  });

  it("refuses a cell past Excel's last column (XFD) with the column limit, not an error", async () => {
    const file = sheetWorkbook(`<row r="1"><c r="XFE1" t="inlineStr"><is><t>x</t></is></c></row>`);
    expect(await refusal("past-xfd.xlsx", file)).toBe(
      "Row 1 has 16385 columns; at most 200 are read.",
    );
  });

  it("reads cells and rows without references in their order, and counts their columns", async () => {
    const header = `<row>${inline("sku")}${inline("unit")}</row>`;
    const draft = await uploaded(
      types.products as string,
      "no-references.xlsx",
      sheetWorkbook(`${header}<row>${inline("NR-1")}${inline("box")}</row>`),
    );
    expect(draft).toMatchObject({ columns: ["sku", "unit"], preview: [["NR-1", "box"]] });
    const wide = sheetWorkbook(`<row>${inline("x").repeat(16_385)}</row>`);
    expect(await refusal("wide.xlsx", wide)).toBe("Row 1 has 201 columns; at most 200 are read.");
  });

  it("refuses a CSV of 500,001 rows with the row limit", async () => {
    const rows = Array.from({ length: 500_001 }, (_, n) => `RL-${n};box`);
    const file = `sku;unit\n${rows.join("\n")}\n`;
    expect(await refusal("rows.csv", file)).toBe("The file has more than 500,000 rows.");
  });
});

describe("an import that fails while it runs", () => {
  it("ends failed with the reason when its stored file is damaged, and logs import_failed with nothing secret", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Artikelen");
    sheet.addRow(["sku", "description_en", "unit"]);
    // What the file holds stays out of the log, whatever it is.
    sheet.addRow(["DF-1", "api_key=sk_live_damaged_file_secret", "box"]);
    const fileName = `damaged-${stamp}.xlsx`;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const draft = await uploaded(types.products as string, fileName, file);
    expect(draft).toMatchObject({ status: "mapping", format: "xlsx", total_rows: 1 });

    // The stored copy is damaged while the import waits to start (a disk or a restore gone
    // wrong): its last bytes, the end of the zip's directory, are overwritten. Its length stays,
    // so it is the workbook's reader that finds it out (a copy cut short is refused before it
    // is read, see below).
    const damaged = await ownerPool.query(
      `update asset_import_chunks
          set data = substring(data from 1 for length(data) - 64) || decode(repeat('00', 64), 'hex')
        where import_id = $1`,
      [draft.id],
    );
    expect(damaged.rowCount).toBe(1);

    const reason = "The file is not a readable Excel workbook (.xlsx).";
    const failed = await run(draft.id);
    expect(failed).toMatchObject({
      status: "failed",
      error: reason,
      processed_rows: 0,
      created_rows: 0,
      failed_rows: 0,
      errors: [],
    });
    expect((failed as Import & { finished_at: string | null }).finished_at).not.toBeNull();
    expect(await entries(types.products as string, "DF-1")).toMatchObject({ meta: { total: 0 } });
    const listed = (await (await api("/imports?per_page=100")).json()).data as Import[];
    expect(listed.find((row) => row.id === draft.id)).toMatchObject({
      status: "failed",
      error: reason,
    });

    // One error in the log's Import area, about the type it filled, leading to the import.
    const logged = await callApi(server.url, admin, "/api/log/logs?area=import&level=error");
    expect(logged.status).toBe(200);
    const raw = await logged.text();
    const { data } = JSON.parse(raw) as { data: Array<{ details: { importId?: string } }> };
    const mine = data.filter((entry) => entry.details?.importId === draft.id);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        level: "error",
        area: "import",
        kind: "event",
        action: "import_failed",
        subject: { type: "asset_type", id: types.products, label: fileName },
        user: null,
        before: null,
        after: null,
        message: "events.import_failed",
        details: { importId: draft.id, refusedRows: 0, reason },
      },
    ]);
    for (const secret of [admin, password, adminEmail, "sk_live_damaged_file_secret"]) {
      expect(raw).not.toContain(secret);
    }

    // What the administrator sees: the import's view and the history say it failed, and why;
    // the log says so too, and leads to the import.
    const jar = await signInToWeb(server.url, { email: adminEmail, password });
    const page = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie: jar.header() } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const imports = await page(`/reference-data/imports?import=${draft.id}`);
    expect(imports).toContain("The import stopped.");
    const historyRow = imports.match(
      new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${fileName.replace(".", "\\.")}.*?</tr>`, "s"),
    );
    expect(historyRow?.[0]).toContain(">Failed<");
    expect(historyRow?.[0]).toContain(reason);
    const log = await page("/admin/logs?area=import&level=error");
    expect(log).toContain(`The import of ${fileName} failed: ${reason}`);
    expect(log).toContain(`href="/reference-data/imports?import=${draft.id}"`);
  });

  it("says only that it stopped unexpectedly when the server cannot read the file, in the answer and the log", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Artikelen").addRow(["sku", "unit"]);
    workbook.getWorksheet("Artikelen")?.addRow(["SP-1", "box"]);
    const fileName = `unspooled-${stamp}.xlsx`;
    const draft = await uploaded(
      types.products as string,
      fileName,
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    // A workbook is copied to a temporary file to be read from its end: here the server's
    // temporary folder is gone while the import runs (this spec's server runs in this process).
    const missingFolder = path.join(path.resolve("tests"), `gone-temporary-folder-${stamp}`);
    const temporary = process.env.TMPDIR;
    process.env.TMPDIR = missingFolder;
    let failed: Import;
    try {
      failed = await run(draft.id);
    } finally {
      if (temporary === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = temporary;
    }
    const reason =
      "The import stopped because of an unexpected error; the rows before it were imported.";
    expect(failed).toMatchObject({ status: "failed", error: reason, processed_rows: 0 });

    const logged = await callApi(server.url, admin, "/api/log/logs?area=import&level=error");
    const raw = await logged.text();
    const { data } = JSON.parse(raw) as { data: Array<{ details: { importId?: string } }> };
    expect(data.filter((entry) => entry.details?.importId === draft.id)).toEqual([
      expect.objectContaining({
        level: "error",
        action: "import_failed",
        subject: { type: "asset_type", id: types.products, label: fileName },
        details: { importId: draft.id, refusedRows: 0, reason },
      }),
    ]);
    // The error itself (a system call and a path of the server) is for the server's log only.
    const answer = JSON.stringify(await getImport(draft.id));
    for (const text of [raw, answer]) {
      expect(text).not.toContain("ENOENT");
      expect(text).not.toContain(missingFolder);
    }
  });

  it("ends failed, importing nothing, when the stored copy of its file is missing, cut short or lacks a piece", async () => {
    const reason =
      "The stored copy of the file is missing or incomplete; nothing was imported. Upload the file again.";
    // A file is stored a megabyte per chunk: this one takes two.
    const longRows = Array.from(
      { length: 9_000 },
      (_, n) => `SC-${stamp}-L${n};${"Long washer description ".repeat(4)}${n};box`,
    );
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Artikelen").addRows([
      ["sku", "description_en", "unit"],
      [`SC-${stamp}-X1`, "Cut workbook washer", "box"],
    ]);
    const cutWorkbook = Buffer.from(await workbook.xlsx.writeBuffer());
    const cases = [
      {
        name: "missing",
        fileName: `missing-${stamp}.csv`,
        content: `sku;description_en;unit\nSC-${stamp}-M1;Missing washer;box\nSC-${stamp}-M2;Missing nut;box\n`,
        damage: "delete from asset_import_chunks where import_id = $1",
      },
      {
        // Tab-separated text is read by the same code as CSV.
        name: "missing, tab-separated",
        fileName: `missing-${stamp}.txt`,
        content: `sku\tdescription_en\tunit\nSC-${stamp}-T1\tTabbed washer\tbox\n`,
        damage: "delete from asset_import_chunks where import_id = $1",
      },
      {
        name: "cut short",
        fileName: `cut-${stamp}.csv`,
        content: `sku;description_en;unit\nSC-${stamp}-C1;Cut washer;box\nSC-${stamp}-C2;Cut nut;box\n`,
        damage:
          "update asset_import_chunks set data = substring(data from 1 for 60) where import_id = $1",
      },
      {
        name: "a workbook cut short",
        fileName: `cut-${stamp}.xlsx`,
        content: cutWorkbook,
        damage:
          "update asset_import_chunks set data = substring(data from 1 for 64) where import_id = $1",
      },
      {
        name: "a piece lost",
        fileName: `piece-${stamp}.csv`,
        content: `sku;description_en;unit\n${longRows.join("\n")}\n`,
        damage: "delete from asset_import_chunks where import_id = $1 and position = 1",
      },
    ];
    for (const { name, fileName, content, damage } of cases) {
      const draft = await uploaded(types.products as string, fileName, content);
      expect(draft, name).toMatchObject({ status: "mapping" });
      const damaged = await ownerPool.query(damage, [draft.id]);
      expect(damaged.rowCount, name).toBeGreaterThan(0);

      const failed = await run(draft.id);
      expect(failed, name).toMatchObject({
        status: "failed",
        error: reason,
        processed_rows: 0,
        created_rows: 0,
        updated_rows: 0,
        failed_rows: 0,
        errors: [],
      });
      const logged = await callApi(server.url, admin, "/api/log/logs?area=import&level=error");
      const { data } = (await logged.json()) as { data: Array<{ details: { importId?: string } }> };
      expect(
        data.filter((entry) => entry.details?.importId === draft.id),
        name,
      ).toEqual([
        expect.objectContaining({
          level: "error",
          action: "import_failed",
          subject: { type: "asset_type", id: types.products, label: fileName },
          details: { importId: draft.id, refusedRows: 0, reason },
        }),
      ]);
    }
    // Not a row of any of them was imported.
    expect(await entries(types.products as string, `SC-${stamp}-`)).toMatchObject({
      meta: { total: 0 },
    });

    // What the administrator sees in the history: failed, and why.
    const jar = await signInToWeb(server.url, { email: adminEmail, password });
    const history = await fetch(`${server.url}/reference-data/imports`, {
      headers: { cookie: jar.header() },
    });
    const html = await history.text();
    const row = html.match(/<tr[^>]*>(?:(?!<\/tr>).)*missing-\d+\.csv.*?<\/tr>/s)?.[0];
    expect(row).toContain(">Failed<");
    expect(row).toContain(reason);
  });
});

describe("imports are the tenant's own", () => {
  it("lists, hides from other tenants, and deletes", async () => {
    const draft = await uploaded(types.products as string, "mine.csv", "sku\nOWN-1\n");
    const list = await (await api("/imports?per_page=100")).json();
    expect(list.meta.total).toBeGreaterThan(5);
    expect(list.data.map((row: Import) => row.id)).toContain(draft.id);

    expect((await api(`/imports/${draft.id}`, "GET", undefined, otherAdmin)).status).toBe(404);
    const theirs = await (await api("/imports", "GET", undefined, otherAdmin)).json();
    expect(theirs.meta.total).toBe(0);
    expect((await upload(types.products as string, "x.csv", "sku\nX\n", otherAdmin)).status).toBe(
      404,
    );

    expect((await api(`/imports/${draft.id}`, "DELETE")).status).toBe(204);
    const gone = await api(`/imports/${draft.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(`Import with ID ${draft.id} not found`);
  });
});
