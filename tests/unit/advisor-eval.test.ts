import { describe, expect, it } from "vitest";
import path from "node:path";
import {
  ANSWER_EVAL_DIR,
  contains,
  evaluateAnswers,
  leadOf,
  loadAnswerEvaluation,
  unknownRecordKeys,
} from "../../src/domain/advisor/evaluation.ts";
import { createKnowledgeSearch } from "../../src/domain/knowledge/search.ts";

/**
 * The floor the built-in advisor must hold on the founders' questions (written from forums and
 * official FAQ pages, not from the articles): the share answered with the expected fact, a
 * source and in the question's language, per language of the question and of the account.
 * Raised as the advisor gets better, never lowered; `npm run eval` lists every miss.
 */
const FLOOR = { pl: 0.975, en: 0.975 };
/**
 * The share answered right with every expected fact in the reply's lead (its first paragraph and
 * the one after it): what a user reads before scrolling. 86.9 % when first measured (2026-11-28),
 * 89.7 % after the lead round the same day.
 */
const LEAD_FLOOR = 0.89;

describe("the built-in advisor on the founders' evaluation set", () => {
  const search = createKnowledgeSearch();
  const items = loadAnswerEvaluation();

  it("has at least 300 questions in both languages, with follow-ups, multi-fact and computed ones", () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(items.filter((i) => i.lang === "en").length).toBeGreaterThanOrEqual(100);
    expect(items.filter((i) => i.context?.length).length).toBeGreaterThanOrEqual(30);
    expect(items.filter((i) => i.records).length).toBeGreaterThanOrEqual(30);
    expect(items.filter((i) => i.topic === "computed").length).toBeGreaterThanOrEqual(50);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it("lists in each question's records only facts the profile keeps", () => {
    // A record named "vat_status" allows nothing: the advisor reading vatStatus right would count as
    // recording a fact the question does not state.
    expect(items.filter((i) => unknownRecordKeys(i).length).map((i) => `${i.id}: ${unknownRecordKeys(i)}`)).toEqual([]);
  });

  for (const account of ["pl", "en"] as const)
    it(
      `holds the floor asked from a ${account === "pl" ? "Polish" : "English"} account, and records no question as a fact`,
      {
        // A guard against a hang (5 872 conversations; 115 s on a loaded CI machine on 2026-11-28); no
        // figure of speed is asserted.
        timeout: 600_000,
      },
      () => {
        const report = evaluateAnswers(search, items, account);
        for (const lang of ["pl", "en"] as const) {
          const r = report.byLang[lang]!;
          const misses = report.misses
            .filter((m) => m.item.lang === lang)
            .map((m) => `${m.item.id}: ${m.item.q}`)
            .slice(0, 20);
          expect(r.right / r.total, misses.join("\n")).toBeGreaterThanOrEqual(FLOOR[lang]);
        }
        expect(report.rightInLead / report.total).toBeGreaterThanOrEqual(LEAD_FLOOR);
        expect(report.wronglyRecorded.map((m) => `${m.item.id}: ${JSON.stringify(m.turn.learned)}`)).toEqual([]);
      },
    );
});

/**
 * The blind set (never tuned on, its misses not read): a floor on the share answered right from
 * either account, raised as the advisor gets better. The failure names no question on purpose.
 */
// The installed blind sets get a floor just under what they read (the 14th, 17th, 19th, 21st, 23rd,
// 25th and 29th together: 93.4 %); a set installed fresh keeps a floor of its own under its fresh
// reading: the 43rd 91.3 %; the 51st 36.7 %, and 66.7 % once rural knowledge was written without
// reading it; the 52nd 59.3 %, and 70.7 % once knowledge of the licensed professions was written the
// same way; the 53rd 41.3 %, and 66.0 % once knowledge of ending a business was (70.0 % a session
// later); the 54th 84.0 %; the 55th 34.0 %, and 56.7 % once knowledge of mistakes and corrections was
// written without reading it; the 56th 56.7 %, and 63.3 % once company owners' knowledge was; the
// 58th (the mainstream) 93.3 %, the 59th (follow-ups in conversations) 82.0 %, the 65th (the
// mainstream again) 90.0 %. Rounds on fresh sets of the same themes, opened, raised the 51st to
// 72.7 %, the 52nd to 74.0 %, the 53rd to 74.0 % and the 59th to 86.7 % without reading them. The
// 34th, 35th, 37th, 39th, 40th, 41st, 42nd, 44th–50th, 55th–57th, 60th–64th and 66th–70th (74.7,
// 69.3, 56.7, 74.7, 63.3, 72.7, 44.7, 83.3, 77.3, 64.7, 91.3, 63.3, 70.0, 68.0, 56.7, 63.3, 76.7,
// 71.3, 88.7, 68.7, 75.3, 67.3, 61.3, 70.0, 79.3, 61.3 and 86.0 % when opened) have been opened. So a
// harder new set neither lowers the older sets' floor nor goes unguarded. docs/decisions/014 keeps
// every set's figure.
const BLIND_FLOORS: { name: string; ids: RegExp; floor: number }[] = [
  { name: "the sets installed before the 33rd", ids: /^h(1[0-9]|2[0-9]|3[0-2])-/, floor: 0.94 },
  { name: "the 43rd set", ids: /^h43-/, floor: 0.89 },
  { name: "the 51st set", ids: /^h51-/, floor: 0.72 },
  { name: "the 52nd set", ids: /^h52-/, floor: 0.73 },
  { name: "the 53rd set", ids: /^h53-/, floor: 0.73 },
  { name: "the 54th set", ids: /^h54-/, floor: 0.86 },
  { name: "the 58th set", ids: /^h58-/, floor: 0.92 },
  { name: "the 59th set", ids: /^h59-/, floor: 0.85 },
  { name: "the 65th set", ids: /^h65-/, floor: 0.9 },
];

describe("the built-in advisor on the blind hold-out set", () => {
  const search = createKnowledgeSearch();
  const items = loadAnswerEvaluation(path.join(ANSWER_EVAL_DIR, "..", "holdout"));

  it("has at least 120 questions in both languages, each in a group with a floor", () => {
    expect(items.length).toBeGreaterThanOrEqual(120);
    expect(items.filter((i) => i.lang === "en").length).toBeGreaterThanOrEqual(50);
    // Ids only: a blind question's text is never printed.
    expect(items.filter((i) => !BLIND_FLOORS.some((g) => g.ids.test(i.id))).map((i) => i.id)).toEqual([]);
  });

  it("lists in each question's records only facts the profile keeps", () => {
    // A count only: which blind question it is stays unread.
    expect(items.filter((i) => unknownRecordKeys(i).length).length).toBe(0);
  });

  for (const group of BLIND_FLOORS)
    for (const account of ["pl", "en"] as const)
      it(
        `${group.name}: the floor asked from a ${account === "pl" ? "Polish" : "English"} account`,
        { timeout: 600_000 },
        () => {
          const report = evaluateAnswers(
            search,
            items.filter((i) => group.ids.test(i.id)),
            account,
          );
          expect(report.right / report.total).toBeGreaterThanOrEqual(group.floor);
        },
      );
});

describe("how an expected fact is checked in a reply", () => {
  it("reads a reply's lead after the line noting what it learned, two paragraphs long", () => {
    const content =
      "Zapisuję: etap: zakładanie firmy.\n\n**Lead 4 806 zł.** (źródło)\n\nDrugi akapit.\n\nTrzeci: 120 000 zł.";
    expect(leadOf(content)).toBe("**Lead 4 806 zł.** (źródło)\n\nDrugi akapit.");
    expect(leadOf("**Lead.**\n\nDrugi.\n\nTrzeci.")).toBe("**Lead.**\n\nDrugi.");
  });

  const reply = (content: string) => ({ content, kind: "answer" }) as Parameters<typeof contains>[0];

  it("takes a whole number as met by the same figure with its grosze, and nothing else", () => {
    expect(contains(reply("limit wynosi 80 219,18 zł"), "80 219 | 80219")).toBe(true);
    expect(contains(reply("the limit is PLN 120,986.30"), "120,986")).toBe(true);
    expect(contains(reply("limit wynosi 80 220,18 zł"), "80 219")).toBe(false);
    expect(contains(reply("składki 984,28 zł"), "984,27")).toBe(false);
  });
});
