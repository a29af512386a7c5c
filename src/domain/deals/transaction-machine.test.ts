import { describe, expect, it } from "vitest";
import { allowedSteps, type MachineState, settle, takeStep, unloadDueOf } from "./transaction-machine.ts";

const A = "shipper";
const B = "carrier";
/** Noon in Warsaw on a day (the Polish calendar day decides). */
const on = (day: string, hours = 12) => new Date(`${day}T${String(hours - 1).padStart(2, "0")}:00:00Z`);
const agreed: MachineState = {
  status: "agreed",
  loadFrom: "2026-12-01",
  unloadDue: "2026-12-03",
  doneByCompanyId: null,
  doneAt: null,
  cancelRequestedBy: null,
  cancelReason: null,
  completedAt: null,
  cancelledAt: null,
};
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return "taken";
};

describe("a transaction's state machine", () => {
  it("starts on the loading day by the Polish calendar, not before", () => {
    expect(settle(agreed, new Date("2026-11-30T23:30:00Z")).state.status).toBe("inProgress"); // 00:30 in Warsaw
    expect(settle(agreed, new Date("2026-11-30T23:30:00Z")).steps).toEqual(["started"]);
    expect(settle(agreed, new Date("2026-11-30T23:00:00Z")).state.status).toBe("inProgress");
    expect(settle(agreed, new Date("2026-11-30T22:59:00Z")).steps).toEqual([]); // 23:59 on the day before
  });

  it("is marked done from the unloading day; the other side's mark completes it", () => {
    expect(refusal(() => takeStep(agreed, "markDone", A, on("2026-12-02")))).toBe("invalidStatusChange");
    const marked = takeStep(agreed, "markDone", A, on("2026-12-03"));
    expect(marked.steps).toEqual(["started", "markDone"]);
    expect(marked.state).toMatchObject({ status: "inProgress", doneByCompanyId: A });
    expect(refusal(() => takeStep(marked.state, "markDone", A, on("2026-12-03")))).toBe("invalidStatusChange");
    const both = takeStep(marked.state, "markDone", B, on("2026-12-04"));
    expect(both.state.status).toBe("completed");
    expect(both.steps).toEqual(["markDone", "completed"]);
    expect(allowedSteps(both.state, A, on("2026-12-05"))).toEqual([]);
  });

  it("completes 3 days after one mark unless the other side objects first", () => {
    const marked = takeStep(agreed, "markDone", A, on("2026-12-03", 10)).state;
    expect(settle(marked, on("2026-12-06", 9)).state.status).toBe("inProgress");
    expect(settle(marked, on("2026-12-06", 10)).state.status).toBe("completed");
    expect(allowedSteps(marked, B, on("2026-12-04"))).toContain("object");
    expect(allowedSteps(marked, A, on("2026-12-04"))).not.toContain("object");
    const objected = takeStep(marked, "object", B, on("2026-12-04"), "Brak dokumentów CMR");
    expect(objected.state).toMatchObject({ status: "inProgress", doneByCompanyId: null, doneAt: null });
    expect(settle(objected.state, on("2026-12-20")).state.status).toBe("inProgress");
    // Completed at the end of the window, whenever the clock came to it.
    expect(settle(marked, on("2026-12-09")).state.completedAt).toEqual(on("2026-12-06", 10));
    // Marked done: neither side ends it alone any more; both may still agree to cancel.
    expect(allowedSteps(marked, B, on("2026-12-04"))).toEqual(["markDone", "object", "requestCancel"]);
    expect(allowedSteps(marked, A, on("2026-12-04"))).toEqual(["requestCancel"]);
    expect(refusal(() => takeStep(marked, "cancel", B, on("2026-12-04"), "Nie płacimy"))).toBe("invalidStatusChange");
    // Too late to object: the clock completed it first.
    expect(refusal(() => takeStep(marked, "object", B, on("2026-12-07")))).toBe("invalidStatusChange");
  });

  it("is cancelled by one side with a reason, or by both asking; never once completed or cancelled", () => {
    const asked = takeStep(agreed, "requestCancel", A, on("2026-11-28"), "Zmiana terminu");
    expect(asked.state).toMatchObject({ status: "agreed", cancelRequestedBy: A });
    expect(allowedSteps(asked.state, A, on("2026-11-28"))).toEqual(["cancel"]);
    const agreedToo = takeStep(asked.state, "requestCancel", B, on("2026-11-28"));
    expect(agreedToo.state).toMatchObject({ status: "cancelled", cancelReason: "Zmiana terminu" });
    expect(refusal(() => takeStep(agreedToo.state, "cancel", A, on("2026-11-29"), "x y z"))).toBe(
      "invalidStatusChange",
    );
    const alone = takeStep(agreed, "cancel", B, on("2026-12-02"), "Awaria pojazdu");
    expect(alone.state).toMatchObject({ status: "cancelled", cancelReason: "Awaria pojazdu" });
    expect(alone.steps).toEqual(["started", "cancel"]);
  });

  it("takes the unloading day from the last window day the offer named", () => {
    const base = { loadFrom: "2026-12-01", loadTo: null, unloadFrom: null, unloadTo: null };
    expect(unloadDueOf(base)).toBe("2026-12-01");
    expect(unloadDueOf({ ...base, loadTo: "2026-12-02" })).toBe("2026-12-02");
    expect(unloadDueOf({ ...base, unloadFrom: "2026-12-04" })).toBe("2026-12-04");
    expect(unloadDueOf({ ...base, unloadFrom: "2026-12-04", unloadTo: "2026-12-05" })).toBe("2026-12-05");
  });
});
