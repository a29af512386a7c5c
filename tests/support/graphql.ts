import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/index.ts";
import { createSession } from "../../src/domain/accounts/session.service.ts";

interface AppLike {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string[]> } }[];
}

/** POST /api with an optional bearer token; the parsed body. */
export async function gql(
  app: AppLike,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLBody> {
  const res = await app.request("/api", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLBody;
}

/** The first error code, or "ok". */
export const codeOf = (body: GraphQLBody) => body.errors?.[0]?.extensions.code ?? "ok";

/** A session token for an existing account (no password round trip). */
export async function tokenFor(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return (await createSession(db, user.id)).token;
}
