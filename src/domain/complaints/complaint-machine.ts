import type {
  ComplaintAction,
  ComplaintOperation,
  ComplaintSide,
  ComplaintStatus,
} from "../../shared/contracts/complaints.ts";

/**
 * A complaint's life (spec §3; issue 28; docs/decisions/033), pure: issued → processed (staff take
 * it) → accepted or rejected (staff decide, with a reason); withdrawn by its author while issued or
 * processed. Nothing else moves it (invalidComplaintStatus); who may take which step is `sideOf`.
 */
const moves: Record<ComplaintAction, Partial<Record<ComplaintStatus, ComplaintStatus>>> = {
  take: { issued: "processed" },
  accept: { processed: "accepted" },
  reject: { processed: "rejected" },
  withdraw: { issued: "withdrawn", processed: "withdrawn" },
};

/** The status an action leads to from `status`, or null when the machine refuses it. */
export const nextComplaintStatus = (status: ComplaintStatus, action: ComplaintAction): ComplaintStatus | null =>
  moves[action][status] ?? null;

/** The side whose step an action is: staff take and decide, the author withdraws. */
export const sideOf = (action: ComplaintAction): ComplaintSide => (action === "withdraw" ? "author" : "staff");

/** Open: the complaint still waits for a decision (responses and files are taken). */
export const isOpen = (status: ComplaintStatus) => status === "issued" || status === "processed";

/** A decision needs a reason that both companies read. */
export const needsReason = (action: ComplaintAction) => action === "accept" || action === "reject";

export interface ComplaintState {
  status: ComplaintStatus;
  responded: boolean;
  /** Files the reader's side attached already, and how many it may. */
  filesOfSide: number;
  filesPerSide: number;
  /** The company complained against is verified (staff may send it back to verification). */
  againstVerified: boolean;
}

/** What a reader on `side` may do with the complaint now. */
export function complaintOperations(state: ComplaintState, side: ComplaintSide): ComplaintOperation[] {
  const ops: ComplaintOperation[] = [];
  for (const action of ["take", "accept", "reject", "withdraw"] as const) {
    if (sideOf(action) === side && nextComplaintStatus(state.status, action)) ops.push(action);
  }
  const open = isOpen(state.status);
  if (side === "against" && open && !state.responded) ops.push("respond");
  if (side !== "staff" && open && state.filesOfSide < state.filesPerSide) ops.push("addFile");
  if (side === "staff" && state.status !== "withdrawn" && state.status !== "issued" && state.againstVerified)
    ops.push("reverify");
  return ops;
}
