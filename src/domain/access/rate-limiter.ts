/** Everything the portal charges against a budget (the budgets and their store live in the server). */
export type RateLimitAction =
  | "signIn"
  | "signUp"
  | "tokenRequest"
  | "availability"
  | "helpForm"
  | "taxCompare"
  | "chatMessage"
  | "graphqlRequest"
  | "addEmployeeByAdmin"
  | "addEmployeeByCompany"
  | "documentUploadByUser"
  | "documentUploadByCompany"
  | "registrationStep"
  | "registrationResumeByDraft"
  | "registrationResumeByEmail"
  | "placeLookup";

/** Takes one point of `action`'s budget for `key`; throws tooManyResourceCalls when it is spent. */
export interface RateLimiter {
  consume(action: RateLimitAction, key: string): Promise<void>;
}
