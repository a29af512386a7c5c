import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./fields.ts";
import { isRegistration, normaliseRegistration, vehicleInput } from "./vehicles.ts";

const van = { registrationNumber: "wr 12345", kind: "van", bodyType: "box", payloadKg: "1200" };
const reefer = { ...van, bodyType: "refrigerated", temperatureMin: "-20", temperatureMax: "4" };

describe("registration numbers", () => {
  it("are upper case without spaces, dashes or dots", () => {
    expect(normaliseRegistration(" wr 123-45 ")).toBe("WR12345");
    expect(normaliseRegistration("dw–1234a")).toBe("DW1234A");
    expect(normaliseRegistration("B-AB.123")).toBe("BAB123");
    expect(normaliseRegistration("mü-ab 12")).toBe("MÜAB12");
    expect(normaliseRegistration("ＷＲ１２")).toBe("WR12");
  });

  it("have 2 to 12 letters and digits once normalised", () => {
    expect(isRegistration("WR12345")).toBe(true);
    expect(isRegistration("W")).toBe(false);
    expect(isRegistration("ABCDEFGHIJKLM")).toBe(false);
    expect(isRegistration("WR12_45")).toBe(false);
    expect(fieldErrorsOf(vehicleInput, { ...van, registrationNumber: "W-" })).toEqual({
      registrationNumber: ["registrationNumber"],
    });
    expect(fieldErrorsOf(vehicleInput, { ...van, registrationNumber: "  " })).toEqual({
      registrationNumber: ["required"],
    });
  });

  it("take Latin letters and ASCII digits only: a look-alike Cyrillic plate is no second plate", () => {
    expect(isRegistration(normaliseRegistration("MÜ-AB 123"))).toBe(true);
    expect(isRegistration(normaliseRegistration("WХ1234А"))).toBe(false); // Cyrillic Х and А
    expect(isRegistration(normaliseRegistration("WX١٢٣"))).toBe(false); // Arabic-Indic digits
  });

  it("the contract gives the normalised number", () => {
    expect(vehicleInput.parse(van).registrationNumber).toBe("WR12345");
  });
});

describe("the vehicle contract", () => {
  it("reads numbers typed with a comma or a point, and empty optional ones as null", () => {
    const v = vehicleInput.parse({ ...van, volumeM3: "19,5", loadingMetres: "4.2", palletPlaces: "" });
    expect(v).toMatchObject({ payloadKg: 1200, volumeM3: 19.5, loadingMetres: 4.2, palletPlaces: null });
    expect(vehicleInput.parse({ ...van, payloadKg: 24000, volumeM3: 90 })).toMatchObject({
      payloadKg: 24000,
      volumeM3: 90,
    });
  });

  it("refuses each measure out of its range, with too many decimals, or not a number", () => {
    expect(
      fieldErrorsOf(vehicleInput, {
        ...van,
        payloadKg: "12.5",
        volumeM3: "1,234",
        loadingMetres: "41",
        palletPlaces: "dużo",
      }),
    ).toEqual({
      payloadKg: ["payloadKg"],
      volumeM3: ["volumeM3"],
      loadingMetres: ["loadingMetres"],
      palletPlaces: ["palletPlaces"],
    });
    expect(fieldErrorsOf(vehicleInput, { ...van, payloadKg: "" })).toEqual({ payloadKg: ["required"] });
    expect(fieldErrorsOf(vehicleInput, { ...van, payloadKg: 0 })).toEqual({ payloadKg: ["payloadKg"] });
  });

  it("names a missing kind or body type required and an unknown one invalid", () => {
    expect(fieldErrorsOf(vehicleInput, { ...van, kind: undefined, bodyType: "balloon" })).toEqual({
      kind: ["required"],
      bodyType: ["invalidOption"],
    });
  });

  it("asks a refrigerated body for its range, minimum not above maximum", () => {
    expect(vehicleInput.parse(reefer)).toMatchObject({ temperatureMin: -20, temperatureMax: 4 });
    expect(fieldErrorsOf(vehicleInput, { ...reefer, temperatureMin: "5", temperatureMax: "4" })).toEqual({
      temperatureMax: ["temperatureRange"],
    });
    expect(fieldErrorsOf(vehicleInput, { ...reefer, temperatureMin: "4", temperatureMax: "4" })).toEqual({});
    expect(fieldErrorsOf(vehicleInput, { ...reefer, temperatureMax: "" })).toEqual({ temperatureMax: ["required"] });
    expect(fieldErrorsOf(vehicleInput, { ...reefer, temperatureMin: "-41" })).toEqual({
      temperatureMin: ["temperature"],
    });
  });

  it("keeps a temperature range for refrigerated bodies only", () => {
    expect(fieldErrorsOf(vehicleInput, { ...van, temperatureMin: "2", temperatureMax: "8" })).toEqual({
      temperatureMin: ["temperatureOnlyRefrigerated"],
      temperatureMax: ["temperatureOnlyRefrigerated"],
    });
  });

  it("limits notes to 1000 characters", () => {
    expect(fieldErrorsOf(vehicleInput, { ...van, notes: "x".repeat(1001) })).toEqual({ notes: ["tooLong"] });
    expect(fieldErrorsOf(vehicleInput, { ...van, notes: "Winda\nPasy" })).toEqual({});
  });
});

describe("the vehicle contract's cross-field rule", () => {
  it("runs with other fields' errors too, and never on what is no object", () => {
    expect(fieldErrorsOf(vehicleInput, { ...van, payloadKg: "x", temperatureMin: "2" })).toEqual({
      payloadKg: ["payloadKg"],
      temperatureMin: ["temperatureOnlyRefrigerated"],
    });
    expect(vehicleInput.safeParse(null).success).toBe(false);
  });
});
