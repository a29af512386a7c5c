import { useMatches } from "react-router";
import { pageOfRouteId } from "../../../shared/route-table.ts";

/** The route-table id of the page being shown (aliases included), for "current entry disabled". */
export function useCurrentPageId(): string | undefined {
  const matches = useMatches();
  return pageOfRouteId(matches[matches.length - 1]?.id)?.id;
}
