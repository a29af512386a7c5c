/**
 * Password rules, shared by the live checklist in the browser and the server's
 * authoritative check: at least 8 characters, no whitespace, an upper-case letter, a lower-case
 * letter, a digit and a special symbol. Letters are Unicode letters, so "Ż" counts as upper case.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an unbounded input is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RULES = ["minLength", "noWhitespace", "upper", "lower", "digit", "special"] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const checks: Record<PasswordRule, (p: string) => boolean> = {
  minLength: (p) => [...p].length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  noWhitespace: (p) => p.length > 0 && !/\s/u.test(p),
  upper: (p) => /\p{Lu}/u.test(p),
  lower: (p) => /\p{Ll}/u.test(p),
  digit: (p) => /\p{Nd}/u.test(p),
  special: (p) => /[^\p{L}\p{N}\s]/u.test(p),
};

/** Each rule with whether the password meets it, in display order. */
export const checkPassword = (password: string): { rule: PasswordRule; ok: boolean }[] =>
  PASSWORD_RULES.map((rule) => ({ rule, ok: checks[rule](password) }));

export const failedPasswordRules = (password: string): PasswordRule[] =>
  checkPassword(password)
    .filter((r) => !r.ok)
    .map((r) => r.rule);

export const isValidPassword = (password: string) => failedPasswordRules(password).length === 0;
