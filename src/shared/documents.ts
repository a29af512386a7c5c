/**
 * The footer documents: PDFs the server makes from content/legal with the operator of its
 * configuration (src/server/legal-documents.ts).
 */
export const LEGAL_DOCUMENTS = ["terms", "data-protection", "privacy-policy", "cookie-policy", "manual"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const documentHref = (locale: string, doc: LegalDocument) => `/docs/${locale}/${doc}.pdf`;

/** The version of the terms and the privacy policy a sign-up consents to (their `updated` date). */
export const LEGAL_VERSION = "2026-11-22";
