import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const get = (ip = "203.0.113.20") => ({ headers: { "x-forwarded-for": ip } });
const post = (body: unknown, ip = "203.0.113.20") => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": ip },
  body: JSON.stringify(body),
});

describe("/place (spec §7)", () => {
  const t = useTestApp();

  it("suggests towns by the start of a name, without a session, in the asked language", async () => {
    const res = await t.app.request("/place/cities?q=krak&lang=pl", get());
    expect(res.status).toBe(200);
    const { cities } = (await res.json()) as { cities: { name: string; country: string; countryName: string }[] };
    expect(cities[0]).toMatchObject({ name: "Kraków", country: "PL", countryName: "Polska" });
    expect(cities.length).toBeLessThanOrEqual(10);

    const en = await (await t.app.request("/place/cities?q=warszawa&lang=en&limit=1", get())).json();
    expect(en).toEqual({
      cities: [expect.objectContaining({ name: "Warsaw", countryName: "Poland", lat: expect.any(Number) })],
    });
  });

  it("checks a typed postal code against its country's format instead of finding towns by it", async () => {
    const partial = await (await t.app.request("/place/cities?q=00-9&country=pl", get())).json();
    expect(partial).toEqual({ cities: [], postal: { status: "partial", example: "00-950" } });
    const whole = await (await t.app.request("/place/cities?q=1234ab&country=NL", get())).json();
    expect(whole).toEqual({ cities: [], postal: { status: "complete", normalised: "1234 AB", example: "1234 AB" } });
  });

  it("refuses a query without text, with a wrong country code or a parameter it does not take", async () => {
    const empty = await t.app.request("/place/cities?q=", get());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: { code: "validation", message: "validation", fields: { q: ["required"] } },
    });
    const country = await t.app.request("/place/cities?q=krak&country=POL", get());
    expect(((await country.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      country: ["countryUnknown"],
    });
    const extra = await t.app.request("/place/cities?q=krak&sort=name", get());
    expect(((await extra.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      sort: ["unknownParameter"],
    });
  });

  it("lists the countries by name with their postal example", async () => {
    const body = (await (await t.app.request("/place/countries?lang=pl&europe=true", get())).json()) as {
      countries: { code: string; name: string; postalExample?: string }[];
    };
    expect(body.countries.find((c) => c.code === "DE")).toEqual({
      code: "DE",
      name: "Niemcy",
      europe: true,
      postalExample: "10115",
    });
    expect(body.countries.every((c) => c.code !== "US")).toBe(true);
  });

  it("answers in the request's language when no lang is asked", async () => {
    const english = { headers: { ...get("203.0.113.21").headers, cookie: "locale=en" } };
    const countries = (await (await t.app.request("/place/countries?europe=true", english)).json()) as {
      countries: { code: string; name: string }[];
    };
    expect(countries.countries.find((c) => c.code === "DE")?.name).toBe("Germany");
    const cities = (await (await t.app.request("/place/cities?q=warszawa&limit=1", english)).json()) as {
      cities: { name: string }[];
    };
    expect(cities.cities[0]?.name).toBe("Warsaw");
    const polish = (await (await t.app.request("/place/countries", get("203.0.113.21"))).json()) as {
      countries: { code: string; name: string }[];
    };
    expect(polish.countries.find((c) => c.code === "DE")?.name).toBe("Niemcy");
  });

  it("validates a whole place: the first error only, else the place canonical with coordinates", async () => {
    const first = await t.app.request("/place/validate?lang=pl", post({ country: "PL", city: "Kraków" }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: false, error: { field: "postalCode", code: "required" } });
    const good = await (
      await t.app.request("/place/validate", post({ country: "pl", postalCode: "31000", city: "krakow" }))
    ).json();
    expect(good).toMatchObject({
      ok: true,
      place: { country: "PL", postalCode: "31-000", city: "Kraków", cityId: expect.any(Number) },
    });
    const broken = await t.app.request("/place/validate", { ...post({}), body: "{" });
    expect(broken.status).toBe(400);
  });
});

describe("/place rate limit", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "0.01", TRUST_PROXY: "on" });

  it("answers 429 tooManyResourceCalls with Retry-After once a client's budget is spent", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.request("/place/cities?q=lyon", get("198.51.100.9"))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.app.request("/place/cities?q=lyon", get("198.51.100.9"));
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("tooManyResourceCalls");
    expect((await t.app.request("/place/cities?q=lyon", get("198.51.100.10"))).status).toBe(200);
  });
});
