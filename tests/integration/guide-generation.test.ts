import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guides, advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { assumedRyczaltRate } from "../../src/domain/advisor/computed/profile-comparison.ts";
import type { BusinessProfile } from "../../src/domain/advisor/profile.ts";
import { markGuideFailed } from "../../src/domain/guides/guide-generator.ts";
import { buildScenario } from "../../src/domain/guides/scenario.ts";
import { compareTaxForms } from "../../src/domain/tax/compare.ts";
import { formatMoney } from "../../src/shared/format.ts";
import { tokenFor } from "../support/graphql.ts";
import { pdfFonts, pdfInfo, pdfStructure, pdfText } from "../support/pdf.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-guides-"));
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("guide generation: job → PDF → status → download", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0", DATA_DIR: dataDir, GUIDE_RETRY_DELAY_SECONDS: "1" });
  let piotr: string;
  let jan: string;
  const api = (token: string, headers: Record<string, string> = {}) => restAs(() => t.app, token, headers);
  const download = (id: string, token: string) => api(token).pdf.download[":id"].$get({ param: { id } });
  const pdfOf = async (id: string, token: string) => new Uint8Array(await (await download(id, token)).arrayBuffer());
  /** Polls like the client does (much faster): until the guide is no longer generating. */
  const settled = async (guideId: string, token: string) => {
    for (let i = 0; i < 600; i++) {
      const body = await expectStatus(api(token).guide[":id"].$get({ param: { id: guideId } }), 200);
      if (!body.isProcessing) return body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the guide is still generating after 60 s");
  };
  /** A thread with these messages sent (each answered). */
  const threadWith = async (token: string, messages: string[]) => {
    const { threadId } = await expectStatus(api(token).thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api(token).thread["start-thread"].$post({ json: { threadId } }), 200);
    for (const content of messages) {
      const sent = await api(token).thread["send-message"].$post({ json: { threadId, content } });
      expect(sent.status).toBe(200);
    }
    return threadId;
  };
  const requestGuide = async (token: string, messages: string[]) => {
    const threadId = await threadWith(token, messages);
    const { guideId } = await expectStatus(api(token).thread["request-guide"].$post({ json: { threadId } }), 202);
    return { threadId, guideId };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    piotr = await tokenFor(t.database.db, DEMO.members[1]!.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
    await t.services.jobs.start({ work: true });
  });
  afterAll(async () => {
    await t.services.jobs.stop();
    await t.services.renderer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes a PDF with the calculators' figures for the user's profile, Polish text, an outline and links", async () => {
    const { threadId, guideId } = await requestGuide(piotr, [
      "Programowanie aplikacji dla firm",
      "15 tys. zł miesięcznie",
      "2 tys. zł miesięcznie",
      "Jak założyć jednoosobową działalność?",
    ]);
    const status = await settled(guideId, piotr);
    expect(status).toMatchObject({ id: guideId, status: "ready", isProcessing: false });

    const res = await download(guideId, piotr);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dzialalnosc-programowanie-aplikacji-dla-firm-plan-na-2026-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");

    // The figures are the calculators' own for the profile the conversation built.
    const [thread] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    const profile = thread!.profile as BusinessProfile;
    expect(profile).toMatchObject({ monthlyRevenue: 15000, monthlyCosts: 2000 });
    // The first full year with the ZUS stages it really has, as the plan computes it.
    const [guide] = await t.database.db.select().from(guides).where(eq(guides.id, guideId));
    const plan = buildScenario({ profile, now: guide!.createdAt, lang: "pl" });
    const stages = plan.taxes.stages.map((s) => s.stage);
    const expected = compareTaxForms({
      year: 2026,
      annualRevenue: 180000,
      annualCosts: 24000,
      zus: stages[0] === "start" ? "start" : "preferential",
      zusChanges:
        stages.length > 1 ? [{ fromMonth: plan.taxes.stages[0]!.months + 1, stage: "preferential" }] : undefined,
      sicknessInsurance: false,
      ryczaltRate: assumedRyczaltRate(profile.activity).rate,
    });
    const text = pdfText(pdf);
    for (const v of expected.variants) {
      expect(text).toContain(plain(formatMoney(v.netIncome, "pl")));
      expect(text).toContain(plain(formatMoney(v.incomeTax, "pl")));
    }
    expect(text).toContain(plain(formatMoney(420.86, "pl"))); // preferential ZUS a month
    expect(text).toContain("Piotr Zieliński");
    expect(text).toContain("Zalecana forma prawna");
    expect(text).toContain("Jednoosobowa działalność gospodarcza (JDG)");
    expect(text).toContain("Jak założyć jednoosobową działalność?");
    expect(text).toContain("nie jest poradą prawną ani podatkową");

    const { outline, links } = pdfStructure(pdf);
    expect(outline).toEqual(
      expect.arrayContaining([
        "1. Twoja sytuacja w skrócie",
        "3. Forma opodatkowania: porównanie dla Twoich liczb",
        "4. ZUS przez pierwsze 3 lata",
        "6. Lista kroków rejestracji",
      ]),
    );
    expect(links).toEqual(expect.arrayContaining(["https://www.biznes.gov.pl", "https://www.zus.pl"]));
    const info = pdfInfo(pdf);
    expect(info.Title).toBe("Działalność: programowanie aplikacji dla firm — plan na 2026");
    expect(info.Author).toContain("Przewodnik");
    expect(info.Tagged).toBe("yes");
    expect(Buffer.from(pdf).toString("latin1")).toContain("/Lang (pl)");
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(5);
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded && f.name.includes("DejaVuSans"))).toBe(true);

    // The calendar holds the deadlines, monthly ones as a recurrence.
    const ics = await api(piotr).guide[":id"].calendar.$get({ param: { id: guideId } });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = await ics.text();
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("SUMMARY:Składki ZUS za poprzedni miesiąc\r\n");
    expect(calendar).toContain("RRULE:FREQ=MONTHLY;COUNT=12");

    // The list shows it ready, and it is in the data directory under the guide's id.
    const list = await expectStatus(api(piotr).guide.user.$get({ query: {} }), 200);
    expect(list.items[0]).toMatchObject({ id: guideId, status: "ready" });
    expect(fs.existsSync(path.join(dataDir, "files", "guides", `${guideId}.pdf`))).toBe(true);
  });

  it("the guide is in the user's language at request time", async () => {
    const email = DEMO.members[1]!.email;
    const threadId = await threadWith(piotr, ["Sklep internetowy", "8000 zł miesięcznie", "3000 zł miesięcznie"]);
    await t.database.db.execute(`update users set locale = 'en' where email = '${email}'`);
    try {
      const requested = api(piotr).thread["request-guide"].$post({ json: { threadId } });
      const { guideId } = await expectStatus(requested, 202);
      await settled(guideId, piotr);
      const pdf = await pdfOf(guideId, piotr);
      const text = pdfText(pdf);
      expect(text).toContain("Your situation in brief");
      expect(Buffer.from(pdf).toString("latin1")).toContain("/Lang (en)");
      expect(text).toContain("This guide is not legal or tax advice");
      expect(text).toContain(plain(formatMoney(96000, "en")).replace(".00", ""));
    } finally {
      await t.database.db.execute(`update users set locale = 'pl' where email = '${email}'`);
    }
  });

  it("the page's language at request time decides the guide's, not the account's stored one", async () => {
    const threadId = await threadWith(piotr, ["Sklep internetowy", "8000 zł miesięcznie", "3000 zł miesięcznie"]);
    // A Polish account reading the portal in English.
    const inEnglish = api(piotr, { cookie: "locale=en" });
    const { guideId } = await expectStatus(inEnglish.thread["request-guide"].$post({ json: { threadId } }), 202);
    await settled(guideId, piotr);
    const pdf = await pdfOf(guideId, piotr);
    expect(pdfText(pdf)).toContain("Your situation in brief");
  });

  it("another user's guide is 404 on every call; a guide still generating cannot be downloaded", async () => {
    const { guideId } = await requestGuide(piotr, ["Sklep z rowerami", "20 tys. zł miesięcznie", "5 tys. zł"]);
    const param = { id: guideId };
    for (const [operation, attempt] of [
      ["GET /guide/{id}", () => api(jan).guide[":id"].$get({ param })],
      ["GET /pdf/download/{id}", () => download(guideId, jan)],
      ["GET /guide/{id}/calendar", () => api(jan).guide[":id"].calendar.$get({ param })],
      ["POST /guide/{id}/retry", () => api(jan).guide[":id"].retry.$post({ param })],
    ] as const) {
      expect((await attempt()).status, operation).toBe(404);
    }
    await settled(guideId, piotr);
    expect((await download("not-a-uuid", piotr)).status).toBe(404);
  });

  it("a failed guide shows its reason and is made again on retry; a ready one cannot be retried", async () => {
    const { guideId } = await requestGuide(piotr, ["Warsztat samochodowy", "30 tys. zł miesięcznie", "10 tys. zł"]);
    await settled(guideId, piotr);
    const retry = () => api(piotr).guide[":id"].retry.$post({ param: { id: guideId } });
    await expectStatus(retry(), 409);

    await t.database.db.update(guides).set({ status: "generating" }).where(eq(guides.id, guideId));
    await markGuideFailed(t.database.db, guideId, "generationFailed");
    const failed = await expectStatus(api(piotr).guide[":id"].$get({ param: { id: guideId } }), 200);
    expect(failed).toMatchObject({ status: "failed", isProcessing: false, error: "generationFailed" });
    expect((await download(guideId, piotr)).status).toBe(409);

    const retried = await expectStatus(retry(), 202);
    expect(retried).toMatchObject({ status: "generating", isProcessing: true });
    expect(await settled(guideId, piotr)).toMatchObject({ status: "ready" });
  });
});
