/**
 * Body types of a vehicle (the freight exchange's one list): a company's vehicles have one, a
 * load offer accepts several, a vehicle offer carries its vehicle's. Names are stable codes;
 * pages translate them (`vehicles:bodyTypes.<code>`).
 */
export const BODY_TYPES = [
  "curtain",
  "box",
  "refrigerated",
  "isothermal",
  "tanker",
  "flatbed",
  "container",
  "tipper",
  "carTransporter",
  "lowLoader",
  "walkingFloor",
  "silo",
  "timber",
  "other",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** The body types that keep a set temperature: only these carry a temperature range. */
export const TEMPERATURE_BODY_TYPES: readonly BodyType[] = ["refrigerated"];

export const keepsTemperature = (bodyType: string | null | undefined) =>
  TEMPERATURE_BODY_TYPES.includes(bodyType as BodyType);
