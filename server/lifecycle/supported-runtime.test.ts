import { describe, expect, it } from "vitest";
import { unsupportedRuntime } from "./supported-runtime.ts";

describe("the start-up check of the Node.js version", () => {
  it("refuses Node 20 and 22, and 24 before its LTS, naming the version and the way out", () => {
    for (const version of ["20.20.2", "22.22.0", "24.10.0"]) {
      const message = unsupportedRuntime(version);
      expect(message).toContain(`this is Node.js ${version}`);
      expect(message).toContain("Fennec needs Node.js 24.11 or later");
      expect(message).toContain("npm start");
    }
  });

  it("accepts 24 LTS and later", () => {
    for (const version of ["24.11.0", "24.21.0", "25.0.0", "26.10.0"])
      expect(unsupportedRuntime(version)).toBeNull();
  });
});
