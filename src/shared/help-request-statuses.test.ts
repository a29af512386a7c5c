import { describe, expect, it } from "vitest";
import {
  HELP_REQUEST_ACTIONS,
  HELP_REQUEST_STATUSES,
  helpRequestActionsFrom,
  nextHelpRequestStatus,
} from "./help-request-statuses.ts";
import { fieldErrorsOf } from "./contracts/fields.ts";
import { helpReplySchema } from "./contracts/help.ts";

const helpReplyErrors = (message: string) => fieldErrorsOf(helpReplySchema, { message });

// Every state × action pair, written out: a changed transition must change this table (ADR 016).
const table = {
  new: { TAKE: "inProgress", REPLY: "answered", CLOSE: "closed", REOPEN: null },
  inProgress: { TAKE: null, REPLY: "answered", CLOSE: "closed", REOPEN: null },
  answered: { TAKE: null, REPLY: "answered", CLOSE: "closed", REOPEN: "inProgress" },
  closed: { TAKE: null, REPLY: null, CLOSE: null, REOPEN: "inProgress" },
} as const;

describe("help request state machine", () => {
  it("covers every status and action", () => {
    expect(Object.keys(table).sort()).toEqual([...HELP_REQUEST_STATUSES].sort());
    for (const row of Object.values(table)) expect(Object.keys(row).sort()).toEqual([...HELP_REQUEST_ACTIONS].sort());
  });

  for (const status of HELP_REQUEST_STATUSES) {
    for (const action of HELP_REQUEST_ACTIONS) {
      it(`${status} --${action}--> ${table[status][action] ?? "refused"}`, () => {
        expect(nextHelpRequestStatus(status, action)).toBe(table[status][action]);
      });
    }
  }

  it("offers only the actions a status allows", () => {
    expect(helpRequestActionsFrom("new")).toEqual(["TAKE", "REPLY", "CLOSE"]);
    expect(helpRequestActionsFrom("closed")).toEqual(["REOPEN"]);
  });

  it("checks a reply's text", () => {
    expect(helpReplyErrors("   ")).toEqual({ message: ["required"] });
    expect(helpReplyErrors("x")).toEqual({ message: ["tooShort"] });
    expect(helpReplyErrors("x".repeat(10_001))).toEqual({ message: ["tooLong"] });
    expect(helpReplyErrors("Dzień dobry, link wysłaliśmy ponownie.")).toEqual({});
  });
});
