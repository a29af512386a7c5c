import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { numbersGrounded } from "../../src/domain/guides/guide-narrative.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import { tokenFor } from "../support/graphql.ts";
import { pdfText } from "../support/pdf.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const words: string[] = [];
const fake = await startFakeLlm(words);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-narrative-"));
const say = (text: string) => words.splice(0, words.length, ...text.split(/(?<= )/));

describe("guides with an OpenAI-compatible model: the narrative is the model's, the numbers the calculators'", () => {
  const t = useTestApp({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake", DATA_DIR: dataDir, LLM_MAX_RETRIES: "0" });
  let anna: string;
  const guideText = async () => {
    fake.state.gapMs = 0;
    const api = restAs(() => t.app, anna);
    const { threadId } = await expectStatus(api.thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api.thread["start-thread"].$post({ json: { threadId } }), 200);
    for (const content of ["Pracownia ceramiki", "9 tys. zł miesięcznie", "2 tys. zł miesięcznie"])
      expect((await api.thread["send-message"].$post({ json: { threadId, content } })).status).toBe(200);
    const { guideId } = await expectStatus(api.thread["request-guide"].$post({ json: { threadId } }), 202);
    for (let i = 0; i < 300; i++) {
      const status = await expectStatus(api.guide[":id"].$get({ param: { id: guideId } }), 200);
      if (!status.isProcessing) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pdf = await api.pdf.download[":id"].$get({ param: { id: guideId } });
    return pdfText(new Uint8Array(await pdf.arrayBuffer()));
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
