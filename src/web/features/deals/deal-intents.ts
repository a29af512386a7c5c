/** The steps of a negotiation a page posts, and the `?done=` each leaves (issue 28). */
export const DEAL_DONE = {
  propose: "proposed",
  counter: "countered",
  accept: "accepted",
  reject: "rejected",
  withdraw: "withdrawn",
} as const;
export type DealIntent = keyof typeof DEAL_DONE;
export const isDealIntent = (intent: string): intent is DealIntent => intent in DEAL_DONE;
