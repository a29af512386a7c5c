import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("works with an empty environment, with the documented defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      WORKER: "inline",
      LOG_LEVEL: "info",
      DEMO_SEED: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.secure).toBe(false);
  });

  it("stops on a bad PORT with one line naming the variable", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: "abc" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment variable PORT="abc": /);
      expect(message).not.toContain("\n");
    }
  });

  it.each([
    ["DATABASE_URL", "mysql://x"],
    ["WORKER", "sometimes"],
    ["LOG_LEVEL", "loud"],
    ["PUBLIC_URL", "not a url"],
    ["DEMO_SEED", "maybe"],
  ])("names %s when its value is wrong", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}=`));
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("turns the demo seed off by default with a PostgreSQL server, and on when asked", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/x" }).DEMO_SEED).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/x", DEMO_SEED: "on" }).DEMO_SEED).toBe(true);
  });

  it("requires LLM_MODEL with LLM_BASE_URL", () => {
    expect(() => parseConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(/LLM_MODEL/);
  });

  it("treats an https PUBLIC_URL as secure (HSTS, Secure cookies)", () => {
    expect(parseConfig({ NODE_ENV: "test", PUBLIC_URL: "https://przewodnik.example.pl" }).secure).toBe(true);
  });

  it("requires the operator's details in production over https, and keeps the demo operator elsewhere", () => {
    const operator = {
      OPERATOR_NAME: "Przewodnik S.A.",
      OPERATOR_ADDRESS: "ul. Prosta 1, 00-001 Warszawa",
      OPERATOR_NIP: "5260250995",
      OPERATOR_EMAIL: "kontakt@przewodnik.pl",
    };
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://przewodnik.pl" };
    expect(parseConfig({ ...production, ...operator }).operator).toMatchObject({
      name: "Przewodnik S.A.",
      privacyEmail: "kontakt@przewodnik.pl",
    });
    for (const name of Object.keys(operator)) {
      const without = { ...production, ...operator, [name]: "" };
      expect(() => parseConfig(without)).toThrow(new RegExp(`^Missing environment variable ${name}: `));
    }
    expect(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }).operator.name).toBe(
      "Przewodnik Demo sp. z o.o.",
    );
  });
});

describe("PUBLIC_URL (links never follow the request's Host)", () => {
  it("defaults to http://localhost:PORT outside production or on a loopback address", () => {
    expect(parseConfig({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseConfig({ HOST: "::1" }).publicUrlIsDefault).toBe(true);
  });

  it("is required in production on an address others can reach, with one line naming it", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.5", "przewodnik.example.pl"]) {
      let message = "";
      try {
        parseConfig({ NODE_ENV: "production", HOST: host });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Missing environment variable PUBLIC_URL: /);
      expect(message).not.toContain("\n");
    }
    const config = parseConfig({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://przewodnik.pl/",
      OPERATOR_NAME: "Przewodnik S.A.",
      OPERATOR_ADDRESS: "ul. Prosta 1, 00-001 Warszawa",
      OPERATOR_NIP: "5260250995",
      OPERATOR_EMAIL: "kontakt@przewodnik.pl",
    });
    expect(config.PUBLIC_URL).toBe("https://przewodnik.pl");
    expect(config.publicUrlIsDefault).toBe(false);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://przewodnik.pl",
    "https://user:pw@przewodnik.pl",
    "https://przewodnik.pl/?a=1",
  ])("refuses %s", (value) => {
    expect(() => parseConfig({ PUBLIC_URL: value })).toThrow(/^Invalid environment variable PUBLIC_URL=/);
  });
});

describe("TRUST_PROXY", () => {
  it("reads off, on (one proxy, as before), a number of proxies or a list of their addresses", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(0);
    for (const v of ["off", "false", "0", "no"]) expect(parseConfig({ TRUST_PROXY: v }).TRUST_PROXY).toBe(0);
    for (const v of ["on", "true", "1", "yes", "ON"]) expect(parseConfig({ TRUST_PROXY: v }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    const list = parseConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16, fd00::1" }).TRUST_PROXY;
    expect(typeof list === "object" && list.list).toEqual(["10.0.0.1", "10.1.0.0/16", "fd00::1"]);
  });

  it.each(["maybe", "11", "10.0.0.1, proxy.local", "10.0.0.0/33", "-1"])("refuses %s with one line", (value) => {
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment variable TRUST_PROXY="[^"\n]*": /);
  });
});

describe("METRICS_TOKEN", () => {
  it("is optional, and kept when long enough", () => {
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: "a-long-enough-secret" }).METRICS_TOKEN).toBe("a-long-enough-secret");
  });

  it("refuses a short token, naming the variable but never printing the secret", () => {
    expect(() => parseConfig({ METRICS_TOKEN: "short-secret" })).toThrow(
      /^Invalid environment variable METRICS_TOKEN: /,
    );
    try {
      parseConfig({ METRICS_TOKEN: "short-secret" });
    } catch (error) {
      expect((error as Error).message).not.toContain("short-secret");
    }
  });
});

describe("OPERATOR_* (who runs the portal, named in the legal documents)", () => {
  it("has a fictitious demo operator by default, the contact address also for personal data", () => {
    expect(parseConfig({}).operator).toEqual({
      name: "Przewodnik Demo sp. z o.o.",
      address: "ul. Przykładowa 1, 00-950 Warszawa",
      nip: "1234563218",
      email: "kontakt@przewodnik.example",
      privacyEmail: "kontakt@przewodnik.example",
    });
  });

  it("takes the operator's own details, a NIP written with dashes or a PL prefix included", () => {
    const { operator } = parseConfig({
      OPERATOR_NAME: "Firma Testowa S.A.",
      OPERATOR_ADDRESS: "ul. Długa 5, 80-001 Gdańsk",
      OPERATOR_NIP: "PL 526-018-15-96",
      OPERATOR_EMAIL: "biuro@firma.pl",
      OPERATOR_PRIVACY_EMAIL: "iod@firma.pl",
    });
    expect(operator).toEqual({
      name: "Firma Testowa S.A.",
      address: "ul. Długa 5, 80-001 Gdańsk",
      nip: "5260181596",
      email: "biuro@firma.pl",
      privacyEmail: "iod@firma.pl",
    });
  });

  it.each([
    ["OPERATOR_NIP", "1234567890"],
    ["OPERATOR_NIP", "12345"],
    ["OPERATOR_EMAIL", "kontakt"],
    ["OPERATOR_PRIVACY_EMAIL", "iod@"],
    ["OPERATOR_NAME", "X"],
  ])("names %s when its value is wrong", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}=`));
  });
});
