import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

// Intl puts a narrow no-break space between number and unit in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatFileSize", () => {
  it("counts bytes in words and larger sizes in SI units", () => {
    expect(plain(formatFileSize(0, "en"))).toBe("0 bytes");
    expect(plain(formatFileSize(1, "en"))).toBe("1 byte");
    expect(plain(formatFileSize(532, "en"))).toBe("532 bytes");
    expect(plain(formatFileSize(12_345, "en"))).toBe("12 kB");
    expect(plain(formatFileSize(1_450_000, "en"))).toBe("1.5 MB");
  });

  it("uses the user's decimal separator", () => {
    expect(plain(formatFileSize(1_450_000, "nl"))).toBe("1,5 MB");
  });

  it("never shows 1000 of a unit", () => {
    expect(plain(formatFileSize(999_960, "en"))).toBe("1 MB");
  });
});
