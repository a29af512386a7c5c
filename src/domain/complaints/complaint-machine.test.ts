import { describe, expect, it } from "vitest";
import { COMPLAINT_ACTIONS, COMPLAINT_STATUSES } from "../../shared/contracts/complaints.ts";
import { complaintOperations, nextComplaintStatus, sideOf } from "./complaint-machine.ts";

// Every status × action, written out: a changed transition must change this table.
const table = {
  issued: { take: "processed", accept: null, reject: null, withdraw: "withdrawn" },
  processed: { take: null, accept: "accepted", reject: "rejected", withdraw: "withdrawn" },
  accepted: { take: null, accept: null, reject: null, withdraw: null },
  rejected: { take: null, accept: null, reject: null, withdraw: null },
  withdrawn: { take: null, accept: null, reject: null, withdraw: null },
} as const;

describe("complaint state machine", () => {
  for (const status of COMPLAINT_STATUSES) {
    for (const action of COMPLAINT_ACTIONS) {
      it(`${status} × ${action} → ${table[status][action] ?? "refused"}`, () => {
        expect(nextComplaintStatus(status, action)).toBe(table[status][action]);
      });
    }
  }

  it("staff take and decide, the author withdraws", () => {
    expect(COMPLAINT_ACTIONS.map(sideOf)).toEqual(["staff", "staff", "staff", "author"]);
  });

  const state = { status: "issued" as const, responded: false, filesOfSide: 0, filesPerSide: 5, againstVerified: true };
  it("offers each side only its own steps, and responding once while open", () => {
    expect(complaintOperations(state, "author")).toEqual(["withdraw", "addFile"]);
    expect(complaintOperations(state, "against")).toEqual(["respond", "addFile"]);
    expect(complaintOperations(state, "staff")).toEqual(["take"]);
    expect(complaintOperations({ ...state, responded: true, filesOfSide: 5 }, "against")).toEqual([]);
    expect(complaintOperations({ ...state, status: "processed" }, "staff")).toEqual(["accept", "reject", "reverify"]);
    expect(complaintOperations({ ...state, status: "accepted", againstVerified: false }, "staff")).toEqual([]);
    expect(complaintOperations({ ...state, status: "rejected" }, "against")).toEqual([]);
  });
});
