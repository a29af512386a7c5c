import { type ClientRequestOptions, hc } from "hono/client";
import type { RestApi } from "../../server/rest/index.ts";

/**
 * A typed client of `/new-api`: each operation's request (path parameters, query, JSON body) and
 * its answers by status come from the route's zod contracts, so a caller reads `res.json()` as
 * the answer of the status it checked. `fetch` may be the app's own `request` (tests, in-process).
 */
export const restClient = (baseUrl: string, options?: ClientRequestOptions) => hc<RestApi>(baseUrl, options);

export type RestClient = ReturnType<typeof restClient>;

/** What every typed answer offers: its status and its body. */
export interface TypedAnswer {
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** A typed answer as status and body: one member per status the operation declares. */
export type Answer<R> = R extends { status: infer S; json(): Promise<infer B> } ? { status: S; body: B } : never;

/** The body of the answer with that status. */
export type BodyOf<R, S extends number> = Extract<Answer<R>, { status: S }>["body"];

/** The body of any success (2xx) answer. */
export type SuccessBodyOf<R> = Extract<Answer<R>, { status: 200 | 201 | 202 | 204 }>["body"];
