import { describe, expect, it } from "vitest";
import { extractProfileFacts } from "../../src/domain/advisor/understanding/profile-facts.ts";
import { conversation, outOfScope, pointsAt, reply } from "../../src/domain/advisor/set-causes-support.ts";

// The general causes of the forty-ninth set's misses (online creators and internet freelancers),
// each checked on wordings of its own.

describe("the forty-ninth set's causes: creators' income", () => {
  it("gives the creator's ryczałt rate and PKD classes", () => {
    pointsAt("tiktoker na ryczałcie – jaka stawka od wpływów z reklam?", "przychody-tworcow-internetowych", "pkd");
    pointsAt("which PKD should a streamer pick?", "przychody-tworcow-internetowych", "pkd");
    expect(reply("jakie kody pkd wpisać jako youtuber?")).toMatch(/59\.11/);
  });

  it("tells the PR package's 200 zł exemption and documents barter with invoices", () => {
    expect(reply("firma kosmetyczna wysłała mi paczkę pr za 120 zł bez żadnych warunków – płacę podatek?")).toMatch(
      /200 zł/,
    );
    pointsAt("barter z marką odzieżową za relację – jak to zaksięgować?", "przychody-tworcow-internetowych", "barter");
  });

  it("says DAC7 is no tax and its thresholds are per platform", () => {
    expect(reply("czy dac7 to nowy podatek dla sprzedających?")).toMatch(/nie wprowadza nowego podatku/);
    expect(reply("do DAC7 thresholds add up across Vinted and OLX?", "en")).toMatch(/separately|that platform/);
  });

  it("declines a platform's own fees, payout days and US forms", () => {
    expect(outOfScope("jaka jest prowizja etsy od sprzedaży?")).toBe(false);
    expect(outOfScope("ile allegro bierze prowizji od sprzedazy?")).toBe(true);
    expect(outOfScope("how do I fill in the W-8BEN for Twitch?")).toBe(true);
    expect(outOfScope("how much VAT on my etsy fees?")).toBe(false);
  });

  it("points start relief's payments at the health contribution", () => {
    pointsAt("otwieram firmę z ulgą na start – co będę płacić do zus?", "ulga-na-start", "nie obejmuje");
  });
});

describe("the forty-ninth set's causes: contracts, author's costs and IP Box", () => {
  it("computes a contract for a specific work with and without copyright", () => {
    expect(reply("umowa o dzieło na 6000 zł brutto z przeniesieniem praw autorskich – ile zaliczki?")).toMatch(
      /3000 zł.*360 zł/s,
    );
    expect(reply("contract for a specific work, 5,000 PLN gross, no copyright – costs and tax advance?", "en")).toMatch(
      /1,000.*480/s,
    );
  });

  it("answers the author's-costs cap, not an employer's cost", () => {
    expect(reply("na etacie mam 50% kosztów autorskich – do jakiej kwoty w roku?")).toMatch(/120 000 zł/);
    pointsAt("what deductible costs on a mandate contract without copyright?", "umowy-praca-zlecenie-dzielo", "author");
  });

  it("files IP Box with PIT/IP and keeps it to business income", () => {
    pointsAt("ip box – jaki formularz do zeznania?", "ip-box", "pit\\/ip");
    pointsAt("can an employee use IP Box on wages?", "ip-box", "conditions");
  });
});

describe("the forty-ninth set's causes: foreign clients, KSeF and income from abroad", () => {
  it("keeps foreign suppliers' invoices outside KSeF", () => {
    expect(reply("czy faktury z Canvy za subskrypcję zobaczę w ksef?")).toMatch(/nie trafiają do KSeF/);
  });

  it("answers the invoice wording and VAT-UE after the limit was asked", () => {
    expect(
      conversation(
        [
          "jestem zwolniony z vat, fakturuję agencję z Francji. czy to się liczy do limitu?",
          "a co mam wpisać na fakturze dla francuza?",
        ],
        "pl",
      ),
    ).toMatch(/odwrotne obciążenie/);
  });

  it("sends work abroad to PIT/ZG and a JDG's foreign clients to the usual return", () => {
    pointsAt("pracowałam pół roku na etacie w niemczech – jakie zeznanie?", "rezydencja-podatkowa", "pit\\/zg");
    expect(reply("my JDG has clients only in Canada – do I attach PIT/ZG?", "en")).toMatch(/PIT-36L|PIT-28/);
  });

  it("does not take someone else's account run for a business of one's own", () => {
    expect(extractProfileFacts("I run a client's Instagram on a mandate contract").stage).toBeUndefined();
  });
});
