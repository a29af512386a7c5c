import { describe, expect, it } from "vitest";
import {
  COMPANY_ACTIONS,
  COMPANY_STATUSES,
  companyActionsFrom,
  companyFlags,
  nextCompanyStatus,
  nextUserStatus,
  USER_ACTIONS,
  USER_STATUSES,
  userActionsFrom,
  userFlagsOf,
  userStatusOf,
} from "./statuses.ts";

// Every state × action pair, written out: a changed transition must change this table.
const companyTable = {
  not_verified: {
    CONFIRM: "verified",
    DENY: "negatively_verified",
    SUSPEND: null,
    BAN: null,
    RESTART: null,
    RESTORE: null,
    REVERIFY: null,
  },
  verified: {
    CONFIRM: null,
    DENY: null,
    SUSPEND: "excluded",
    BAN: "negatively_verified",
    RESTART: null,
    RESTORE: null,
    REVERIFY: "not_verified",
  },
  excluded: {
    CONFIRM: null,
    DENY: null,
    SUSPEND: null,
    BAN: "negatively_verified",
    RESTART: null,
    RESTORE: "verified",
    REVERIFY: null,
  },
  negatively_verified: {
    CONFIRM: null,
    DENY: null,
    SUSPEND: null,
    BAN: null,
    RESTART: "not_verified",
    RESTORE: null,
    REVERIFY: null,
  },
} as const;

const userTable = {
  inactive: { GRANT: "active", GRANT_AGAIN: null, REFUSE: "locked", SUSPEND: null, BAN: null, RESTORE: null },
  active: { GRANT: null, GRANT_AGAIN: null, REFUSE: null, SUSPEND: "suspended", BAN: "locked", RESTORE: null },
  suspended: { GRANT: null, GRANT_AGAIN: null, REFUSE: null, SUSPEND: null, BAN: "locked", RESTORE: "active" },
  locked: { GRANT: null, GRANT_AGAIN: "active", REFUSE: null, SUSPEND: null, BAN: null, RESTORE: null },
} as const;

describe("company status machine", () => {
  for (const status of COMPANY_STATUSES) {
    for (const action of COMPANY_ACTIONS) {
      it(`${status} × ${action} → ${companyTable[status][action] ?? "refused"}`, () => {
        expect(nextCompanyStatus(status, action)).toBe(companyTable[status][action]);
      });
    }
  }

  it("offers exactly the allowed actions, and every state can be left and reached", () => {
    expect(companyActionsFrom("not_verified")).toEqual(["CONFIRM", "DENY"]);
    expect(companyActionsFrom("verified")).toEqual(["SUSPEND", "BAN", "REVERIFY"]);
    expect(companyActionsFrom("excluded")).toEqual(["BAN", "RESTORE"]);
    expect(companyActionsFrom("negatively_verified")).toEqual(["RESTART"]);
    const reached = new Set(COMPANY_STATUSES.flatMap((s) => COMPANY_ACTIONS.map((a) => nextCompanyStatus(s, a))));
    for (const status of COMPANY_STATUSES) expect(reached.has(status)).toBe(true);
  });

  it("maps statuses to the spec's verified/blocked combinations", () => {
    expect(companyFlags("not_verified")).toEqual({ isVerified: false, isBlocked: false });
    expect(companyFlags("verified")).toEqual({ isVerified: true, isBlocked: false });
    expect(companyFlags("excluded")).toEqual({ isVerified: true, isBlocked: true });
    expect(companyFlags("negatively_verified")).toEqual({ isVerified: false, isBlocked: true });
  });
});

describe("user account status machine", () => {
  for (const status of USER_STATUSES) {
    for (const action of USER_ACTIONS) {
      it(`${status} × ${action} → ${userTable[status][action] ?? "refused"}`, () => {
        expect(nextUserStatus(status, action)).toBe(userTable[status][action]);
      });
    }
  }

  it("offers exactly the allowed actions", () => {
    expect(userActionsFrom("inactive")).toEqual(["GRANT", "REFUSE"]);
    expect(userActionsFrom("active")).toEqual(["SUSPEND", "BAN"]);
    expect(userActionsFrom("suspended")).toEqual(["BAN", "RESTORE"]);
    expect(userActionsFrom("locked")).toEqual(["GRANT_AGAIN"]);
  });

  it("is the spec's active/blocked combinations, both ways", () => {
    expect(userStatusOf({ isActive: false, isBlocked: false })).toBe("inactive");
    expect(userStatusOf({ isActive: true, isBlocked: false })).toBe("active");
    expect(userStatusOf({ isActive: true, isBlocked: true })).toBe("suspended");
    expect(userStatusOf({ isActive: false, isBlocked: true })).toBe("locked");
    for (const status of USER_STATUSES) expect(userStatusOf(userFlagsOf(status))).toBe(status);
  });
});
