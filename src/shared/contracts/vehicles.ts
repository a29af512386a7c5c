import { z } from "zod";
import { BODY_TYPES, keepsTemperature } from "../body-types.ts";
import { choice, measure, optionalCheckbox, optionalText, REQUIRED, requiredText } from "./fields.ts";

/**
 * A company's vehicles (spec §2 /company/vehicles; DESIGN §7): the input of adding and editing one
 * (the page's form, the REST edge and the domain check the same schema) and the record the
 * services return (dates as dates; on the wire ISO text). Field codes are `common.json`
 * `fieldErrors`.
 */

/** What the vehicle is, as the exchange's users name it. */
export const VEHICLE_KINDS = [
  "van",
  "soloTruck",
  "tractorSemiTrailer",
  "truckTrailer",
  "tractorUnit",
  "other",
] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The ranges a page's inputs show and the schema checks. */
export const VEHICLE_LIMITS = {
  registrationMax: 12,
  payloadKg: { min: 1, max: 100_000 },
  volumeM3: { min: 0.1, max: 300 },
  loadingMetres: { min: 0.1, max: 40 },
  palletPlaces: { min: 1, max: 100 },
  temperature: { min: -40, max: 40 },
  notesMax: 1000,
} as const;

/**
 * A registration number as stored and compared: upper case, without spaces, dashes or dots
 * people type between its parts ("wr 12345", "WR-12345" and "WR12345" are one vehicle).
 */
export const normaliseRegistration = (value: string) =>
  value
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—―.]/g, "");

// Latin capitals (with their diacritics, e.g. German umlauts) and ASCII digits only: a Cyrillic "Х"
// that looks like a Latin "X" would make a second row for the same plate.
const REGISTRATION_PATTERN = new RegExp(
  `^(?:(?=\\p{Lu})\\p{Script=Latin}|[0-9]){2,${VEHICLE_LIMITS.registrationMax}}$`,
  "u",
);
export const isRegistration = (normalised: string) => REGISTRATION_PATTERN.test(normalised);

const registration = () =>
  requiredText({
    max: 32,
    format: (v) => (isRegistration(normaliseRegistration(v)) ? null : "registrationNumber"),
  }).transform(normaliseRegistration);

/** Adding or editing a vehicle (an edit sends every field again). */
export const vehicleInput = z
  .object({
    registrationNumber: registration(),
    kind: choice(VEHICLE_KINDS),
    bodyType: choice(BODY_TYPES),
    payloadKg: measure("payloadKg", VEHICLE_LIMITS.payloadKg, 0, true),
    volumeM3: measure("volumeM3", VEHICLE_LIMITS.volumeM3, 2),
    loadingMetres: measure("loadingMetres", VEHICLE_LIMITS.loadingMetres, 2),
    palletPlaces: measure("palletPlaces", VEHICLE_LIMITS.palletPlaces, 0),
    adr: optionalCheckbox(),
    temperatureMin: measure("temperature", VEHICLE_LIMITS.temperature, 0),
    temperatureMax: measure("temperature", VEHICLE_LIMITS.temperature, 0),
    notes: optionalText({ max: VEHICLE_LIMITS.notesMax, multiLine: true }),
  })
  .superRefine(
    (v, ctx) => {
      // One code per field: a field its own check refused gets no second one here.
      const issue = (path: string, message: string) => {
        if (!ctx.issues.some((i) => i.path?.[0] === path)) ctx.addIssue({ code: "custom", path: [path], message });
      };
      // Judged with the other fields' errors too (a body type not chosen yet decides nothing here).
      if (!v || typeof v !== "object" || !(BODY_TYPES as readonly unknown[]).includes(v.bodyType)) return;
      if (keepsTemperature(v.bodyType)) {
        if (v.temperatureMin === null) issue("temperatureMin", REQUIRED);
        if (v.temperatureMax === null) issue("temperatureMax", REQUIRED);
        if (v.temperatureMin !== null && v.temperatureMax !== null && v.temperatureMin > v.temperatureMax)
          issue("temperatureMax", "temperatureRange");
      } else {
        if (v.temperatureMin !== null) issue("temperatureMin", "temperatureOnlyRefrigerated");
        if (v.temperatureMax !== null) issue("temperatureMax", "temperatureOnlyRefrigerated");
      }
    },
    { when: () => true },
  );
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleValues = z.output<typeof vehicleInput>;

export const vehicleRecord = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  registrationNumber: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  bodyType: z.enum(BODY_TYPES),
  payloadKg: z.number().int(),
  volumeM3: z.number().nullable(),
  loadingMetres: z.number().nullable(),
  palletPlaces: z.number().int().nullable(),
  adr: z.boolean(),
  temperatureMin: z.number().int().nullable(),
  temperatureMax: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type VehicleRecord = z.infer<typeof vehicleRecord>;

/** A vehicle as the APIs send it: the dates as ISO text. */
export const wireVehicle = (v: VehicleRecord) => ({
  ...v,
  createdAt: v.createdAt.toISOString(),
  updatedAt: v.updatedAt.toISOString(),
});
