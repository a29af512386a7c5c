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
    expect(parseConfig({ PUBLIC_URL: "https://przewodnik.example.pl" }).secure).toBe(true);
  });
});
