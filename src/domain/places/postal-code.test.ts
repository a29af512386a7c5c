import { describe, expect, it } from "vitest";
import { normalisePostalCode, postalPrefixStatus } from "./postal-code.ts";
import { POSTAL_FORMATS } from "./postal-formats.ts";

const canonical = (country: string, typed: string) => {
  const checked = normalisePostalCode(country, typed);
  return checked.ok ? checked.postalCode : checked.code;
};

describe("normalisePostalCode", () => {
  it("writes a Polish code as 00-000 however it is typed", () => {
    expect(canonical("PL", "00-950")).toBe("00-950");
    expect(canonical("PL", "00950")).toBe("00-950");
    expect(canonical("pl", " 00 950 ")).toBe("00-950");
    expect(canonical("PL", "0095")).toBe("postalCodeFormat");
    expect(canonical("PL", "00-9500")).toBe("postalCodeFormat");
  });

  it("takes five digits in Germany, no more, no fewer", () => {
    expect(canonical("DE", "10115")).toBe("10115");
    expect(canonical("DE", "1011")).toBe("postalCodeFormat");
    expect(canonical("DE", "101155")).toBe("postalCodeFormat");
    expect(canonical("DE", "1O115")).toBe("postalCodeFormat");
  });

  it("reads every British shape and puts the space before the inward code", () => {
    expect(canonical("GB", "sw1a1aa")).toBe("SW1A 1AA");
    expect(canonical("GB", "M1 1AE")).toBe("M1 1AE");
    expect(canonical("GB", "b338th")).toBe("B33 8TH");
    expect(canonical("GB", "CR2 6XH")).toBe("CR2 6XH");
    expect(canonical("GB", "DN55-1PT")).toBe("DN55 1PT");
    expect(canonical("GB", "W1A 0AX")).toBe("W1A 0AX");
    expect(canonical("GB", "GIR0AA")).toBe("GIR 0AA");
    expect(canonical("GB", "WC2H")).toBe("postalCodeFormat");
    expect(canonical("GB", "WC2H 7LTA")).toBe("postalCodeFormat");
  });

  it("writes a Dutch code as 1234 AB and refuses a leading zero", () => {
    expect(canonical("NL", "1234 AB")).toBe("1234 AB");
    expect(canonical("NL", "1234ab")).toBe("1234 AB");
    expect(canonical("NL", "0123 AB")).toBe("postalCodeFormat");
    expect(canonical("NL", "1234 SS")).toBe("postalCodeFormat");
  });

  it("adds or drops the country prefixes people write or leave out", () => {
    expect(canonical("LV", "1050")).toBe("LV-1050");
    expect(canonical("LT", "lt 01100")).toBe("LT-01100");
    expect(canonical("LU", "L-1009")).toBe("1009");
    expect(canonical("CZ", "11000")).toBe("110 00");
    expect(canonical("PT", "1000001")).toBe("1000-001");
  });

  it("says what is missing and gives the format's example", () => {
    expect(normalisePostalCode("PL", "  ")).toEqual({ ok: false, code: "required" });
    expect(normalisePostalCode("DE", "123")).toEqual({ ok: false, code: "postalCodeFormat", example: "10115" });
  });

  it("takes any short code of a country whose format it does not know", () => {
    expect(normalisePostalCode("BR", "01310-100")).toEqual({ ok: true, postalCode: "01310-100", known: false });
    expect(canonical("BR", "<script>")).toBe("postalCodeFormat");
  });

  it("accepts its own example in every country of the table", () => {
    for (const [country, format] of Object.entries(POSTAL_FORMATS)) {
      expect(canonical(country, format.example), country).toBe(format.example);
    }
  });
});

describe("postalPrefixStatus", () => {
  it("tells a code being typed from one that can no longer be right", () => {
    expect(postalPrefixStatus("PL", "00-9")).toBe("partial");
    expect(postalPrefixStatus("PL", "009")).toBe("partial");
    expect(postalPrefixStatus("PL", "00950")).toBe("complete");
    expect(postalPrefixStatus("PL", "0a")).toBe("invalid");
    expect(postalPrefixStatus("NL", "1234 a")).toBe("partial");
    expect(postalPrefixStatus("LV", "10")).toBe("partial");
    expect(postalPrefixStatus("US", "10")).toBe("unknownFormat");
  });
});
