import { describe, expect, it } from "vitest";
import { intercomUserHash } from "./intercom-user-hash.server";

describe("intercomUserHash", () => {
  it("is the HMAC-SHA256 of the user id the chat knows (the e-mail), as Intercom verifies it", () => {
    // openssl dgst -sha256 -hmac e2e-intercom-identity-secret <<< -n jan@demo.fennec.test
    expect(
      intercomUserHash("e2e-intercom-identity-secret", {
        id: "2d1c6f0e-0000-4000-8000-000000000001",
        email: "jan@demo.fennec.test",
      }),
    ).toBe("ddc8dda9095d46fb97443998c8bc85ac834fc6e5c71296cdd7e729c00c096bc5");
  });

  it("signs the id when there is no e-mail address", () => {
    expect(
      intercomUserHash("e2e-intercom-identity-secret", {
        id: "2d1c6f0e-0000-4000-8000-000000000001",
        email: "",
      }),
    ).toBe("71997c539a519babceced2a03f5108c63cb2b6935c16253c6e52a2ac9ddcad96");
  });
});
