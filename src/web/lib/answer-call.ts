/** An answer of /new-api with its error code, for the chat's own error handling (no redirects on 403). */
export type Answer<T> =
  { ok: true; body: T } | { ok: false; status: number; code: string; fields?: Record<string, string[]> };

export async function call<T>(method: "GET" | "POST", path: string, json?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(`/new-api${path}`, {
      method,
      headers: { accept: "application/json", ...(json !== undefined ? { "content-type": "application/json" } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, code: "network" };
  }
  if (res.status === 401) {
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/zaloguj?returnTo=${encodeURIComponent(here)}`);
  }
  if (res.ok) return { ok: true, body: (await res.json()) as T };
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; fields?: Record<string, string[]> };
  } | null;
  return { ok: false, status: res.status, code: body?.error?.code ?? "internal", fields: body?.error?.fields };
}
