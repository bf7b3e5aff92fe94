type MappableField = { key: string; label: string };

function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** "email_domain" finds "email_domains", "Contact e-mails" finds "contact_emails". */
function singular(text: string): string {
  return text.replace(/(es|s|en)$/, "");
}

/**
 * Maps each column to the field whose key or label its header names, ignoring case, accents,
 * punctuation and plurals; exact names first. A field is used once; other columns are skipped.
 */
export function mapColumnsToFields(
  columns: readonly string[],
  fields: readonly MappableField[],
): Array<string | null> {
  const headers = columns.map(normalise);
  const mapping: Array<string | null> = headers.map(() => null);
  const taken = new Set<string>();
  const names = fields.map((field) => ({
    key: field.key,
    names: [normalise(field.key), normalise(field.label)],
  }));
  for (const same of [
    (a: string, b: string) => a === b,
    (a: string, b: string) => singular(a) === singular(b),
  ]) {
    headers.forEach((header, index) => {
      if (!header || mapping[index]) return;
      const field = names.find(
        (candidate) =>
          !taken.has(candidate.key) && candidate.names.some((name) => same(name, header)),
      );
      if (!field) return;
      taken.add(field.key);
      mapping[index] = field.key;
    });
  }
  return mapping;
}
