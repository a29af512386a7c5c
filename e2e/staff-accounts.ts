/**
 * Portal staff accounts of the journeys, one per journey that reviews as staff (each journey owns
 * its users). e2e/prepare-database.ts makes them in the e2e database before the server starts;
 * a journey signs in as its own with `test.use({ staffAccount: E2E_STAFF.… })` and `staffPage`.
 * The domain `.test` is reserved (RFC 2606): no mail leaves for these addresses.
 */
export interface StaffAccount {
  email: string;
  name: string;
  surname: string;
}

export const E2E_STAFF_PASSWORD = "Weryfikacja#E2e2026";

export const E2E_STAFF = {
  /** registration-to-verification.spec.ts: reviews the new company's documents and verifies it. */
  registrationToVerification: {
    email: "weryfikacja.staff@e2e.przewodnik.test",
    name: "Wiktoria",
    surname: "Sprawdzająca",
  },
  /** company-docs.spec.ts: looks at a company's scan inline and accepts its document. */
  companyDocuments: {
    email: "dokumenty.staff@e2e.przewodnik.test",
    name: "Dorota",
    surname: "Przeglądająca",
  },
  /** company-docs.spec.ts: finds a company among those awaiting verification and verifies it. */
  orderedVerification: {
    email: "zamowienia.staff@e2e.przewodnik.test",
    name: "Zenon",
    surname: "Zatwierdzający",
  },
  /** companies.spec.ts: finds a new company, verifies it, then suspends it. */
  companyStatus: {
    email: "statusy.staff@e2e.przewodnik.test",
    name: "Stefania",
    surname: "Zawieszająca",
  },
  /** deals.spec.ts: takes the journey's complaint and accepts it. */
  complaints: {
    email: "reklamacje.staff@e2e.przewodnik.test",
    name: "Regina",
    surname: "Rozpatrująca",
  },
} as const satisfies Record<string, StaffAccount>;
