import { useRouteLoaderData } from "react-router";
import type { rootData } from "./root-data.server.ts";

/** What the root loader gives every page (src/web/lib/root-data.server.ts). */
export type RootData = Awaited<ReturnType<typeof rootData>>;

/** The root loader's data, from any component (undefined on an error page rendered without it). */
export const useRootData = () => useRouteLoaderData<RootData>("root");
