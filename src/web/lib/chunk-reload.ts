/**
 * A failed load of a code chunk (usually a deploy replaced the hashed files) reloads the
 * page, at most once per 60 s, tracked in sessionStorage so a broken deploy cannot loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "przewodnik.chunkReloadAt";

export const isChunkLoadError = (reason: unknown): boolean =>
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    String((reason as { message?: string })?.message ?? reason),
  );

/** Returns true (and records the time) when a reload is allowed now. */
export function claimReload(storage: Pick<Storage, "getItem" | "setItem">, now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

export function installChunkReload(win: Window = window) {
  const reload = () => {
    try {
      if (claimReload(win.sessionStorage)) win.location.reload();
    } catch {
      /* storage disabled: never reload blindly */
    }
  };
  // Vite reports failed preloads with this event; dynamic imports surface as rejections.
  win.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reload();
  });
  win.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reload();
  });
}
