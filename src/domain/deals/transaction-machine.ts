import { todayInPoland } from "../../shared/contracts/offers.ts";
import {
  DEAL_LIMITS,
  type HistoryStep,
  type TransactionStatus,
  type TransactionStep,
} from "../../shared/contracts/deals.ts";
import { AppError } from "../errors.ts";

/**
 * A transaction's life in one place (issue 28; docs/decisions/032):
 *
 *   agreed ──(loading day)──▶ inProgress ──(both mark done, or one does and 3 days pass)──▶ completed
 *     │                          │
 *     └──────── cancelled ◀──────┘  (one side with a reason, or both ask: by agreement)
 *
 * A side marks it done from the unloading day on; the other side confirms by marking it done too,
 * or objects (with a reason) within 3 days, which takes the mark back; from a mark on, no side
 * cancels alone (only both asking). Completed and cancelled are final. Every other change is refused with invalidStatusChange. The clock's steps (started,
 * completed) are taken by `settle`, by the job and before any side's step.
 */
export interface MachineState {
  status: TransactionStatus;
  /** The first loading day (Polish calendar day). */
  loadFrom: string;
  /** The last day unloading is due. */
  unloadDue: string;
  doneByCompanyId: string | null;
  doneAt: Date | null;
  cancelRequestedBy: string | null;
  cancelReason: string | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

export interface Change {
  state: MachineState;
  /** What the history records (a side's step, or the clock's). */
  steps: HistoryStep[];
}

const final = (s: MachineState) => s.status === "completed" || s.status === "cancelled";
/** When a side's mark of "done" becomes completion unless the other side objects. */
export const objectionEnds = (doneAt: Date) => new Date(doneAt.getTime() + DEAL_LIMITS.objectionDays * 86_400_000);

/** The clock's steps due at `now`: started on the loading day, completed 3 days after a side's mark. */
export function settle(state: MachineState, now: Date): Change {
  let s = state;
  const steps: HistoryStep[] = [];
  if (s.status === "agreed" && todayInPoland(now) >= s.loadFrom) {
    s = { ...s, status: "inProgress" };
    steps.push("started");
  }
  if (s.status === "inProgress" && s.doneAt && now >= objectionEnds(s.doneAt)) {
    s = { ...s, status: "completed", completedAt: objectionEnds(s.doneAt), cancelRequestedBy: null };
    steps.push("completed");
  }
  return { state: s, steps };
}

/** The steps `company` may take now (after the clock's): what the page offers. */
export function allowedSteps(state: MachineState, company: string, now: Date): TransactionStep[] {
  const s = settle(state, now).state;
  if (final(s)) return [];
  const steps: TransactionStep[] = [];
  if (s.status === "inProgress" && todayInPoland(now) >= s.unloadDue && s.doneByCompanyId !== company) {
    steps.push("markDone");
  }
  if (s.doneByCompanyId && s.doneByCompanyId !== company) steps.push("object");
  if (s.cancelRequestedBy !== company) steps.push("requestCancel");
  // Once a side says it was carried out, no one ends it alone: the other objects, or both agree.
  if (!s.doneByCompanyId) steps.push("cancel");
  return steps;
}

/**
 * One side's step at `now`, after the clock's: the new state and what the history records, or
 * invalidStatusChange. `reason` is checked by the contract (cancel and object need one).
 */
export function takeStep(
  state: MachineState,
  step: TransactionStep,
  company: string,
  now: Date,
  reason: string | null = null,
): Change {
  const settled = settle(state, now);
  const s = settled.state;
  if (!allowedSteps(s, company, now).includes(step)) {
    throw new AppError("invalidStatusChange", { details: { status: s.status, step } });
  }
  const done = (next: MachineState): Change => ({ state: next, steps: [...settled.steps, step] });
  switch (step) {
    case "markDone":
      // The other side marked it already: both confirm, it is completed now.
      return s.doneByCompanyId
        ? {
            state: { ...s, status: "completed", completedAt: now, cancelRequestedBy: null },
            steps: [...settled.steps, step, "completed"],
          }
        : done({ ...s, doneByCompanyId: company, doneAt: now });
    case "object":
      return done({ ...s, doneByCompanyId: null, doneAt: null });
    case "requestCancel":
      // Both asked: cancelled by agreement.
      return s.cancelRequestedBy
        ? done({ ...s, status: "cancelled", cancelledAt: now, cancelReason: reason ?? s.cancelReason })
        : done({ ...s, cancelRequestedBy: company, cancelReason: reason });
    case "cancel":
      return done({ ...s, status: "cancelled", cancelledAt: now, cancelReason: reason });
  }
}

/** The day unloading is due: its last window day, or the loading's when the offer named none. */
export function unloadDueOf(terms: {
  loadFrom: string;
  loadTo: string | null;
  unloadFrom: string | null;
  unloadTo: string | null;
}): string {
  return terms.unloadTo ?? terms.unloadFrom ?? terms.loadTo ?? terms.loadFrom;
}
