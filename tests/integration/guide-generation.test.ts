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
import { useTestApp } from "../support/test-app.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-guides-"));
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("guide generation: job → PDF → status → download", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0", DATA_DIR: dataDir, GUIDE_RETRY_DELAY_SECONDS: "1" });
  let piotr: string;
  let jan: string;
  const call = async (method: string, url: string, token: string, body?: unknown) =>
    t.app.request(`/new-api${url}`, {
      method,
      headers: {
        accept: "application/json",
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const json = async (method: string, url: string, token: string, body?: unknown) => {
    const res = await call(method, url, token, body);
    return { status: res.status, body: (await res.json()) as Json };
  };
  /** Polls like the client does (much faster): until the guide is no longer generating. */
  const settled = async (guideId: string, token: string) => {
    for (let i = 0; i < 600; i++) {
      const { body } = await json("GET", `/guide/${guideId}`, token);
      if (!body.isProcessing) return body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the guide is still generating after 60 s");
  };
  const requestGuide = async (token: string, messages: string[]) => {
    const { body } = await json("POST", "/thread/create-thread", token, {});
    const threadId = body.threadId as string;
    await json("POST", "/thread/start-thread", token, { threadId });
    for (const content of messages) {
      const sent = await json("POST", "/thread/send-message", token, { threadId, content });
      expect(sent.status).toBe(200);
    }
    const requested = await json("POST", "/thread/request-guide", token, { threadId });
    expect(requested.status).toBe(202);
    return { threadId, guideId: requested.body.guideId as string };
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

    const res = await call("GET", `/pdf/download/${guideId}`, piotr);
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
    // The first full year with the ZUS stages it really has (issue 20), as the plan computes it.
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
    const ics = await call("GET", `/guide/${guideId}/calendar`, piotr);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = await ics.text();
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("SUMMARY:Składki ZUS za poprzedni miesiąc\r\n");
    expect(calendar).toContain("RRULE:FREQ=MONTHLY;COUNT=12");

    // The list shows it ready, and it is in the data directory under the guide's id.
    const list = await json("GET", "/guide/user", piotr);
    expect(list.body.items[0]).toMatchObject({ id: guideId, status: "ready" });
    expect(fs.existsSync(path.join(dataDir, "files", "guides", `${guideId}.pdf`))).toBe(true);
  });

  it("the guide is in the user's language at request time", async () => {
    const email = DEMO.members[1]!.email;
    const { body } = await json("POST", "/thread/create-thread", piotr, {});
    const threadId = body.threadId as string;
    await json("POST", "/thread/start-thread", piotr, { threadId });
    for (const content of ["Sklep internetowy", "8000 zł miesięcznie", "3000 zł miesięcznie"])
      await json("POST", "/thread/send-message", piotr, { threadId, content });
    await t.database.db.execute(`update users set locale = 'en' where email = '${email}'`);
    try {
      const requested = await json("POST", "/thread/request-guide", piotr, { threadId });
      const guideId = requested.body.guideId as string;
      await settled(guideId, piotr);
      const pdf = new Uint8Array(await (await call("GET", `/pdf/download/${guideId}`, piotr)).arrayBuffer());
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
    const { body } = await json("POST", "/thread/create-thread", piotr, {});
    const threadId = body.threadId as string;
    await json("POST", "/thread/start-thread", piotr, { threadId });
    for (const content of ["Sklep internetowy", "8000 zł miesięcznie", "3000 zł miesięcznie"])
      await json("POST", "/thread/send-message", piotr, { threadId, content });
    // A Polish account reading the portal in English.
    const res = await t.app.request("/new-api/thread/request-guide", {
      method: "POST",
      headers: {
        accept: "application/json",
        authorization: `Bearer ${piotr}`,
        "content-type": "application/json",
        cookie: "locale=en",
      },
      body: JSON.stringify({ threadId }),
    });
    const guideId = ((await res.json()) as Json).guideId as string;
    await settled(guideId, piotr);
    const pdf = new Uint8Array(await (await call("GET", `/pdf/download/${guideId}`, piotr)).arrayBuffer());
    expect(pdfText(pdf)).toContain("Your situation in brief");
  });

  it("another user's guide is 404 on every call; a guide still generating cannot be downloaded", async () => {
    const { guideId } = await requestGuide(piotr, ["Sklep z rowerami", "20 tys. zł miesięcznie", "5 tys. zł"]);
    for (const [method, url] of [
      ["GET", `/guide/${guideId}`],
      ["GET", `/pdf/download/${guideId}`],
      ["GET", `/guide/${guideId}/calendar`],
      ["POST", `/guide/${guideId}/retry`],
    ] as const) {
      const res = await call(method, url, jan);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    await settled(guideId, piotr);
    expect((await call("GET", "/pdf/download/not-a-uuid", piotr)).status).toBe(404);
  });

  it("a failed guide shows its reason and is made again on retry; a ready one cannot be retried", async () => {
    const { guideId } = await requestGuide(piotr, ["Warsztat samochodowy", "30 tys. zł miesięcznie", "10 tys. zł"]);
    await settled(guideId, piotr);
    const again = await json("POST", `/guide/${guideId}/retry`, piotr);
    expect(again.status).toBe(409);

    await t.database.db.update(guides).set({ status: "generating" }).where(eq(guides.id, guideId));
    await markGuideFailed(t.database.db, guideId, "generationFailed");
    const failed = await json("GET", `/guide/${guideId}`, piotr);
    expect(failed.body).toMatchObject({ status: "failed", isProcessing: false, error: "generationFailed" });
    expect((await call("GET", `/pdf/download/${guideId}`, piotr)).status).toBe(409);

    const retried = await json("POST", `/guide/${guideId}/retry`, piotr);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ status: "generating", isProcessing: true });
    expect(await settled(guideId, piotr)).toMatchObject({ status: "ready" });
  });
});
