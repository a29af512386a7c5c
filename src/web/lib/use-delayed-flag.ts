import { useEffect, useState } from "react";

/** A fetch shows its loading indicator only once it has taken 200 ms (no flicker). */
export const LOADING_DELAY_MS = 200;

export function useDelayedFlag(active: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return active && shown;
}
