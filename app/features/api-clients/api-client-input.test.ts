import { describe, expect, it } from "vitest";
import { apiClientInputSchema } from "../../../server/contracts/connectivity/api-client";
import { apiClientPageFormSchema, saveApiClientSchema } from "./api-client-form-schemas";
import {
  apiClientBodyFromForm,
  apiClientFormDefaults,
  expirationDateFromForm,
  grantedLabels,
  permissionsFromScopes,
} from "./api-client-input";

const none = {
  readOrderData: false,
  writeOrderData: false,
  readReferenceData: false,
  writeReferenceData: false,
};

describe("the API client form as the API takes it (spec section 5)", () => {
  it("sends a chosen day as the end of that day in UTC, with a +00:00 offset", () => {
    expect(expirationDateFromForm(true, "2027-03-31")).toBe("2027-03-31T23:59:59+00:00");
  });

  it("sends null when expiration is off, or on without a date", () => {
    expect(expirationDateFromForm(false, "2027-03-31")).toBeNull();
    expect(expirationDateFromForm(true, undefined)).toBeNull();
    expect(expirationDateFromForm(true, "")).toBeNull();
  });

  it("maps each permission to its scopes; read order data includes validated orders", () => {
    const body = apiClientBodyFromForm({
      name: "ERP pull",
      hasExpiration: true,
      expiration_date: "2027-01-15",
      ...none,
      readOrderData: true,
      writeReferenceData: true,
    });
    expect(body).toEqual({
      name: "ERP pull",
      expiration_date: "2027-01-15T23:59:59+00:00",
      scopes: ["read:order_data", "read:validated_order", "write:reference_data"],
    });
    // What the API's own contract accepts.
    expect(apiClientInputSchema.safeParse(body).success).toBe(true);

    expect(
      apiClientBodyFromForm({
        name: "Shop",
        hasExpiration: false,
        expiration_date: "2027-01-15",
        ...none,
        writeOrderData: true,
        readReferenceData: true,
      }),
    ).toEqual({
      name: "Shop",
      expiration_date: null,
      scopes: ["write:order_data", "read:reference_data"],
    });
  });

  it("reads a saved client back into the form", () => {
    expect(
      apiClientFormDefaults({
        name: "PIM",
        expiration_date: "2027-03-31T23:59:59+00:00",
        scopes: ["read:order_data", "read:validated_order", "write:order_data"],
      }),
    ).toEqual({
      name: "PIM",
      hasExpiration: true,
      expiration_date: "2027-03-31",
      readOrderData: true,
      writeOrderData: true,
      readReferenceData: false,
      writeReferenceData: false,
    });
    // The API may answer the same moment in another notation.
    expect(
      apiClientFormDefaults({ name: "x", expiration_date: "2027-03-31T23:59:59.000Z", scopes: [] })
        .expiration_date,
    ).toBe("2027-03-31");
    expect(
      apiClientFormDefaults({ name: "x", expiration_date: null, scopes: ["write:reference_data"] }),
    ).toMatchObject({ hasExpiration: false, expiration_date: undefined, writeReferenceData: true });
  });

  it("never widens a client's rights: validated orders alone do not tick read order data", () => {
    expect(permissionsFromScopes(["read:validated_order"])).toEqual(none);
    expect(grantedLabels(["read:validated_order", "write:order_data"])).toEqual({
      permissions: ["writeOrderData"],
      scopes: ["read:validated_order"],
    });
    expect(grantedLabels(["read:order_data", "read:validated_order"])).toEqual({
      permissions: ["readOrderData"],
      scopes: [],
    });
  });
});

describe("the form's schema", () => {
  const errorsOf = (input: Record<string, unknown>) => {
    const result = apiClientPageFormSchema.safeParse(input);
    return Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
  };

  it("asks for at least one permission, next to the permissions, together with the name", () => {
    expect(errorsOf({ intent: "save", name: "" })).toEqual({
      name: "api-clients:errors.nameRequired",
      scopes: "api-clients:errors.permissionRequired",
    });
    expect(errorsOf({ intent: "save", name: "ERP", writeOrderData: true })).toEqual({});
  });

  it("takes a real day only", () => {
    expect(
      errorsOf({ intent: "save", name: "ERP", readOrderData: true, expiration_date: "2027-02-30" }),
    ).toEqual({ expiration_date: "api-clients:errors.dateInvalid" });
    for (const notADay of ["2027-13-01", "31-03-2027", "tomorrow"]) {
      expect(
        errorsOf({ intent: "save", name: "ERP", readOrderData: true, expiration_date: notADay }),
      ).toEqual({ expiration_date: "api-clients:errors.dateInvalid" });
    }
    const parsed = saveApiClientSchema.parse({
      intent: "save",
      name: " ERP ",
      hasExpiration: true,
      expiration_date: "2027-02-28",
      readReferenceData: true,
    });
    expect(apiClientBodyFromForm(parsed)).toEqual({
      name: "ERP",
      expiration_date: "2027-02-28T23:59:59+00:00",
      scopes: ["read:reference_data"],
    });
  });
});
