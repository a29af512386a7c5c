import { expect } from "vitest";
import type { z } from "zod";
import type { ErrorSchema } from "../../src/server/rest/openapi.ts";
import {
  type Answer,
  type BodyOf,
  type RestClient,
  restClient,
  type TypedAnswer as TypedResponse,
} from "../../src/web/lib/typed-api.ts";

interface AppLike {
  request(input: string | Request | URL, init?: RequestInit): Response | Promise<Response>;
}

/** The error contract of every REST refusal: `{ error: { code, message, fields? } }`. */
export type RestError = z.infer<typeof ErrorSchema>;

/**
 * The typed `/new-api` client on the app in process (no server): as a user with a session token,
 * or as a guest without one. JSON is asked for, so the advisor's reply comes whole.
 */
export function restAs(app: () => AppLike, token?: string, headers: Record<string, string> = {}): RestClient {
  return restClient("http://localhost/new-api", {
    fetch: (input: string | Request | URL, init?: RequestInit) => app().request(input, init),
    headers: {
      accept: "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** Status and parsed body of a typed answer, to compare whole or narrow by status. */
export async function answer<R extends TypedResponse>(response: R | Promise<R>): Promise<Answer<R>> {
  const res = await response;
  return { status: res.status, body: await res.json() } as Answer<R>;
}

/** The body of an answer that must have this (declared) status; otherwise the test fails, showing the body. */
export async function expectStatus<R extends TypedResponse, S extends R["status"]>(
  response: R | Promise<R>,
  status: S,
): Promise<BodyOf<R, S>> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as BodyOf<R, S>;
}

/** The error body of a refusal with this status (also one the operation does not declare: 413, 429, 503). */
export async function expectRefusal(response: TypedResponse | Promise<TypedResponse>, status: number) {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as RestError;
}

/** The advisor's reply as JSON (send-message, regenerate-reply asked with Accept: application/json). */
export function wholeReply<B>(body: B): Extract<B, { message: unknown }>["message"] {
  const isWhole = (value: B): value is Extract<B, { message: unknown }> =>
    typeof value === "object" && value !== null && "message" in value;
  expect(body).toMatchObject({ message: { role: "assistant" } });
  if (!isWhole(body)) throw new Error("the reply came streamed, not whole");
  return body.message;
}

/** One part of a streamed reply (an AI SDK UI message stream chunk), as the tests read it. */
export interface StreamEvent {
  type: string;
  id?: string;
  delta?: string;
  messageId?: string;
  url?: string;
  errorText?: string;
}

/** The parts of a streamed reply, in order (without the closing `[DONE]`). */
export const streamEvents = (body: string): StreamEvent[] =>
  body
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as StreamEvent);
