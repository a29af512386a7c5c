/** The `session` cookie: httpOnly, SameSite=Lax, Secure over https, never readable by scripts. */
export const SESSION_COOKIE = "session";
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60; // the session's absolute lifetime

export const sessionCookie = (token: string, secure: boolean) =>
  `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export const clearedSessionCookie = (secure: boolean) =>
  `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The catalogued code, field errors and details of an AppError crossing a module boundary (checked by shape, not class). */
export function appErrorOf(
  error: unknown,
): { code: string; status: number; fields?: Record<string, string[]>; retryAfterSeconds?: number } | null {
  if (!(error instanceof Error) || error.name !== "AppError") return null;
  const e = error as unknown as {
    code?: unknown;
    status?: unknown;
    fields?: Record<string, string[]>;
    details?: { retryAfterSeconds?: unknown };
  };
  if (typeof e.code !== "string") return null;
  const retry = e.details?.retryAfterSeconds;
  return {
    code: e.code,
    status: typeof e.status === "number" ? e.status : 400,
    ...(e.fields ? { fields: e.fields } : {}),
    ...(typeof retry === "number" ? { retryAfterSeconds: retry } : {}),
  };
}
