/**
 * The legal forms of a company as users write them, folded: one spelling list for recording the
 * user's form, for a company's deadlines and for the topic hints.
 */

/** A limited liability company: "sp. z o.o.", "spzoo", "z o.o.", "spółka z ograniczoną…", "LLC", "Ltd". */
const SP_ZOO_WORDS =
  "sp\\.? ?z ?o\\.? ?o\\.?|spzoo|zoo|z o\\.? ?o\\.?|spol[kc]\\w* z (ograniczon\\w*|o\\.? ?o\\.?)|ograniczon\\w* odpowiedzialn\\w*|limited (liability )?company|llc|ltd";
/** A simple or ordinary joint-stock company. */
const JOINT_STOCK_WORDS = "psa|prost\\w* spol[kc]\\w* akcyjn\\w*|spol[kc]\\w* akcyjn\\w*";

/** A limited liability company named. */
export const SP_ZOO = new RegExp(`\\b(${SP_ZOO_WORDS})(?!\\w)`);
/** A simple joint-stock company (PSA) named. */
export const PSA = /\b(psa|prost\w* spol[kc]\w* akcyjn\w*)\b/;
/** A capital company (a legal person): sp. z o.o., PSA or S.A., or the words "capital company". */
export const CAPITAL_COMPANY = new RegExp(
  `\\b(${SP_ZOO_WORDS}|${JOINT_STOCK_WORDS}|spol[kc]\\w* kapitalow\\w*|capital compan\\w*)(?!\\w)`,
);
