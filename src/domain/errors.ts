/**
 * One application error type. `code` is from the portal's error catalogue plus the
 * generic ones below; transports map it to an HTTP status or a GraphQL extension, and the UI
 * translates it. The internal message and cause never reach the client.
 */
export const errorStatus = {
  // generic
  validation: 400,
  invalidInputObject: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyResourceCalls: 429,
  internal: 500,
  unavailable: 503,
  assistantUnavailable: 503,
  answerThresholdNotReached: 409,
  // accounts
  badPassword: 401,
  loginNotActive: 403,
  suspendedUserAccount: 403,
  lockoutUserAccount: 423,
  companyIsSuspended: 403,
  invalidToken: 400,
  emailCannotBeEmpty: 400,
  emailIsTaken: 409,
  tinTaken: 409,
  invalidPromoCode: 400,
  noUserHasBeenFound: 404,
  userNotFound: 404,
  companyNotFound: 404,
  passwordGenerationTokenInvalid: 400,
  confirmAccountTokenInvalid: 400,
  /** The sign-up wizard's draft ended (14 days, or it became an account), or its resume link was used. */
  registrationDraftExpired: 400,
  phraseMustBeAtLeast3: 400,
  operationIsRestricted: 403,
  invalidStatusChange: 409,
  userIsNotPartOfCompany: 403,
  deniedEditOfUserFromDifferentCompany: 403,
  deniedChangeOfUserStatus: 403,
  deniedUpdateOfCompany: 403,
  companyNeedsActiveAdmin: 409,
  missingPermissionToChangeCompanyStatus: 403,
  missingPermissionToChangeDocumentParams: 403,
  missingPermissionToCreatePricings: 403,
  missingPermissionToChangeEmployees: 403,
  missingPermissionToChangeUserStatus: 403,
  // company documents and their files
  companyDocumentNotFound: 404,
  documentIsAccepted: 409,
  fileTooLarge: 413,
  fileTypeNotAllowed: 415,
  fileEmpty: 400,
  fileCountLimit: 409,
  /** An upload's body stalled or came too slowly (MEDIA_IDLE_TIMEOUT_MS). */
  uploadTimedOut: 408,
  // ordering verification
  verificationDocumentsMissing: 409,
  verificationAlreadyRequested: 409,
  companyAlreadyVerified: 409,
  // plans, prices, promo codes and orders (docs/decisions/025)
  planNotFound: 404,
  planCodeTaken: 409,
  promoCodeTaken: 409,
  orderNotFound: 404,
  orderNotAwaitingPayment: 409,
  companySubscriptionNotFound: 404,
  // a company's vehicles (docs/decisions/027)
  vehicleNotFound: 404,
  deniedUpdateOfVehicle: 403,
  vehicleRegistrationTaken: 409,
  // the exchange's offers (docs/decisions/028)
  offerNotFound: 404,
  deniedUpdateOfOffer: 403,
  /** Editing or archiving an offer that left the exchange (archived or expired). */
  offerNotActive: 409,
  savedFilterNotFound: 404,
  // conversations between companies (docs/decisions/030)
  /** No such conversation of the caller's company (a non-participant is told the same). */
  conversationNotFound: 404,
  /** Either company denies the other (its deny list): no new conversation, no new message. */
  conversationBlocked: 403,
  /** A conversation with the caller's own company (about its own offer, or from its own profile). */
  conversationWithOwnCompany: 409,
  /** A read marker at a message that is not in the conversation. */
  conversationMessageNotFound: 404,
  conversationFileNotFound: 404,
  /** Archiving a conversation in which the other company wrote after what the person saw. */
  conversationChanged: 409,
  // deals: proposals and transactions (docs/decisions/032)
  /** The offer left the exchange or was concluded: no price is proposed, countered or accepted on it. */
  offerNotNegotiable: 409,
  /** A price proposed in a conversation that is not about an offer. */
  conversationWithoutOffer: 409,
  /** No such proposal of which the caller's company is a party (existence untold). */
  proposalNotFound: 404,
  /** A proposal already accepted, rejected, countered, withdrawn or closed. */
  proposalNotPending: 409,
  /** A proposal is pending in this negotiation already: answer it or withdraw it first. */
  proposalPending: 409,
  /** The step belongs to the other company (accepting one's own proposal, withdrawing the other's). */
  proposalOtherSide: 409,
  /** No such transaction of which the caller's company is a party (existence untold). */
  transactionNotFound: 404,
  /** A rating of a transaction that is not completed: only a completed one earns ratings. */
  ratingNotAllowed: 409,
  /** A rating given more than 30 days after the transaction was completed. */
  ratingWindowClosed: 409,
  /** A rating changed more than 14 days after it was given. */
  ratingNotEditable: 409,
  /** No such rating of which the caller's company is the rated one. */
  ratingNotFound: 404,
  /** The rated company has answered this rating already (once only). */
  ratingAlreadyAnswered: 409,
  // complaints between companies (docs/decisions/033)
  /** No such complaint of which the caller's company is a party (existence untold). */
  complaintNotFound: 404,
  /** A step of the complaint that is the other side's (withdrawing the other company's complaint, answering one's own). */
  deniedUpdateOfComplaint: 403,
  /** A status change the complaint's state machine does not allow from where it is. */
  invalidComplaintStatus: 409,
  /** No such file of this complaint. */
  complaintAttachmentNotFound: 404,
  /** The company complained against has responded already (once only). */
  complaintAlreadyResponded: 409,
  /** The company has an open complaint about this transaction or message already. */
  complaintOpen: 409,
  /** A complaint about the caller's own company's message. */
  complaintOwnMessage: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldErrors {
  [field: string]: string[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: FieldErrors; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.details = options.details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
