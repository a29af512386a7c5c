/** The mean radius of the Earth in km (IUGG). PostgreSQL's earthdistance `earth()` is 6 378.168 km: 0.1 % more. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  lat: number;
  lon: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
