import { describe, expect, it } from "vitest";
import { generateClientId, isClientIdShaped } from "./api-client-credentials.ts";

describe("the shape of a client id", () => {
  it("is that of every id given out", () => {
    for (let round = 0; round < 20; round++)
      expect(isClientIdShaped(generateClientId())).toBe(true);
  });

  it("is not that of anything else a caller may send", () => {
    const id = generateClientId();
    for (const other of [
      "",
      "fennec-web",
      `${id}\u0000`,
      `${id.slice(0, -1)}\u0000`,
      id.toUpperCase(),
      `${id}0`,
      id.slice(0, -1),
      `${id}\n`,
      `x${id}`,
    ]) {
      expect(isClientIdShaped(other), JSON.stringify(other)).toBe(false);
    }
  });
});
