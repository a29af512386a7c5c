import { signInRedirect } from "../../shared/safe-return.ts";
import { toast } from "../components/ui/toast-store.ts";
import { type RestClient, restClient, type SuccessBodyOf, type TypedAnswer } from "./typed-api.ts";

/**
 * Browser calls to /new-api and /api: 401, 403 and 504 (or an unauthorized GraphQL error) sign out
 * and go to /zaloguj; other failures show the translated message if known. The session cookie is
 * httpOnly, so the browser sends it; nothing readable by scripts carries the token.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, status: number) {
    super(code);
    this.code = code;
    this.status = status;
  }
}

let translate: ((code: string) => string | undefined) | undefined;
/** The shell registers the current language's error texts (errors namespace). */
export const setErrorTranslator = (fn: (code: string) => string | undefined) => {
  translate = fn;
};

function report(error: ApiError) {
  const text = translate?.(error.code);
  if (text) toast.error(text);
  else console.warn("unhandled API error", error.code, error.status);
}

const goToSignIn = () => {
  window.location.assign(signInRedirect(window.location.pathname + window.location.search));
};

/** Failures of /new-api: 401, 403 and 504 sign out and go to /zaloguj; others are shown if known. */
async function refused(res: { status: number; json(): Promise<unknown> }): Promise<never> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
  const error = new ApiError(body?.error?.code ?? "internal", res.status);
  if ([401, 403, 504].includes(res.status)) goToSignIn();
  else report(error);
  throw error;
}

let client: RestClient | undefined;
/** The typed client of /new-api in the browser: the session cookie goes along, JSON is asked for. */
const browserClient = () =>
  (client ??= restClient("/new-api", {
    headers: { accept: "application/json" },
    init: { credentials: "same-origin" },
  }));

/**
 * A /new-api call. Typed: `newApi((api) => api.thread["latest-thread"].$get())` answers the
 * operation's success body as its contract declares it. By path, the caller names the type.
 */
export async function newApi<R extends TypedAnswer>(call: (api: RestClient) => Promise<R>): Promise<SuccessBodyOf<R>>;
export async function newApi<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T>;
export async function newApi(
  target: string | ((api: RestClient) => Promise<TypedAnswer>),
  init: RequestInit & { json?: unknown } = {},
): Promise<unknown> {
  if (typeof target === "function") {
    const res = await target(browserClient());
    if (res.status >= 200 && res.status < 300) return res.json();
    return refused(res);
  }
  const { json, ...rest } = init;
  const res = await fetch(`/new-api${target}`, {
    ...rest,
    headers: {
      accept: "application/json",
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...rest.headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    credentials: "same-origin",
  });
  if (res.ok) return res.json();
  return refused(res);
}

/** /api: an error whose extension message contains "unauthorized" signs out; others are shown if known. */
export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch("/api", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
    credentials: "same-origin",
  });
  const body = (await res
    .json()
    .catch(() => ({ errors: [{ extensions: { code: "internal", message: "internal" } }] }))) as {
    data?: T;
    errors?: { extensions?: { code?: string; message?: string } }[];
  };
  if (body.errors?.length) {
    const errors = body.errors.map((e) => new ApiError(e.extensions?.code ?? "internal", res.status));
    if (body.errors.some((e) => String(e.extensions?.message ?? "").includes("unauthorized"))) goToSignIn();
    else errors.forEach(report);
    throw errors[0]!;
  }
  return body.data as T;
}
