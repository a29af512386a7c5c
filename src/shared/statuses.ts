/**
 * The state machines for company verification and user accounts. Pure data: the domain
 * enforces them, the back-office shows only the actions the current state allows.
 */

/** A company is not verified, verified, excluded (suspended) or negatively verified (refused or banned). */
export const COMPANY_STATUSES = ["not_verified", "verified", "excluded", "negatively_verified"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** REVERIFY: staff send a verified company back to verification (from a complaint; docs/decisions/033). */
export const COMPANY_ACTIONS = ["CONFIRM", "DENY", "SUSPEND", "BAN", "RESTART", "RESTORE", "REVERIFY"] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const companyMoves: Record<CompanyAction, Partial<Record<CompanyStatus, CompanyStatus>>> = {
  CONFIRM: { not_verified: "verified" },
  DENY: { not_verified: "negatively_verified" },
  SUSPEND: { verified: "excluded" },
  RESTORE: { excluded: "verified" },
  BAN: { verified: "negatively_verified", excluded: "negatively_verified" },
  RESTART: { negatively_verified: "not_verified" },
  REVERIFY: { verified: "not_verified" },
};

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export const nextCompanyStatus = (status: CompanyStatus, action: CompanyAction): CompanyStatus | null =>
  companyMoves[action][status] ?? null;

export const companyActionsFrom = (status: CompanyStatus): CompanyAction[] =>
  COMPANY_ACTIONS.filter((action) => nextCompanyStatus(status, action) !== null);

/** The "verified" and "blocked" flags a company status stands for. */
export const companyFlags = (status: CompanyStatus) => ({
  isVerified: status === "verified" || status === "excluded",
  isBlocked: status === "excluded" || status === "negatively_verified",
});

/** Users of an excluded or negatively verified company cannot sign in (companyIsSuspended). */
export const companyLocksOut = (status: CompanyStatus): boolean => companyFlags(status).isBlocked;

/**
 * User account states, the combinations of isActive and isBlocked: not active/not
 * blocked ("inactive": not yet activated, or switched off by the company admin), active,
 * active/blocked ("suspended"), not active/blocked ("locked": refused or banned).
 */
export const USER_STATUSES = ["inactive", "active", "suspended", "locked"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_ACTIONS = ["GRANT", "GRANT_AGAIN", "REFUSE", "SUSPEND", "BAN", "RESTORE"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const userMoves: Record<UserAction, Partial<Record<UserStatus, UserStatus>>> = {
  GRANT: { inactive: "active" },
  REFUSE: { inactive: "locked" },
  SUSPEND: { active: "suspended" },
  RESTORE: { suspended: "active" },
  BAN: { active: "locked", suspended: "locked" },
  GRANT_AGAIN: { locked: "active" },
};

export const nextUserStatus = (status: UserStatus, action: UserAction): UserStatus | null =>
  userMoves[action][status] ?? null;

export const userActionsFrom = (status: UserStatus): UserAction[] =>
  USER_ACTIONS.filter((action) => nextUserStatus(status, action) !== null);

export function userStatusOf(flags: { isActive: boolean; isBlocked: boolean }): UserStatus {
  if (flags.isBlocked) return flags.isActive ? "suspended" : "locked";
  return flags.isActive ? "active" : "inactive";
}

export function userFlagsOf(status: UserStatus): { isActive: boolean; isBlocked: boolean } {
  return {
    isActive: status === "active" || status === "suspended",
    isBlocked: status === "suspended" || status === "locked",
  };
}
