/**
 * A company's registration status (spec §3 "Registration statuses 0 to 3"; docs/decisions/023):
 * how far its sign-up has come. It only moves forward.
 */
export const REGISTRATION_STATUSES = [0, 1, 2, 3] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Each status's name, the key of its label (`registrationStatuses.<name>` in common.json). */
export const REGISTRATION_STATUS_NAMES = {
  0: "started",
  1: "confirmed",
  2: "submitted",
  3: "verified",
} as const satisfies Record<RegistrationStatus, string>;

/** The statuses as the APIs describe them (GraphQL's Company, REST's StaffCompany). */
export const REGISTRATION_STATUS_DESCRIPTION =
  "Registration status (ADR 023), staff only: 0 started, 1 account confirmed, 2 submitted for verification, 3 verified; it only moves forward. Null for anyone without viewCompanies.";

export const REGISTRATION_STATUS = { started: 0, confirmed: 1, submitted: 2, verified: 3 } as const;

export const registrationStatusName = (status: number) =>
  REGISTRATION_STATUS_NAMES[
    (REGISTRATION_STATUSES as readonly number[]).includes(status) ? (status as RegistrationStatus) : 0
  ];
