import { OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { basePath } from "hono/route";
import { TrieRouter } from "hono/router/trie-router";
import type { Actor } from "../../domain/access/actor.ts";
import { AppError } from "../../domain/errors.ts";
import { TEXT_LIMITS } from "../../shared/text-rules.ts";
import { awaitActor } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { errorResponse, fieldsFromZod } from "../errors.ts";

/** The field code of a query parameter the operation does not take. */
export const UNKNOWN_PARAMETER = "unknownParameter";

/**
 * Refuses query parameters the route does not declare (`validation`, each under its own name in
 * `fields`), as a client reading the document expects: a misspelt `pageSize` is an error, not a
 * silent default. Without a session, a signed-in operation answers 401 first, as for any input.
 */
function declaredQueryOnly(route: RouteConfig, isPublic: boolean): MiddlewareHandler<AppEnv> {
  const query = route.request?.query;
  const declared = new Set(query instanceof z.ZodObject ? Object.keys(query.shape) : []);
  return async (c, next) => {
    const unknown = [...new URL(c.req.url).searchParams.keys()].filter((name) => !declared.has(name));
    if (unknown.length === 0) return next();
    if (!isPublic) await awaitActor(c);
    const fields = Object.fromEntries(unknown.map((name) => [name.slice(0, TEXT_LIMITS.key), [UNKNOWN_PARAMETER]]));
    throw new AppError("validation", { fields });
  };
}

/**
 * A REST router whose validation failures are the catalogued `validation` error. On a
 * router of signed-in operations (the default), a request without a valid session is answered 401
 * before its input is judged, as it would be had the input been valid: whatever the body, a client
 * without a session learns nothing but that it must sign in. Every route refuses query parameters
 * it does not declare; a route whose `security` is empty is public.
 */
export const createRouter = (options: { public?: boolean } = {}) => {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      if (!options.public) await awaitActor(c);
      throw new AppError("validation", { fields: fieldsFromZod(result.error) });
    },
  });
  const register = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    const isPublic = Boolean(options.public) || (Array.isArray(route.security) && route.security.length === 0);
    const own = [route.middleware ?? []].flat();
    return (register as (...args: unknown[]) => unknown)(
      { ...route, middleware: [declaredQueryOnly(route, isPublic), ...own] },
      ...rest,
    );
  }) as typeof router.openapi;
  return router;
};

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "validation" }),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi("Error");

/** The security of a signed-in operation: a session cookie or a bearer token. */
export const bearer = [{ bearer: [] }];

/** A refusal an operation declares: the error body, and when it is given. */
export const refusal = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

/** A required JSON body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

/** An answer in JSON: its schema and what it means. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** The signed-in actor of a request; without one, unauthorized. */
export const actorOf = (c: Context<AppEnv>): Actor => {
  if (!c.var.actor) throw new AppError("unauthorized");
  return c.var.actor;
};

// Not `as const`: a readonly object spread into a route's responses loses its statuses from the
// route's types (the typed client would not know the refusals).
const errorContent = { "application/json": { schema: ErrorSchema } };

/** The refusals of a signed-in operation: invalid input, and no session. */
export const errorResponses = {
  400: { description: "Invalid input, or a query parameter it does not take (validation)", content: errorContent },
  401: { description: "No session", content: errorContent },
};

/** The refusals of a public operation (`security: []`): it never asks for a session. */
export const publicErrorResponses = { 400: errorResponses[400] };

const errorRef = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

/**
 * Answers any operation can give beside its own, added to the document where an operation does not
 * describe them itself: 413 for a body over the limit (every method but GET), 503 while the database
 * is away or the file store is full (with `Retry-After`).
 */
export function withCommonAnswers<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as Record<string, { responses?: Record<string, unknown> }>[])
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation.responses ??= {});
      if (method !== "get")
        responses["413"] ??= { description: "The body is over 1 MiB (payloadTooLarge)", content: errorRef };
      responses["503"] ??= {
        description:
          "The database is unavailable (unavailable) or the file store is full (storageFull); retry after Retry-After",
        content: errorRef,
      };
    }
  return document;
}

/**
 * The last handler of the REST router: a path it serves asked with another method answers 405
 * `methodNotAllowed` with `Allow` (HEAD goes with GET); any other path, 404 `notFound`. The methods
 * are matched by Hono's own router against every route the API registered (the document's
 * operations, the document and the reference page).
 */
export function wrongMethodOrNotFound(api: OpenAPIHono<AppEnv>) {
  let router: TrieRouter<string> | undefined;
  let methods: string[] = [];
  return (c: Context<AppEnv>) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of api.routes.filter((r) => r.method !== "ALL"))
        router.add(route.method, route.path, route.method);
      methods = [...new Set(api.routes.map((r) => r.method).filter((m) => m !== "ALL"))];
    }
    const path = c.req.path.slice(basePath(c).length) || "/";
    const allowed = methods.filter((method) => router!.match(method, path)[0].length > 0);
    if (allowed.length === 0) return errorResponse(c, new AppError("notFound"));
    if (allowed.includes("GET")) allowed.push("HEAD");
    c.header("Allow", allowed.join(", "));
    return c.json({ error: { code: "methodNotAllowed", message: "methodNotAllowed" } }, 405);
  };
}
