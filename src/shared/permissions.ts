/**
 * Spec §3 and §6: a user holds userRoles; each role holds role permissions, each with a permission
 * name; a user has a permission if any of their roles contains it. The built-in roles are a fixed
 * dictionary (ids are stable, for clients that store them).
 */
export const PERMISSIONS = [
  // Admin-type abilities named in spec §6.
  "changeCompanyStatus",
  "changeDocumentParams",
  "createPricings",
  "changeEmployees",
  "changeUserStatus",
  // Portal staff work.
  "viewHelpRequests",
  // Members: their own company's data only (spec §6), and the advisor.
  "editOwnCompany",
  "editOwnContacts",
  "editOwnDocuments",
  "editOwnSubscriptions",
  "editOwnVehicles",
  "editOwnComplaints",
  "useAdvisor",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const member: Permission[] = [
  "editOwnCompany",
  "editOwnContacts",
  "editOwnDocuments",
  "editOwnSubscriptions",
  "editOwnVehicles",
  "editOwnComplaints",
  "useAdvisor",
];

export const ROLES = {
  companyMember: { id: 1, permissions: member },
  companyAdmin: { id: 2, permissions: [...member, "changeEmployees"] as Permission[] },
  portalStaff: {
    id: 3,
    permissions: [
      "changeCompanyStatus",
      "changeDocumentParams",
      "createPricings",
      "changeUserStatus",
      "viewHelpRequests",
      "useAdvisor",
    ] as Permission[],
  },
} as const;
export type RoleName = keyof typeof ROLES;

export interface UserRole {
  role: { id: number; name: RoleName; rolePermissions: { permission: { name: Permission } }[] };
}

/** The roles of an account: staff, or a company member (and its admin). */
export function rolesOf(user: { isStaff: boolean; isCompanyAdmin: boolean }): UserRole[] {
  const names: RoleName[] = user.isStaff
    ? ["portalStaff"]
    : user.isCompanyAdmin
      ? ["companyMember", "companyAdmin"]
      : ["companyMember"];
  return names.map((name) => ({
    role: {
      id: ROLES[name].id,
      name,
      rolePermissions: ROLES[name].permissions.map((p) => ({ permission: { name: p } })),
    },
  }));
}

/** Spec §6: true if any of the roles contains a role permission with that name. */
export const hasPermission = (userRoles: UserRole[] | undefined | null, permission: Permission): boolean =>
  Boolean(userRoles?.some((r) => r.role.rolePermissions.some((rp) => rp.permission.name === permission)));
