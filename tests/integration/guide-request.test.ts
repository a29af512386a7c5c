import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guides, advisorMessages, subscriptions, advisorThreads, users } from "../../src/db/schema/index.ts";
import { setCompanyRoles } from "../../src/domain/access/user-roles.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { makeCompany } from "../support/companies.ts";
import { tokenFor } from "../support/graphql.ts";
import { answer, expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

describe("/new-api/thread/request-guide and /new-api/guide", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let anna: string;
  let jan: string;
  let trialAdmin: string;
  const api = (token: string) => restAs(() => t.app, token);
  const requestGuide = (token: string, threadId: string) =>
    api(token).thread["request-guide"].$post({ json: { threadId } });
  /** An open thread with `answers` user messages in it. */
  const threadWith = async (token: string, answers: string[]) => {
    const { threadId } = await expectStatus(api(token).thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api(token).thread["start-thread"].$post({ json: { threadId } }), 200);
    for (const content of answers) {
      const sent = await api(token).thread["send-message"].$post({ json: { threadId, content } });
      expect(sent.status).toBe(200);
    }
    return threadId;
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
    const trial = await makeCompany(t.database.db, "Trial", { tin: "5260250995" });
    trialAdmin = await tokenFor(t.database.db, trial.admin.email);
  });

  it("refuses below the answer threshold with 409 answerThresholdNotReached and leaves the thread open", async () => {
    const threadId = await threadWith(anna, ["Sklep internetowy z odzieżą", "20 tys. zł miesięcznie"]);
    const refused = await expectStatus(requestGuide(anna, threadId), 409);
    expect(refused.error.code).toBe("answerThresholdNotReached");
    const [row] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(row!.status).toBe("open");
  });

  it("at the threshold ends the thread, answers 202 with a guide the user can poll, and only once", async () => {
    const threadId = await threadWith(anna, ["Sklep internetowy z odzieżą", "20 tys. zł miesięcznie", "5 tys. zł"]);
    const { guideId } = await expectStatus(requestGuide(anna, threadId), 202);
    const latest = await expectStatus(api(anna).thread["latest-thread"].$get(), 200);
    expect(latest.thread).toMatchObject({ threadId, status: "ended" });

    const status = await expectStatus(api(anna).guide[":id"].$get({ param: { id: guideId } }), 200);
    expect(status).toMatchObject({
      id: guideId,
      status: "generating",
      isProcessing: true,
      // Composed from the plan: the form the numbers recommend and the business, within 70 characters.
      title: "Działalność: sklep internetowy z odzieżą — plan na 2026",
    });
    const list = await expectStatus(api(anna).guide.user.$get({ query: { page: "1", pageSize: "10" } }), 200);
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    expect(list.items[0]!.id).toBe(guideId);

    const again = await expectStatus(requestGuide(anna, threadId), 409);
    expect(again.error.code).toBe("conflict");
    // Someone else's guide and thread are not there for them.
    expect((await api(jan).guide[":id"].$get({ param: { id: guideId } })).status).toBe(404);
    expect((await expectStatus(api(jan).guide.user.$get({ query: {} }), 200)).total).toBe(0);
    expect((await requestGuide(jan, threadId)).status).toBe(404);
    expect((await api(anna).guide[":id"].$get({ param: { id: "not-a-uuid" } })).status).toBe(404);
    await expectRefusal(api(anna).guide.user.$get({ query: { pageSize: "1000" } }), 400);
  });

  it("counts a trial plan's guides and refuses past its limit with operationIsRestricted", async () => {
    for (let i = 0; i < 3; i++) {
      const threadId = await threadWith(trialAdmin, ["Usługi programistyczne", "15k miesięcznie", "nie"]);
      await expectStatus(requestGuide(trialAdmin, threadId), 202);
    }
    const threadId = await threadWith(trialAdmin, ["Usługi programistyczne", "15k miesięcznie", "nie"]);
    const refused = await expectStatus(requestGuide(trialAdmin, threadId), 403);
    expect(refused.error.code).toBe("operationIsRestricted");
    const [row] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(row!.status).toBe("open");
    const made = await t.database.db.select().from(guides).where(eq(guides.userId, row!.userId));
    expect(made).toHaveLength(3);
  });
});

describe("a company's guide allowance under concurrent requests", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });

  it("ten employees asking at once against one remaining guide make exactly one", async () => {
    const { db } = t.database;
    await seedDemo(db);
    const { company, admin } = await makeCompany(db, "Wyscig", { tin: "7740001454" });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    const limit = sub!.guidesLimit!;
    // All but one of the plan's guides are made.
    for (let i = 0; i < limit - 1; i++) {
      const [thread] = await db.insert(advisorThreads).values({ userId: admin.id, status: "ended" }).returning();
      await db.insert(guides).values({ userId: admin.id, companyId: company.id, threadId: thread!.id, title: "Made" });
    }
    const threshold = t.services.advisor.policy.answerThreshold;
    const asks = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const [user] = await db
          .insert(users)
          .values({
            email: `pracownik${i}@wyscig.example.pl`,
            name: "Pracownik",
            surname: `Nr ${i}`,
            passwordHash: admin.passwordHash,
            companyId: company.id,
            isActive: true,
          })
          .returning();
        await setCompanyRoles(db, user!.id, false);
        const [thread] = await db.insert(advisorThreads).values({ userId: user!.id }).returning();
        await db.insert(advisorMessages).values(
          Array.from({ length: threshold }, (_, n) => ({
            threadId: thread!.id,
            role: "user" as const,
            content: `Odpowiedź ${n + 1}`,
          })),
        );
        return { token: await tokenFor(db, user!.email), threadId: thread!.id };
      }),
    );
    const answers = await Promise.all(
      asks.map(({ token, threadId }) =>
        answer(restAs(() => t.app, token).thread["request-guide"].$post({ json: { threadId } })),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused).toHaveLength(9);
    for (const r of refused)
      expect(r).toMatchObject({ status: 403, body: { error: { code: "operationIsRestricted" } } });
    const made = await db.select().from(guides).where(eq(guides.companyId, company.id));
    expect(made).toHaveLength(limit);
  });
});
