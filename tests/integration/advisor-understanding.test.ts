import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { detectLanguage } from "../../src/domain/advisor/understanding/language.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs, wholeReply } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

/** The profile an interview leaves: a B2B programmer with no other employment. */
const INTERVIEWED = {
  stage: "starting",
  activity: "programowanie aplikacji dla firm",
  customers: "b2b",
  legalForm: "jdg",
  monthlyRevenue: 15000,
  monthlyCosts: 1000,
  businessInLast60Months: false,
  formerEmployerClient: false,
  otherEmployment: false,
  employees: 0,
  founders: 1,
  fundingNeeds: false,
};

describe("the advisor on a thread after the interview", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;

  const api = () => restAs(() => t.app, token);
  const newThread = async () => (await expectStatus(api().thread["create-thread"].$post({ json: {} }), 200)).threadId;
  const send = async (threadId: string, content: string) =>
    wholeReply(await expectStatus(api().thread["send-message"].$post({ json: { threadId, content } }), 200));
  const profileOf = async (threadId: string) =>
    (
      await t.database.db
        .select({ profile: advisorThreads.profile })
        .from(advisorThreads)
        .where(eq(advisorThreads.id, threadId))
    )[0]!.profile;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.admin.email); // a Polish account
  });

  it("answers each question in its own language and records none of them as a fact", async () => {
    const threadId = await newThread();
    await t.database.db.update(advisorThreads).set({ profile: INTERVIEWED }).where(eq(advisorThreads.id, threadId));
    await expectStatus(api().thread["start-thread"].$post({ json: { threadId } }), 200);

    const hire = await send(threadId, "Chcę zatrudnić pracownika na umowę o pracę — ile mnie to kosztuje?");
    const hireReply = hire.content;
    expect(detectLanguage(hireReply, "en")).toBe("pl");
    expect(hireReply.replace(/\s/g, " ")).toMatch(/5 ?790,28 zł/); // the minimum wage's total cost in 2026
    expect(hireReply).not.toContain("Zapisuję");
    expect(hire.sources.length).toBeGreaterThan(0);

    const company = await send(threadId, "Jak założyć spółkę z o.o.?");
    const companyReply = company.content;
    expect(detectLanguage(companyReply, "en")).toBe("pl");
    expect(companyReply).toMatch(/KRS|S24/);
    expect(companyReply).not.toContain("Zapisuję");
    expect(company.sources[0]!.articleId).toMatch(/spolka-zoo|rejestracja-spolki-s24-krs/);

    const register = await send(threadId, "Do I need a cash register if I sell to consumers?");
    const registerReply = register.content;
    expect(detectLanguage(registerReply, "pl")).toBe("en");
    expect(registerReply).toMatch(/20,000/);
    expect(registerReply).not.toContain("Noted");
    expect(register.sources[0]!.articleId).toBe("kasa-fiskalna");

    expect(await profileOf(threadId)).toEqual(INTERVIEWED);
  });

  it("records what the user states about themselves, amounts bound to their nouns", async () => {
    const threadId = await newThread();
    await expectStatus(api().thread["start-thread"].$post({ json: { threadId } }), 200);
    const reply = await send(threadId, "Programista, 15 000 zł przychodu miesięcznie i około 2 000 zł kosztów");
    expect(reply.content).toContain("Zapisuję");
    expect(await profileOf(threadId)).toMatchObject({ monthlyRevenue: 15000, monthlyCosts: 2000 });
  });
});
