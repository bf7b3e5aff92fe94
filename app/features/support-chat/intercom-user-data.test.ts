import { describe, expect, it } from "vitest";
import { intercomUserData, noCompanyInfo } from "./intercom-user-data";

const user = {
  id: "0b6f8f3e-9a8e-4d43-8c7e-5a1d2f3e4b5c",
  email: "jan@demo.fennec.test",
  firstName: "Jan",
  lastName: "Peeters",
  tenants: [
    { id: "t-1", key: "demo", name: "Demo Wholesale" },
    { id: "t-2", key: "zuid", name: "Zuid Wholesale" },
  ],
  currentTenantId: "t-2",
};

describe("intercomUserData", () => {
  it("knows the user by e-mail, with full name and the current tenant's key as company", () => {
    expect(intercomUserData("app-1", user)).toEqual({
      app_id: "app-1",
      user_id: "jan@demo.fennec.test",
      name: "Jan Peeters",
      email: "jan@demo.fennec.test",
      company: { company_id: "zuid", name: "zuid" },
      hide_default_launcher: true,
    });
  });

  it("knows a user without an e-mail address by id", () => {
    expect(intercomUserData("app-1", { ...user, email: "" }).user_id).toBe(user.id);
  });

  it("says 'No company info' when the user works in no tenant", () => {
    const data = intercomUserData("app-1", { ...user, currentTenantId: null });
    expect(data.company).toEqual({ company_id: noCompanyInfo, name: noCompanyInfo });
    expect(noCompanyInfo).toBe("No company info");
  });

  it("leaves out an empty name, and never sends the tenant's name", () => {
    const data = intercomUserData("app-1", { ...user, firstName: " ", lastName: "" });
    expect(data).not.toHaveProperty("name");
    expect(JSON.stringify(data)).not.toContain("Zuid Wholesale");
  });
});
