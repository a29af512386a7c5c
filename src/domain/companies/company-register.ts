/** The public company register (GUS REGON) as the sign-up form needs it: one lookup by NIP. */
export interface RegisteredCompany {
  tin: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  regon: string | null;
}

export interface CompanyRegister {
  /** The company registered under a (normalised, valid) NIP, or null when the register has none. */
  lookup(tin: string): Promise<RegisteredCompany | null>;
  readonly kind: "demo" | "gus";
}

export class RegisterUnavailableError extends Error {}
