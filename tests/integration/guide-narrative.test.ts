import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { numbersGrounded } from "../../src/domain/guides/guide-narrative.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import { tokenFor } from "../support/graphql.ts";
import { pdfText } from "../support/pdf.ts";
import { useTestApp } from "../support/test-app.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const words: string[] = [];
const fake = await startFakeLlm(words);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-narrative-"));
const say = (text: string) => words.splice(0, words.length, ...text.split(/(?<= )/));

describe("guides with an OpenAI-compatible model: the narrative is the model's, the numbers the calculators'", () => {
  const t = useTestApp({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake", DATA_DIR: dataDir, LLM_MAX_RETRIES: "0" });
  let anna: string;
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await t.app.request(`/new-api${url}`, {
      method,
      headers: {
        accept: "application/json",
        authorization: `Bearer ${anna}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res;
  };
  const guideText = async () => {
    fake.state.gapMs = 0;
    const { threadId } = (await (await call("POST", "/thread/create-thread", {})).json()) as Json;
    await call("POST", "/thread/start-thread", { threadId });
    for (const content of ["Pracownia ceramiki", "9 tys. zł miesięcznie", "2 tys. zł miesięcznie"])
      expect((await call("POST", "/thread/send-message", { threadId, content })).status).toBe(200);
    const { guideId } = (await (await call("POST", "/thread/request-guide", { threadId })).json()) as Json;
    for (let i = 0; i < 300; i++) {
      const status = (await (await call("GET", `/guide/${guideId}`)).json()) as Json;
      if (!status.isProcessing) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return pdfText(new Uint8Array(await (await call("GET", `/pdf/download/${guideId}`)).arrayBuffer()));
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    await t.services.jobs.start({ work: true });
  });
  afterAll(async () => {
    await t.services.jobs.stop();
    await t.services.renderer.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes the situation with the model, grounded on the composed facts", async () => {
    say("Twoja pracownia ceramiki rusza jako jednoosobowa działalność z ulgą na start.");
    const text = (await guideText()).replace(/\s+/g, " ");
    expect(text).toContain("Twoja pracownia ceramiki rusza jako jednoosobowa działalność z ulgą na start.");
    const prompt = JSON.stringify(fake.state.requests.at(-1));
    expect(prompt).toContain("FACTS:");
    expect(prompt).toMatch(/przychód 9000\szł miesięcznie/);
  });

  it("throws away a model's text with a number the calculators did not give", async () => {
    say("Zarobisz 987 654 zł już w pierwszym roku.");
    const text = (await guideText()).replace(/\s+/g, " ");
    expect(text).not.toContain("987 654");
    expect(text).toContain("Planujesz działalność: Pracownia ceramiki.");
  });

  it("numbersGrounded reads Polish and English number formats", () => {
    expect(numbersGrounded("Zostaje 95 635,72 zł.", "netto 95\u00a0635,72 zł")).toBe(true);
    expect(numbersGrounded("You keep PLN 95,635.72.", "net 95 635,72 zł")).toBe(true);
    expect(numbersGrounded("Około 96 000 zł.", "netto 95 635,72 zł")).toBe(false);
  });
});
