import { useEffect, useState } from "react";
import { restrictionCacheFresh, type RestrictionFeature, type RestrictionsState } from "../../shared/restrictions.ts";
import { graphql } from "./api-client.ts";

/** Restrictions are persisted locally and reused for 2 hours; the server checks again on every operation. */
export const RESTRICTIONS_KEY = "przewodnik.restrictions";

interface Cached {
  userId: string;
  fetchedAt: number;
  /** The company's restrictions version it was fetched at (moves on when a payment is confirmed). */
  version?: number;
  state: RestrictionsState;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The cached restrictions: the same user's, younger than 2 hours, and made at the company's
 * current restrictions version (the page's root data carries it), so a confirmed payment shows
 * at the next page load rather than 2 hours later.
 */
export function readCachedRestrictions(
  storage: Store,
  userId: string,
  now = Date.now(),
  version = 0,
): RestrictionsState | null {
  try {
    const cached = JSON.parse(storage.getItem(RESTRICTIONS_KEY) ?? "null") as Cached | null;
    if (!cached || cached.userId !== userId || !restrictionCacheFresh(cached.fetchedAt, now)) return null;
    if ((cached.version ?? 0) !== version) return null;
    return cached.state;
  } catch {
    return null;
  }
}

export function writeCachedRestrictions(
  storage: Store,
  userId: string,
  state: RestrictionsState,
  now = Date.now(),
  version = 0,
) {
  try {
    storage.setItem(RESTRICTIONS_KEY, JSON.stringify({ userId, fetchedAt: now, version, state } satisfies Cached));
  } catch {
    // Storage full or disabled: the next page asks again.
  }
}

export const clearCachedRestrictions = (storage: Store) => {
  try {
    storage.removeItem(RESTRICTIONS_KEY);
  } catch {
    // nothing to clear
  }
};

const QUERY = "{ restrictions { features { name } expireDate guidesLimit } }";

/** The signed-in user's restrictions: from the 2-hour cache at `version`, else fetched once and cached. */
export function useRestrictions(userId: string | null, version = 0): RestrictionsState | null {
  const [state, setState] = useState<RestrictionsState | null>(null);
  useEffect(() => {
    if (!userId) return;
    const cached = readCachedRestrictions(window.localStorage, userId, Date.now(), version);
    if (cached) {
      setState(cached);
      return;
    }
    let live = true;
    graphql<{ restrictions: { features: { name: string }[]; expireDate: string | null; guidesLimit: number | null } }>(
      QUERY,
    )
      .then(({ restrictions }) => {
        const fresh: RestrictionsState = {
          features: restrictions.features.map((f) => f.name as RestrictionFeature),
          expireDate: restrictions.expireDate,
          guidesLimit: restrictions.guidesLimit,
        };
        writeCachedRestrictions(window.localStorage, userId, fresh, Date.now(), version);
        if (live) setState(fresh);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [userId, version]);
  return state;
}
