import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/transactions.json";
import errors from "../../locales/pl/errors.json";
import pl from "../../locales/pl/common.json";
import texts from "../../locales/pl/transactions.json";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const DAY = 86_400_000;
const fill = (text: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const r = texts.ratings;
const profileTexts = pl.companyProfile.ratings;

/**
 * Ratings on the pages without JavaScript (issue 28; docs/decisions/032): the transaction page's
 * rating form (one radio group per category of the other side's role), its refusals keeping what
 * was typed, the change and the answer through the page, and the profile's summary.
 */
describe("the ratings on the transaction page and the company profile", () => {
  const t = useWebTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let transactionId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    t.services.deals.clock.offsetMs = 0;
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    const offer = await expectStatus(
      api(shipper.tokens.member).offers.$post({ json: loadOffer(inDays(1)) as never }),
      201,
    );
    const made = await expectStatus(
      api(carrier.tokens.member).offers[":offerId"].proposals.$post({
        param: { offerId: offer.id },
        json: { price: 2500, currency: "EUR" } as never,
      }),
      201,
    );
    const accepted = await expectStatus(
      api(shipper.tokens.member).proposals[":proposalId"].accept.$post({ param: { proposalId: made.id } }),
      200,
    );
    transactionId = accepted.transactionId!;
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const page = `/archive/transactions/`;
  const get = async (path: string, token: string, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, html: shownText(await res.text()) };
  };
  const post = async (form: Record<string, string>, token: string) => {
    const res = await t.app.request(`${page}${transactionId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const step = (token: string, s: string) =>
    expectStatus(
      api(token).transactions[":transactionId"].steps.$post({ param: { transactionId }, json: { step: s } as never }),
      200,
    );
  const group = (html: string, category: string) =>
    html.match(new RegExp(`<fieldset[^>]*data-category="${category}"[\\s\\S]*?</fieldset>`))?.[0] ?? "";
  const checked = (html: string, category: string) =>
    group(html, category).match(/<input[^>]*value="(\d)"[^>]*checked=""/)?.[1] ??
    group(html, category).match(/<input[^>]*checked=""[^>]*value="(\d)"/)?.[1] ??
    null;
  const rating = (html: string, ratedRole: string) =>
    html.match(new RegExp(`<article[^>]*data-rated-role="${ratedRole}"[\\s\\S]*?</article>`))?.[0] ?? "";

  it("says ratings open once the transaction is completed, and refuses a rating before", async () => {
    const before = await get(`${page}${transactionId}`, shipper.tokens.member);
    expect(before.status).toBe(200);
    expect(before.html).toContain(r.notYet);
    expect(before.html).not.toContain('name="intent" value="rate"');
    const early = await post(
      { intent: "rate", communication: "5", punctuality: "5", care: "5" },
      shipper.tokens.member,
    );
    expect(early.status).toBe(400);
    expect(early.html).toContain(errors.ratingNotAllowed);
  });

  it("rates the carrier through the form: a missing category is told beside its group, what was typed kept", async () => {
    t.services.deals.clock.offsetMs = 3 * DAY;
    await step(shipper.tokens.member, "markDone");
    await step(carrier.tokens.member, "markDone");
    const form = await get(`${page}${transactionId}`, shipper.tokens.member);
    expect(form.html).toContain(fill(r.form.title, { name: carrier.company.name }));
    // The shipper rates the carrier's categories, one radio group (fieldset and legend) each.
    for (const c of ["communication", "punctuality", "care"] as const)
      expect(group(form.html, c)).toContain(
        `<legend class="px-1 text-sm font-medium text-slate-900">${r.categories[c]}`,
      );
    expect(group(form.html, "payment")).toBe("");
    const missing = await post(
      { intent: "rate", communication: "4", care: "5", comment: "Sprawnie, <b>bez</b> uwag" },
      shipper.tokens.member,
    );
    expect(missing.status).toBe(400);
    expect(missing.html).toContain(pl.errorSummary.title);
    expect(group(missing.html, "punctuality")).toContain(pl.fieldErrors.required);
    expect(group(missing.html, "punctuality")).toContain('aria-invalid="true"');
    expect(checked(missing.html, "communication")).toBe("4");
    expect(checked(missing.html, "care")).toBe("5");
    expect(missing.html).toContain("Sprawnie, &lt;b&gt;bez&lt;/b&gt; uwag</textarea>");
    const wrong = await post(
      { intent: "rate", communication: "7", punctuality: "4", care: "5" },
      shipper.tokens.member,
    );
    expect(group(wrong.html, "communication")).toContain(pl.fieldErrors.score);
    // Given: the notice, the scores "4/5", the average, who gave it; the form changes it now.
    const given = await post(
      { intent: "rate", communication: "4", punctuality: "5", care: "5", comment: "Sprawnie, bez uwag" },
      shipper.tokens.member,
    );
    expect(given.status).toBe(302);
    expect(given.location).toBe(`${page}${transactionId}?done=rated#transaction-ratings`);
    const shown = await get(given.location!, shipper.tokens.member);
    expect(shown.html).toContain(texts.done.rated);
    const mine = rating(shown.html, "carrier");
    expect(mine).toContain(fill(r.whoWhom, { rater: shipper.company.name, rated: carrier.company.name }));
    expect(mine).toContain(`${r.categories.communication}: <span class="font-medium">4/5</span>`);
    expect(mine).toContain(fill(r.average, { average: "4,7" }));
    expect(mine).toContain(fill(r.by, { name: `Maria ${shipper.key}` }));
    expect(mine).toContain("Sprawnie, bez uwag");
    expect(shown.html).toContain(fill(r.form.change, { name: carrier.company.name }));
    expect(shown.html).toContain(r.form.changeUntil.split("{{date}}")[0]);
    expect(checked(shown.html, "communication")).toBe("4");
    expect(checked(shown.html, "punctuality")).toBe("5");
  });

  it("lets the carrier rate the shipper and answer the rating through the page", async () => {
    const theirs = await get(`${page}${transactionId}`, carrier.tokens.member);
    expect(rating(theirs.html, "carrier")).toContain("data-answer-form");
    for (const c of ["payment", "fairness", "communication"] as const) expect(group(theirs.html, c)).not.toBe("");
    expect(group(theirs.html, "care")).toBe("");
    const rated = await post(
      { intent: "rate", payment: "5", fairness: "4", communication: "4" },
      carrier.tokens.member,
    );
    expect(rated.location).toBe(`${page}${transactionId}?done=rated#transaction-ratings`);
    const empty = await post(
      { intent: "answer", ratingId: ratingIdOf(theirs.html), text: "  " },
      carrier.tokens.member,
    );
    expect(empty.status).toBe(400);
    expect(rating(empty.html, "carrier")).toContain(pl.fieldErrors.required);
    const answered = await post(
      { intent: "answer", ratingId: ratingIdOf(theirs.html), text: "Dziękujemy za współpracę" },
      carrier.tokens.member,
    );
    expect(answered.location).toBe(`${page}${transactionId}?done=answered#transaction-ratings`);
    const after = await get(answered.location!, carrier.tokens.member);
    expect(after.html).toContain(texts.done.answered);
    expect(rating(after.html, "carrier")).toContain("Dziękujemy za współpracę");
    expect(rating(after.html, "carrier")).not.toContain("data-answer-form");
    const again = await post(
      { intent: "answer", ratingId: ratingIdOf(theirs.html), text: "Jeszcze raz" },
      carrier.tokens.member,
    );
    expect(again.status).toBe(400);
    expect(again.html).toContain(errors.ratingAlreadyAnswered);
    expect(again.html).toContain("Jeszcze raz</textarea>");
    // The shipper reads the answer; in English too.
    const english = await get(`${page}${transactionId}`, shipper.tokens.member, "en");
    expect(rating(english.html, "carrier")).toContain("Dziękujemy za współpracę");
    expect(rating(english.html, "shipper")).toContain(
      `${en.ratings.categories.payment}: <span class="font-medium">5/5</span>`,
    );
    // The steps still work beside the rating intents.
    expect((await post({ step: "cancel", reason: "Za późno" }, shipper.tokens.member)).html).toContain(
      errors.invalidStatusChange,
    );
  });

  it("shows pays on time first on the shipper's profile, the category averages and the newest ratings", async () => {
    const profile = await get(`/companies/${shipper.company.id}`, carrier.tokens.member);
    expect(profile.status).toBe(200);
    const onTime = fill(profileTexts.paysOnTime, { percent: 100, count: 1 });
    const summary = fill(profileTexts.summary, { average: "4,3", count: 1 });
    expect(profile.html).toContain(onTime);
    expect(profile.html.indexOf(onTime)).toBeLessThan(profile.html.indexOf(summary));
    expect(profile.html).toContain(fill(profileTexts.as.shipper_one, { count: 1 }));
    expect(profile.html).not.toContain('data-rated-as="carrier"');
    expect(profile.html).toMatch(new RegExp(`${r.categories.payment}</dt>\\s*<dd[^>]*>5</dd>`));
    expect(profile.html).toContain(fill(profileTexts.lastYear, { average: "4,3", count: 1 }));
    expect(profile.html).toContain(profileTexts.newest);
    // The carrier's: no pays on time, its categories, the newest rating with its answer.
    const other = await get(`/companies/${carrier.company.id}`, shipper.tokens.member);
    expect(other.html).not.toContain("data-pays-on-time");
    expect(other.html).toContain(fill(profileTexts.as.carrier_one, { count: 1 }));
    expect(other.html).toMatch(new RegExp(`${r.categories.care}</dt>\\s*<dd[^>]*>5</dd>`));
    expect(rating(other.html, "carrier")).toContain("Dziękujemy za współpracę");
    expect(rating(other.html, "carrier")).toContain("Sprawnie, bez uwag");
  });
});

/** The id of the rating with an answer form on the page. */
function ratingIdOf(html: string) {
  return html.match(/data-answer-form="([^"]+)"/)![1]!;
}
