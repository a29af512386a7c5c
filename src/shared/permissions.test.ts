import { describe, expect, it } from "vitest";
import { builtInRole, hasPermission, hasRole, userRole } from "./permissions.ts";

describe("permissions", () => {
  const member = [builtInRole("companyMember")];
  const admin = [builtInRole("companyMember"), builtInRole("companyAdmin")];
  const staff = [builtInRole("portalStaff")];

  it("grants a permission when any role holds it", () => {
    expect(hasPermission(member, "editOwnDocuments")).toBe(true);
    expect(hasPermission(member, "changeEmployees")).toBe(false);
    expect(hasPermission(member, "editOwnCompany")).toBe(false);
    expect(hasPermission(admin, "changeEmployees")).toBe(true);
    expect(hasPermission(admin, "editOwnDocuments")).toBe(true);
    expect(hasPermission(admin, "changeCompanyStatus")).toBe(false);
    expect(hasPermission(staff, "changeCompanyStatus")).toBe(true);
    expect(hasPermission(staff, "viewHelpRequests")).toBe(true);
    expect(hasPermission(staff, "editOwnCompany")).toBe(false);
  });

  it("grants nothing without roles, and reads custom roles by permission name", () => {
    expect(hasPermission(null, "useAdvisor")).toBe(false);
    expect(hasPermission([], "useAdvisor")).toBe(false);
    const custom = [userRole(10, "auditor", ["viewCompanies"])];
    expect(hasPermission(custom, "viewCompanies")).toBe(true);
    expect(hasPermission(custom, "changeCompanyStatus")).toBe(false);
    expect(hasRole(admin, "companyAdmin")).toBe(true);
    expect(hasRole(member, "companyAdmin")).toBe(false);
  });
});
