import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ratings } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { agreedTransaction } from "../support/deals.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const DAY = 86_400_000;

/**
 * Ratings through /new-api (issue 28; docs/decisions/032): only a completed transaction earns
 * them, once per side, within 30 days, changed within 14; the rated company answers once; the
 * profile sums them up per category, over the last 12 months and as "pays on time".
 */
describe("ratings that only a completed transaction earns", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    t.services.deals.clock.offsetMs = 0;
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
  });

  const daysPass = (days: number) => {
    t.services.deals.clock.offsetMs = days * DAY;
  };
  /** A transaction of the two (loading tomorrow, unloading in 3 days), agreed. */
  const agreed = async () => (await agreedTransaction(api, shipper, carrier)).transactionId;
  const step = (token: string, transactionId: string, s: string, reason?: string) =>
    expectStatus(
      api(token).transactions[":transactionId"].steps.$post({
        param: { transactionId },
        json: { step: s, reason } as never,
      }),
      200,
    );
  /** Agreed, then both marked it done on the unloading day: completed then (clock at +3 days). */
  const completed = async () => {
    const id = await agreed();
    daysPass(3);
    await step(shipper.tokens.member, id, "markDone");
    await step(carrier.tokens.member, id, "markDone");
    return id;
  };
  const rate = (token: string, transactionId: string, json: Record<string, unknown>) =>
    api(token).transactions[":transactionId"].rating.$put({ param: { transactionId }, json: json as never });
  const asShipper = { communication: 5, punctuality: 4, care: 5, comment: "Sprawnie i na czas" };
  const asCarrier = { payment: 5, fairness: 4, communication: 4 };

  it("is refused before completion and after cancellation, and no rating is made", async () => {
    const id = await agreed();
    expect((await expectRefusal(rate(shipper.tokens.member, id, asShipper), 409)).error.code).toBe("ratingNotAllowed");
    daysPass(1);
    expect((await expectRefusal(rate(carrier.tokens.member, id, asCarrier), 409)).error.code).toBe("ratingNotAllowed");
    await step(carrier.tokens.member, id, "cancel", "Awaria pojazdu");
    expect((await expectRefusal(rate(shipper.tokens.member, id, asShipper), 409)).error.code).toBe("ratingNotAllowed");
    expect(await t.database.db.select().from(ratings).where(eq(ratings.transactionId, id))).toEqual([]);
  });

  it("rates the other side's categories once per side, changed within 14 days, answered once", async () => {
    const id = await completed();
    const wrong = await expectRefusal(rate(shipper.tokens.member, id, { communication: 5, payment: 6 }), 400);
    expect(wrong.error.fields).toEqual({ payment: ["score"] });
    const mixed = await expectRefusal(rate(shipper.tokens.member, id, { communication: 5, payment: 5 }), 400);
    expect(mixed.error.fields).toEqual({ punctuality: ["required"], care: ["required"], payment: ["notRated"] });
    const given = await expectStatus(rate(shipper.tokens.member, id, asShipper), 200);
    expect(given).toMatchObject({
      ratedRole: "carrier",
      rater: { id: shipper.company.id },
      rated: { id: carrier.company.id },
      scores: { communication: 5, punctuality: 4, care: 5 },
      average: 4.67,
      by: `Maria ${shipper.key}`,
      own: true,
      canAnswer: false,
    });
    // The same side again changes it (one per side): the admin lowers punctuality.
    daysPass(3 + 13);
    const changed = await expectStatus(rate(shipper.tokens.admin, id, { ...asShipper, punctuality: 2 }), 200);
    expect(changed).toMatchObject({ id: given.id, scores: { punctuality: 2 }, by: `Adam ${shipper.key}` });
    expect(await t.database.db.select().from(ratings).where(eq(ratings.transactionId, id))).toHaveLength(1);
    daysPass(3 + 15);
    expect((await expectRefusal(rate(shipper.tokens.member, id, asShipper), 409)).error.code).toBe("ratingNotEditable");
    // The carrier answers once; the shipper cannot answer its own rating.
    const answer = (token: string, text: string) =>
      api(token).ratings[":ratingId"].answer.$post({ param: { ratingId: given.id }, json: { text } });
    expect((await expectRefusal(answer(shipper.tokens.member, "Moja odpowiedź"), 404)).error.code).toBe(
      "ratingNotFound",
    );
    expect(await expectStatus(answer(carrier.tokens.member, "Dziękujemy za współpracę"), 200)).toMatchObject({
      answer: "Dziękujemy za współpracę",
      canAnswer: false,
    });
    expect((await expectRefusal(answer(carrier.tokens.admin, "Jeszcze raz"), 409)).error.code).toBe(
      "ratingAlreadyAnswered",
    );
    // Answered: the rating under the answer no longer changes.
    daysPass(3 + 1);
    expect((await expectRefusal(rate(shipper.tokens.member, id, asShipper), 409)).error.code).toBe("ratingNotEditable");
  });

  it("is given within 30 days of completion only", async () => {
    const id = await completed();
    const until = async () =>
      (
        await expectStatus(
          api(carrier.tokens.member).transactions[":transactionId"].ratings.$get({ param: { transactionId: id } }),
          200,
        )
      ).rateUntil;
    daysPass(3 + 31);
    expect(await until()).toBeNull();
    expect((await expectRefusal(rate(carrier.tokens.member, id, asCarrier), 409)).error.code).toBe(
      "ratingWindowClosed",
    );
    daysPass(3 + 29);
    expect(await until()).toEqual(expect.any(String));
    await expectStatus(rate(carrier.tokens.member, id, asCarrier), 200);
    // Given: from now on it is changed (until its own editableUntil), not given.
    expect(await until()).toBeNull();
  });

  it("sums up a company's ratings on its profile: per category, overall, the last 12 months, paying on time", async () => {
    const first = await completed();
    await expectStatus(rate(carrier.tokens.member, first, asCarrier), 200);
    await expectStatus(rate(shipper.tokens.member, first, asShipper), 200);
    t.services.deals.clock.offsetMs = 0;
    const second = await completed();
    await expectStatus(rate(carrier.tokens.member, second, { payment: 2, fairness: 3, communication: 3 }), 200);
    const profile = (token: string, companyId: string) =>
      expectStatus(api(token).companies[":companyId"].$get({ param: { companyId } }), 200);
    const seen = await profile(carrier.tokens.member, shipper.company.id);
    expect(seen.ratings).toEqual({
      count: 2,
      average: 3.5,
      asCarrier: { count: 0, categories: {} },
      asShipper: { count: 2, categories: { payment: 3.5, fairness: 3.5, communication: 3.5 } },
      last12Months: { count: 2, average: 3.5 },
      paysOnTime: { share: 0.5, count: 2 },
    });
    // A third company reads the ratings without the employees' names or the transactions' numbers.
    const stranger = await freshCompany(t.database.db);
    const seenByStranger = await expectStatus(
      api(stranger.tokens.member).companies[":companyId"].ratings.$get({
        param: { companyId: shipper.company.id },
        query: {},
      }),
      200,
    );
    expect(seenByStranger.items.map((r) => [r.by, r.transactionNumber])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await profile(shipper.tokens.member, carrier.company.id)).ratings).toMatchObject({
      count: 1,
      asCarrier: { count: 1, categories: { communication: 5, punctuality: 4, care: 5 } },
      paysOnTime: null,
    });
    const list = await expectStatus(
      api(carrier.tokens.member).companies[":companyId"].ratings.$get({
        param: { companyId: shipper.company.id },
        query: {},
      }),
      200,
    );
    expect(list.items.map((r) => [r.transactionId, r.scores.payment])).toEqual([
      [second, 2],
      [first, 5],
    ]);
    const both = await expectStatus(
      api(shipper.tokens.member).transactions[":transactionId"].ratings.$get({ param: { transactionId: first } }),
      200,
    );
    expect(both.items.map((r) => [r.ratedRole, r.own])).toEqual(
      expect.arrayContaining([
        ["carrier", true],
        ["shipper", false],
      ]),
    );
  });

  it("has one way to make a rating: no other code writes the ratings table (the demo seed's one deal aside)", () => {
    const root = path.resolve(import.meta.dirname, "../../src");
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
          const text = fs.readFileSync(file, "utf8");
          if (/insert\(ratings\)|INSERT INTO "?ratings"?/i.test(text)) writers.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(writers.sort()).toEqual(["db/seed-deals.ts", "domain/deals/ratings.service.ts"]);
  });
});
