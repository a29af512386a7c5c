import { distanceKm, type Point } from "../places/distance.ts";

/**
 * How well a load fits a vehicle (issue 26 "matching beyond the incumbents"): a score of 0–100
 * from four parts, each kept with the figure it was judged by so the page can explain it.
 *
 * - **Empty run** (40): the km the vehicle drives empty from where it is free to the loading
 *   place; full marks at 0 km, none at EMPTY_RUN_MAX_KM.
 * - **Route** (25): with a destination the vehicle named, how close the unloading place is to it
 *   (full marks within its radius, none at 3× the radius or 500 km); without one, the share of the
 *   trip that is loaded (loaded km / (empty + loaded km)), so a long paid trip after a short empty
 *   run ranks high.
 * - **Dates** (20): loading on the vehicle's first free day is best; each day later costs a
 *   seventh, a week or more later scores none (the windows overlap, or the pair is not a match).
 * - **Capacity** (15): the share of the payload the load uses (a full truck pays best).
 */

export const EMPTY_RUN_MAX_KM = 300;
export const WEIGHTS = { emptyRun: 40, route: 25, dates: 20, capacity: 15 } as const;

export interface VehicleSide {
  origin: Point;
  dest: Point | null;
  destRadiusKm: number | null;
  availableFrom: string;
  payloadKg: number;
}

export interface LoadSide {
  origin: Point;
  dest: Point | null;
  loadFrom: string;
  loadTo: string | null;
  weightKg: number;
}

export interface MatchScore {
  score: number;
  parts: {
    emptyRun: { points: number; km: number };
    route: { points: number; km: number; mode: "toDestination" | "loadedShare"; loadedKm: number | null };
    dates: { points: number; daysAfter: number };
    capacity: { points: number; percent: number };
  };
}

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const round1 = (x: number) => Math.round(x * 10) / 10;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function scoreMatch(vehicle: VehicleSide, load: LoadSide): MatchScore {
  const empty = distanceKm(vehicle.origin, load.origin);
  const emptyRun = WEIGHTS.emptyRun * clamp(1 - empty / EMPTY_RUN_MAX_KM);
  const loadedKm = load.dest ? distanceKm(load.origin, load.dest) : null;
  let route: MatchScore["parts"]["route"];
  if (vehicle.dest && load.dest) {
    const off = distanceKm(vehicle.dest, load.dest);
    const radius = vehicle.destRadiusKm ?? 100;
    const zero = Math.max(3 * radius, 500);
    const share = off <= radius ? 1 : clamp(1 - (off - radius) / (zero - radius));
    route = { points: round1(WEIGHTS.route * share), km: Math.round(off), mode: "toDestination", loadedKm };
  } else {
    const share = loadedKm === null ? 0.5 : loadedKm / Math.max(1, loadedKm + empty);
    route = { points: round1(WEIGHTS.route * share), km: Math.round(loadedKm ?? 0), mode: "loadedShare", loadedKm };
  }
  // The first day the load can be taken on or after the vehicle is free.
  const firstDay = load.loadFrom > vehicle.availableFrom ? load.loadFrom : vehicle.availableFrom;
  const daysAfter = Math.max(0, days(vehicle.availableFrom, firstDay));
  const dates = WEIGHTS.dates * clamp(1 - daysAfter / 7);
  const use = clamp(load.weightKg / Math.max(1, vehicle.payloadKg));
  const capacity = WEIGHTS.capacity * use;
  const parts = {
    emptyRun: { points: round1(emptyRun), km: Math.round(empty) },
    route,
    dates: { points: round1(dates), daysAfter },
    capacity: { points: round1(capacity), percent: Math.round(use * 100) },
  };
  const score = Math.round(parts.emptyRun.points + route.points + parts.dates.points + parts.capacity.points);
  return { score, parts };
}
