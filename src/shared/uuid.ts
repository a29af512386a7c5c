/** Ids in this portal are UUIDs; anything else names nothing (and never reaches a uuid column). */
export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
