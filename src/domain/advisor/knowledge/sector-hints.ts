import { ENDING_HINTS } from "./ending-hints.ts";
import { PROFESSIONS_HINTS } from "./professions-hints.ts";
import { RURAL_HINTS } from "./rural-hints.ts";
import { TRANSPORT_HINTS } from "./transport-hints.ts";

/** The hints of whole sectors (road transport and the trades, the countryside and farms) and of ending a business. */
export const SECTOR_HINTS = [...TRANSPORT_HINTS, ...RURAL_HINTS, ...ENDING_HINTS, ...PROFESSIONS_HINTS];
