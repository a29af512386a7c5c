import { RURAL_HINTS } from "./rural-hints.ts";
import { TRANSPORT_HINTS } from "./transport-hints.ts";

/** The hints of whole sectors: road transport and the trades, then the countryside and farms. */
export const SECTOR_HINTS = [...TRANSPORT_HINTS, ...RURAL_HINTS];
