import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { importFormSchema } from "./import-form-schemas";

function parse(entries: Array<[string, string | File]>) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return parseWithZod(formData, { schema: importFormSchema });
}

/** The messages of a refused form, by field. */
const errorsOf = (entries: Array<[string, string | File]>) => {
  const submission = parse(entries);
  return submission.status === "error" ? submission.error : undefined;
};

describe("the forms of the imports page", () => {
  it("asks for an asset type and a file of at most 50 MB", () => {
    expect(
      errorsOf([
        ["intent", "upload"],
        ["asset_type_id", ""],
        ["file", new File([], "")],
      ]),
    ).toEqual({
      asset_type_id: ["imports:fileErrors.chooseType"],
      file: ["imports:fileErrors.chooseFile"],
    });
    const empty = new File([], "empty.csv");
    expect(
      errorsOf([
        ["intent", "upload"],
        ["asset_type_id", "t"],
        ["file", empty],
      ]),
    ).toEqual({
      file: ["imports:fileErrors.chooseFile"],
    });
    const large = new File([new Uint8Array(50 * 1024 * 1024 + 1)], "large.csv");
    expect(
      errorsOf([
        ["intent", "upload"],
        ["asset_type_id", "t"],
        ["file", large],
      ]),
    ).toEqual({
      file: ["imports:fileErrors.tooLarge"],
    });
    const file = new File(["a;b\n1;2\n"], "ok.csv");
    const upload = parse([
      ["intent", "upload"],
      ["asset_type_id", "t"],
      ["file", file],
    ]);
    expect(upload.status).toBe("success");
  });

  it("reads a file again only with a known encoding and delimiter", () => {
    expect(
      errorsOf([
        ["intent", "reread"],
        ["id", "i"],
        ["encoding", "KOI8-R"],
        ["delimiter", "space"],
      ]),
    ).toEqual({
      encoding: ["imports:errors.chooseEncoding"],
      delimiter: ["imports:errors.chooseDelimiter"],
    });
    const reread = parse([
      ["intent", "reread"],
      ["id", "i"],
      ["encoding", "ISO-8859-15"],
      ["delimiter", "tab"],
    ]);
    expect(reread.status === "success" && reread.value).toMatchObject({ delimiter: "tab" });
  });

  it("reads the mapping by column number, skipped columns empty", () => {
    const saved = parse([
      ["intent", "start"],
      ["id", "i"],
      ["mapping.0", ""],
      ["mapping.1", "sku"],
      ["match_field", "sku"],
    ]);
    expect(saved.status === "success" && saved.value).toEqual({
      intent: "start",
      id: "i",
      mapping: { "0": "", "1": "sku" },
      match_field: "sku",
    });
  });

  it("deletes only with the box ticked", () => {
    expect(
      errorsOf([
        ["intent", "delete"],
        ["id", "i"],
      ]),
    ).toEqual({
      confirm: ["imports:errors.confirmDelete"],
    });
    expect(
      parse([
        ["intent", "delete"],
        ["id", "i"],
        ["confirm", "on"],
      ]).status,
    ).toBe("success");
  });
});
