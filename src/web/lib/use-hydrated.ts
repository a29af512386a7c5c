import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False on the server and during hydration, true once the page's script runs. */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
