import type { ExportFormat } from "../../../contracts/connectivity/export-profile.ts";

/**
 * The name of the file an order is written as (issue 39, item 9; decision 061). A name that
 * renders empty, or as only an extension (`{{ order.order_reference }}.csv` for an order without
 * a reference), would be the same for every such order, each file replacing the last on the
 * receiving server: the editor refuses it, and a run falls back to the order's id.
 */

const MAX_LENGTH = 200;
const EXTENSIONS: Record<ExportFormat, string> = {
  csv: "csv",
  xml: "xml",
  json: "json",
  text: "txt",
};
/** Windows opens the device, not a file, for these names, with any extension. */
const DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[0-9¹²³]|LPT[0-9¹²³])$/iu;

/** Separators, control and reserved characters replaced; the ends trimmed as Windows does. */
function cleaned(rendered: string): string {
  return (
    rendered
      .replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")
      .trim()
      .slice(0, MAX_LENGTH)
      // Windows drops trailing dots and spaces: "PO 1." is "PO 1" there
      .replace(/[. ]+$/u, "")
  );
}

/**
 * The rendered name as one safe file name, or null when no name is left: empty, or only an
 * extension (`.csv`). Other leading dots are dropped (no hidden files); a device name gets `_`.
 */
export function cleanFileName(rendered: string): string | null {
  const name = cleaned(rendered);
  const visible = name.replace(/^\.+/u, "");
  // ".csv" is an extension without a name, ".PO-1.csv" a name behind a dot
  if (!visible || (visible !== name && !visible.includes("."))) return null;
  const stem = visible.split(".")[0]?.trimEnd() ?? "";
  return DEVICE_NAME.test(stem) ? `_${visible}` : visible;
}

/** The file name for one order: the rendered one, else the order's id with the extension. */
export function orderFileName(rendered: string, orderId: string, format: ExportFormat): string {
  const name = cleanFileName(rendered);
  if (name) return name;
  const extension = /^\.+([^.]+)$/u.exec(cleaned(rendered))?.[1] ?? EXTENSIONS[format];
  return `${orderId}.${extension}`;
}

/** The name with the order's id before its extension: for a name another order's file has. */
export function withOrderId(name: string, orderId: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)}-${orderId}${name.slice(dot)}` : `${name}-${orderId}`;
}
