/**
 * The state machine of a help request (staff answer and close requests). The spec
 * names no states for help requests (its complaint statuses belong to the freight complaints);
 * ADR 016 sets these. Pure data: the domain enforces it, the back-office shows only the actions
 * the current state allows.
 *
 * | from \ action | TAKE       | REPLY    | CLOSE  | REOPEN     |
 * | ------------- | ---------- | -------- | ------ | ---------- |
 * | new           | inProgress | answered | closed |            |
 * | inProgress    |            | answered | closed |            |
 * | answered      |            | answered | closed | inProgress |
 * | closed        |            |          |        | inProgress |
 */
export const HELP_REQUEST_STATUSES = ["new", "inProgress", "answered", "closed"] as const;
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];

export const HELP_REQUEST_ACTIONS = ["TAKE", "REPLY", "CLOSE", "REOPEN"] as const;
export type HelpRequestAction = (typeof HELP_REQUEST_ACTIONS)[number];

/** Actions that only change the status (a reply carries a message and goes through its own call). */
export const HELP_STATUS_ACTIONS = ["TAKE", "CLOSE", "REOPEN"] as const satisfies readonly HelpRequestAction[];
export type HelpStatusAction = (typeof HELP_STATUS_ACTIONS)[number];

const moves: Record<HelpRequestAction, Partial<Record<HelpRequestStatus, HelpRequestStatus>>> = {
  TAKE: { new: "inProgress" },
  REPLY: { new: "answered", inProgress: "answered", answered: "answered" },
  CLOSE: { new: "closed", inProgress: "closed", answered: "closed" },
  REOPEN: { answered: "inProgress", closed: "inProgress" },
};

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export const nextHelpRequestStatus = (status: HelpRequestStatus, action: HelpRequestAction): HelpRequestStatus | null =>
  moves[action][status] ?? null;

export const helpRequestActionsFrom = (status: HelpRequestStatus): HelpRequestAction[] =>
  HELP_REQUEST_ACTIONS.filter((action) => nextHelpRequestStatus(status, action) !== null);

/** Requests still waiting for staff (the list shows these by default). */
export const OPEN_HELP_STATUSES: readonly HelpRequestStatus[] = ["new", "inProgress"];

/** The list's filters: the open ones, all, or one status. */
export const HELP_LIST_FILTERS = ["open", "all", ...HELP_REQUEST_STATUSES] as const;
export type HelpListFilter = (typeof HELP_LIST_FILTERS)[number];

export const HELP_REPLY_MIN = 2;
export const HELP_REPLY_MAX = 10_000;
