import { describe, expect, it } from "vitest";
import { hasPermission, rolesOf } from "./permissions.ts";

describe("roles and permissions (spec §3, §6)", () => {
  it("gives members their own company's data, admins also employees, staff the back-office", () => {
    const member = rolesOf({ isStaff: false, isCompanyAdmin: false });
    const admin = rolesOf({ isStaff: false, isCompanyAdmin: true });
    const staff = rolesOf({ isStaff: true, isCompanyAdmin: false });
    expect(member.map((r) => r.role.name)).toEqual(["companyMember"]);
    expect(admin.map((r) => r.role.name)).toEqual(["companyMember", "companyAdmin"]);
    expect(hasPermission(member, "editOwnDocuments")).toBe(true);
    expect(hasPermission(member, "changeEmployees")).toBe(false);
    expect(hasPermission(admin, "changeEmployees")).toBe(true);
    expect(hasPermission(admin, "changeCompanyStatus")).toBe(false);
    expect(hasPermission(staff, "changeCompanyStatus")).toBe(true);
    expect(hasPermission(staff, "viewHelpRequests")).toBe(true);
    expect(hasPermission(staff, "editOwnCompany")).toBe(false);
    expect(hasPermission(null, "useAdvisor")).toBe(false);
  });
});
