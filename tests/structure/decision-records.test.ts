import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(`${folder}README.md`, "utf8");

describe("the decision records", () => {
  it("are numbered once each", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  for (const name of records)
    it(`${name} has its number in its title, a status line and a row in the index`, () => {
      const [title, , status] = readFileSync(`${folder}${name}`, "utf8").split("\n");
      expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
      expect(status).toMatch(
        /^\*\*Status:\*\* (accepted|superseded by \d{3})\b.*\(\d{4}-\d{2}-\d{2}\)\.$/,
      );
      expect(index).toContain(`](${name})`);
    });
});
