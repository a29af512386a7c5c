/**
 * A user holds userRoles; each role holds role permissions, each with a permission
 * name; a user has a permission if any of their roles contains it. The roles live in the
 * database (`roles`, `role_permissions`, `user_roles`); the built-in ones below are written there
 * at every boot, so this file is the one place their permissions are decided.
 */
export const PERMISSIONS = [
  // Admin-type abilities.
  "changeCompanyStatus",
  "changeDocumentParams",
  "createPricings",
  "changeEmployees",
  "changeUserStatus",
  // Portal staff work.
  "viewCompanies",
  "viewHelpRequests",
  /** Reply to, assign and close help requests. */
  "answerHelpRequests",
  /** Take and decide complaints between companies; send a company back to verification from one. */
  "handleComplaints",
  // Company admins: the company's own details.
  "editOwnCompany",
  // Members: their own company's data only, and the advisor.
  "viewOwnCompany",
  "findCompanies",
  "editOwnContacts",
  "editOwnDocuments",
  "editOwnSubscriptions",
  "editOwnVehicles",
  /** Post, edit, duplicate and archive the company's offers on the exchange. */
  "editOwnOffers",
  "editOwnComplaints",
  /** Read and write the company's conversations with other companies (its side of each). */
  "useConversations",
  /** Propose and accept prices on the exchange and take the steps of the company's transactions. */
  "makeDeals",
  "useAdvisor",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const member: Permission[] = [
  "viewOwnCompany",
  "findCompanies",
  "editOwnContacts",
  "editOwnDocuments",
  "editOwnSubscriptions",
  "editOwnVehicles",
  "editOwnOffers",
  "editOwnComplaints",
  "useConversations",
  "makeDeals",
  "useAdvisor",
];

export const ROLES = {
  companyMember: { id: 1, permissions: member },
  companyAdmin: { id: 2, permissions: ["editOwnCompany", "changeEmployees"] as Permission[] },
  portalStaff: {
    id: 3,
    permissions: [
      "changeCompanyStatus",
      "changeDocumentParams",
      "createPricings",
      "changeUserStatus",
      "viewCompanies",
      "viewHelpRequests",
      "answerHelpRequests",
      "handleComplaints",
      "findCompanies",
      "useAdvisor",
    ] as Permission[],
  },
} as const;
export type RoleName = keyof typeof ROLES;

export interface UserRole {
  role: { id: number; name: string; rolePermissions: { permission: { name: string } }[] };
}

/** The spec's shape of a role, from its id, name and permission names. */
export const userRole = (id: number, name: string, permissions: readonly string[]): UserRole => ({
  role: { id, name, rolePermissions: permissions.map((p) => ({ permission: { name: p } })) },
});

/** A built-in role in the spec's shape (tests and fixtures). */
export const builtInRole = (name: RoleName): UserRole => userRole(ROLES[name].id, name, ROLES[name].permissions);

/** True if any of the roles contains a role permission with that name. */
export const hasPermission = (userRoles: UserRole[] | undefined | null, permission: Permission): boolean =>
  Boolean(userRoles?.some((r) => r.role.rolePermissions.some((rp) => rp.permission.name === permission)));

export const hasRole = (userRoles: UserRole[] | undefined | null, name: RoleName): boolean =>
  Boolean(userRoles?.some((r) => r.role.name === name));
