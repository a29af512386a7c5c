import { sameJobForExEmployer } from "../knowledge/employer-hints.ts";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { compareTaxForms } from "../../tax/compare.ts";
import { flatTax, scaleTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { recogniseActivity, rentalRate, rentalTax } from "../understanding/activity.ts";
import { incomeFigures } from "./health.ts";
import { type Amounts, type Asked, type ComputedAnswer, has, money, pct, type Translate } from "./shared.ts";
import { HEALTH } from "./words.ts";
import { taxOnlyCompared } from "./tax-only.ts";
import { compareContent } from "./compare-content.ts";

/** "Stawka dla programisty", "jaki ryczałt dla budowlanki", "the rate for a developer": the trade asked about, not someone served. */
const forTrade = (text: string) =>
  text
    .replace(
      /\b(stawk\p{L}*|rat(e|es)|ryczał\p{L}*|ryczal\p{L}*)(\s+ryczał\p{L}*|\s+ryczal\p{L}*)?\s+(dla|for)\s+(an?\s+)?(?=\p{L})/giu,
      "$1$3 ",
    )
    // "a dla sklepu z ubraniami?" after a rate asked: the trade asked about, said alone.
    .replace(/^\s*((a|and|i)\s+)?(dla|for)\s+(an?\s+)?(?=\p{L})/iu, "");

/** "Jaka stawka ryczałtu dla programisty?": the lump-sum rate of the activity the question names. */
export function ryczaltRateAnswer({ t, question, focus, lang, tr }: Asked): ComputedAnswer | null {
  // "Z etatu na B2B do tego samego pracodawcy – ryczałt 12%, da się?": whether it is allowed at all.
  if (sameJobForExEmployer(t)) return null;
  const activity =
    has(t, /\b(ryczal\w*|lump[- ]?sum|flat[- ]rate tax on revenue)\b/) &&
    has(t, /\b(stawk\w*|rate|procent\w*|percent\w*|ile|jaki\w*|what|how much|which)\b|%/) &&
    !has(
      t,
      // Nor a question about its limit, a form to file or where: "Jaki wniosek i gdzie?", "a revenue cap?".
      // Nor the month's ZUS asked beside it ("fotograf, ryczałt – ile miesięcznie razem z ZUS?").
      // Nor a purchase, joint filing or the records kept ("kupiłam laptopa – ile mi to obniży?").
      /\b(zus\w*|skladk\w*|razem|lacznie|in total|altogether|zdrowotn\w*|health|limit\w*|caps?|threshold\w*|pulap\w*|prog(u|i|ow|iem)?|kwartal\w*|quarter\w*|termin\w*|deadline|zmian\w*|change|ip ?box\w*|zasil\w*|chorob\w*|l4|sick\w*|ulg\w*|relief|przejs\w*|switch\w*|wniosek|wniosk\w*|formularz\w*|druk\w*|gdzie|where|zarejestr\w*|rejestr\w*|register\w*|ceidg|ikze|ike|odlicz\w*|deduct\w*|kupil\w*|zakup\w*|bought|purchas\w*|wspoln\w*|jointly|joint|malzon\w*|spouse|kpir|ksieg\w*|ewidencj\w*|bookkeeping)\b/,
    ) &&
    // "If I choose the scale instead of ryczałt, what's the tax-free amount?": the other form's figures.
    !has(
      t,
      /\b((instead of|rather than|zamiast|w miejsce) (the )?(ryczal\w*|lump[- ]?sum)|tax[- ]free amount|kwot\w* woln\w*|brackets?)\b/,
    )
      ? (recogniseActivity(forTrade(focus || question), lang) ?? recogniseActivity(forTrade(question), lang))
      : null;
  if (!activity) return null;
  const content = tr("advisor:computed.ryczaltRate", {
    label: activity.label,
    rate: pct(activity.rate, lang),
    source: activity.rateSource,
    pkd: activity.pkd.map((p) => `${p.code} (${p.name})`).join(", "),
    note:
      (activity.note ? ` ${activity.note}` : "") +
      (activity.id === "residential_rental" ? tr("advisor:computed.ryczaltRental") : ""),
  });
  return { topic: "ryczalt-stawki", content, articles: ["ryczalt-stawki"], calculation: content };
}

const SCALE_WORDS = /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale|progressive)\b/;
const FLAT_WORDS = /\b(liniow\w*|flat)\b/;

/** The solidarity levy, or PIT on the scale or the flat tax, of an income named in the question. */
export function pitAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  const { income, form } = incomeFigures(q);
  // The levy is the same on the scale and the flat tax: "na liniowym, czy płacę daninę?" asks the levy.
  if (
    income &&
    has(t, /\b(danin\w*|solidarity levy|solidarnosciow\w*)\b/) &&
    (!form ||
      !has(
        t,
        /\b(ile (\w+ )?podat\w*|how much (pit|tax|income tax)|total (pit|tax)|including|wraz z|razem z|lacznie z)\b/,
      ))
  ) {
    const annual = income.period === "month" ? income.value * 12 : income.value;
    const levy = grosz(Math.max(0, annual - P.pit.solidarityThreshold.value) * P.pit.solidarityRate.value);
    const content = tr("advisor:computed.solidarity", { income: money(annual, lang), levy: money(levy, lang) });
    return { topic: "danina", content, articles: ["danina-solidarnosciowa"], calculation: content };
  }
  // "Na skali 6 tys. dochodu miesięcznie – ile zaliczka co miesiąc?": a month's advance on a month's income.
  if (form && income && income.period === "month" && !has(t, HEALTH) && has(t, /\b(zaliczk\w*|advances?)\b/)) {
    const advance =
      form === "flat"
        ? grosz(income.value * P.pit.flatRate.value)
        : grosz(Math.max(0, income.value * P.pit.scaleRateLow.value - P.pit.reducingAmount.value / 12));
    const content = tr(`advisor:computed.pit.advance.${form}`, {
      income: money(income.value, lang),
      advance: money(advance, lang),
    });
    return { topic: `pit-${form}`, content, articles: ["zaliczki-pit"], calculation: content };
  }
  if (form && income && !has(t, HEALTH) && has(t, /\b(pit\w*|podat\w*|tax|levy|danin\w*)\b/)) {
    const annual = income.period === "month" ? income.value * 12 : income.value;
    // "Scale or 19% flat at 300k income?": both forms named, both figures and which is lower.
    if (has(t, SCALE_WORDS) && has(t, FLAT_WORDS) && !has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) {
      const scale = scaleTax(P, annual);
      const flat = flatTax(P, annual);
      const content = [
        tr("advisor:computed.pit.scale", { income: money(annual, lang), tax: money(scale, lang) }),
        tr("advisor:computed.pit.flat", { income: money(annual, lang), tax: money(flat, lang), solidarity: "" }),
        tr("advisor:computed.pit.lower", {
          form: tr(`advisor:forms.${flat <= scale ? "flat" : "scale"}`),
          gap: money(grosz(Math.abs(scale - flat)), lang),
        }),
      ].join(" ");
      return { topic: "pit-compare", content, articles: ["podatek-liniowy", "skala-podatkowa"], calculation: content };
    }
    const tax = form === "flat" ? flatTax(P, annual) : scaleTax(P, annual);
    const levy = Math.max(0, annual - P.pit.solidarityThreshold.value) * P.pit.solidarityRate.value;
    const content = tr(`advisor:computed.pit.${form}`, {
      income: money(annual, lang),
      tax: money(tax, lang),
      solidarity: levy > 0 ? tr("advisor:computed.pit.solidarity", { levy: money(levy, lang) }) : "",
    });
    // Above the threshold, the two brackets: only the surplus is taxed at 32%.
    const over = annual - P.pit.scaleThreshold.value;
    const brackets =
      form === "scale" && over > 0
        ? ` ${tr("advisor:computed.pit.brackets", {
            threshold: money(P.pit.scaleThreshold.value, lang),
            low: money(grosz(P.pit.scaleThreshold.value * P.pit.scaleRateLow.value - P.pit.reducingAmount.value), lang),
            over: money(grosz(over), lang),
            high: money(grosz(over * P.pit.scaleRateHigh.value), lang),
          })}`
        : "";
    return {
      topic: `pit-${form}`,
      content: content + brackets,
      articles: [form === "flat" ? "podatek-liniowy" : "skala-podatkowa"],
      calculation: content,
    };
  }
  return null;
}

/** The start relief or preferential ZUS named: the forms are compared on it. */
const PREFERENTIAL =
  /\b(ulg\w* na start|preferencyjn\w*|preferential|maly zus(?! plus)|pierwsz\w* firm\w*|first business)\b/;
const FORM_WORDS: RegExp[] = [
  /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|(tax )?scale|progressive)\b/,
  // "flat" alone may be the rented flat ("I rent out my flat"): the flat tax is "flat tax" or "flat 19".
  /\b(liniow\w*|flat(?=[- ](tax|rate|19|pit)\b)|flat$|on flat|na flat)\b/,
  /\b(ryczal\w*|lump[- ]?sum)\b/,
];
const CHOOSE_FORM =
  /\b(jak\w* form\w* opodatkowani\w*|ktor\w* form\w*|form\w* opodatkowani\w* (wybrac|wybrac|najlepsz\w*|oplaca)|co (mi )?sie (bardziej )?oplaca|co wybrac|(what|which|best) (tax )?form|tax form should|which (one|is) (is )?(best|cheaper|cheapest)|(go|opt) for|najkorzystniej\w*|najtansz\w*|oplaca sie)\b/;

/**
 * "Scale, flat tax or ryczałt?" with the user's revenue (and costs): the three forms compared for
 * 2026 at the lump-sum rate of the activity (a rate written in the question wins), full ZUS unless
 * the question names the start relief or preferential ZUS.
 */
export function compareAnswer(
  question: string,
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: Amounts,
): ComputedAnswer | null {
  const forms = FORM_WORDS.filter((re) => re.test(t)).length;
  if (forms < 2 && !has(t, CHOOSE_FORM)) return null;
  // "which form do I file?": a document to file, not a tax form to choose.
  if (forms === 0 && has(t, /\bform\w* (do|should|must|shall) (i|we) (file|submit|send|fill)\b/)) return null;
  // "Opłaca się to chorobowe płacić?" weighs the sickness insurance, not the tax forms.
  if (forms === 0 && has(t, /\b(chorobow\w*|sickness|zus\w*|skladk\w*)\b/)) return null;
  if (has(t, /\b(zdrowotn\w*|health|stawk\w* ryczal\w*|limit\w*|termin\w*|deadline|do kiedy|zmian\w*|change|switch)\b/))
    return null;
  const revenue = amounts.find((a) => a.kind === "revenue") ?? amounts.find((a) => a.kind === "unknown");
  if (!revenue) return incomeCompared(t, lang, tr, amounts);
  const costs = amounts.find((a) => a.kind === "costs");
  const perYear = (a: { value: number; period: "month" | "year" | null }) =>
    a.period === "year" || (!a.period && a.value >= 100_000) ? a.value : a.value * 12;
  const annualRevenue = Math.round(perYear(revenue));
  const annualCosts = costs ? Math.round(perYear({ ...costs, period: costs.period ?? revenue.period })) : 0;
  const stated = /\b(?:ryczal\w*|lump[- ]?sum)\w*\s*(?:\(?\s*)?(\d{1,2}(?:[.,]\d)?)\s?%/.exec(t);
  const activity = recogniseActivity(question, lang);
  const rate = stated ? Number(stated[1]!.replace(",", ".")) / 100 : (activity?.rate ?? 0.085);
  const taxOnly = taxOnlyCompared(t, lang, tr, { annualRevenue, annualCosts, rate });
  if (taxOnly) return taxOnly;
  const zus = has(t, PREFERENTIAL) ? "preferential" : "full";
  const result = compareTaxForms({
    year: P.year,
    annualRevenue,
    annualCosts,
    zus,
    sicknessInsurance: false,
    ryczaltRate: rate,
  });
  const content = compareContent(
    result,
    { annualRevenue, annualCosts, rate, zus, stated: !!stated, activity },
    lang,
    tr,
  );
  return { topic: "formy-opodatkowania-wybor", content, articles: ["formy-opodatkowania-wybor"], calculation: content };
}

/**
 * "Liniowy czy skala przy dochodzie 200 tys.?": with income (revenue minus costs) and no revenue,
 * the scale and the flat tax compared; the lump sum is charged on revenue and is left out.
 */
function incomeCompared(t: string, lang: KnowledgeLang, tr: Translate, amounts: Amounts): ComputedAnswer | null {
  const income = amounts.find((a) => a.kind === "income");
  if (!income || has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) return null;
  const yearly = income.period === "year" || (!income.period && income.value >= 100_000);
  const annual = Math.round(yearly ? income.value : income.value * 12);
  const zus = has(t, /\b(ulg\w* na start|preferencyjn\w*|preferential|maly zus(?! plus)|pierwsz\w* firm\w*)\b/)
    ? "preferential"
    : "full";
  const result = compareTaxForms({
    year: P.year,
    annualRevenue: annual,
    annualCosts: 0,
    zus,
    sicknessInsurance: false,
    ryczaltRate: 0.085,
  });
  const net = Object.fromEntries(result.variants.map((v) => [v.form, v.netIncome])) as Record<string, number>;
  const best = net.flat! > net.scale! ? "flat" : "scale";
  const content = tr("advisor:computed.compareIncome", {
    income: money(annual, lang),
    best: tr(`advisor:forms.${best}`),
    net: money(Math.round(net[best]!), lang),
    scale: money(Math.round(net.scale!), lang),
    flat: money(Math.round(net.flat!), lang),
    zus: tr(`advisor:zus.${zus}`),
  });
  // "Ile podatku wyjdzie na skali?", "how much tax on the scale vs the flat tax?": the two taxes first.
  const taxes = has(
    t,
    /\b(ile (\w+ ){0,3}(podat\w*|pit\w*)|jaki podatek|podat\w* (wyjdzie|bedzie|zaplac\w*)|podat\w* dochodow\w*|how much (income )?tax|what tax|income tax|tax (on|at) (the )?(tax )?(scale|flat))\b/,
  )
    ? `${tr("advisor:computed.compareIncomeTaxes", {
        income: money(annual, lang),
        scale: money(scaleTax(P, annual), lang),
        flat: money(flatTax(P, annual), lang),
      })}\n\n`
    : "";
  return {
    topic: "formy-opodatkowania-wybor",
    content: taxes + content,
    articles: ["formy-opodatkowania-wybor"],
    calculation: taxes + content,
  };
}

const RYCZALT = /\b(ryczal\w*|lump[- ]?sum)\b/;
/** A percentage that is no discount, VAT or rise ("12%", not "10% rabatu"). */
const LONE_RATE =
  /(?<![\d,.])(\d{1,2}(?:[.,]\d)?)\s?%(?!\s*(rabat\w*|znizk\w*|vat\w*|podwyzk\w*|marz\w*|discount|off|of))/g;
/** A lump-sum rate written in the question ("ryczałt 12%", "12% ryczałtu", "lump sum at 8.5%"). */
const STATED_RATE =
  /\b(?:ryczal\w*|lump[- ]?sum)\w*\s*(?:\(?\s*|at |po |w wysokosci |stawk\w* )?(\d{1,2}(?:[.,]\d)?)\s?%|(?<![\d,.])(\d{1,2}(?:[.,]\d)?)\s?%\s*(?:stawk\w* )?(?:ryczal\w*|lump[- ]?sum)/;

/**
 * The lump-sum tax on a revenue named in the question, at the rate it states or of the activity it
 * names: revenue × rate, before the contributions that may still reduce the revenue.
 */
export function ryczaltTaxAnswer(q: Asked): ComputedAnswer | null {
  const { t, question, focus, lang, tr, amounts, focusAmounts } = q;
  // "ile … samego ryczałtu": the genitive after "ile" is an amount of the tax, not of its rate.
  const amountOfIt = /\bile\b[^.?!]*\bryczaltu\b/.test(t) && !has(t, /\b(stawk\w*|procent\w*|rate)\b/);
  // "What would ryczałt cost me monthly at 8.5%?": the tax's amount asked as its cost.
  if (!has(t, RYCZALT) || !(amountOfIt || has(t, /\b(podat\w*|tax|pit|cost me|kosztowa\w*)\b|\bile (\w+ )?ryczal\w*/)))
    return null;
  if (!has(t, /\b(ile|how much|what|jaki\w*|kwot\w*|wynies\w*|wychodz\w*|wyjdzie|policz\w*|oblicz\w*|calculate|owe)\b/))
    return null;
  if (has(t, /\b(zdrowotn\w*|health|limit\w*|termin\w*|deadline|do kiedy|kiedy|when|kwartal\w*|quarter\w*)\b/))
    return null;
  const pick = (list: Amounts) =>
    list.find((a) => a.kind === "revenue" && a.value >= 100) ??
    list.find((a) => a.kind === "unknown" && a.value >= 100);
  const revenue = pick(focusAmounts) ?? pick(amounts);
  if (!revenue) return null;
  // A follow-up joined to its situation loses the words that named the tax ("ryczałt 12%" → "12%"):
  // one lone percentage there is the rate the asker stated.
  const percents = [...t.matchAll(LONE_RATE)];
  const stated = STATED_RATE.exec(t) ?? (focus && percents.length === 1 ? [percents[0]![0], percents[0]![1]] : null);
  const activity = stated ? null : recogniseActivity(question, lang);
  if (!stated && (!activity || activity.id === "residential_rental")) return null;
  const rate = stated ? Number((stated[1] ?? stated[2])!.replace(",", ".")) / 100 : activity!.rate;
  if (!(P.pit.ryczaltRates.value as readonly number[]).includes(rate)) return null;
  const params = {
    rate: pct(rate, lang),
    revenue: money(revenue.value, lang),
    tax: money(grosz(revenue.value * rate), lang),
    yearRevenue: money(grosz(revenue.value * 12), lang),
    yearTax: money(grosz(revenue.value * 12 * rate), lang),
    monthTax: money(grosz((revenue.value * rate) / 12), lang),
    rateReason: stated
      ? tr("advisor:computed.compareRateStated")
      : tr("advisor:rateReason.activity", { label: activity!.label }),
  };
  const content = tr(`advisor:computed.ryczaltTax.${revenue.period ?? "amount"}`, params);
  return { topic: "ryczalt-zasady", content, articles: ["ryczalt-zasady", "ryczalt-stawki"], calculation: content };
}

const RENTAL =
  /\b(wynajm\w*|wynajem|najm\w*|najem|podnajm\w*|dzierzaw\w*|rent(ing)? out|let(ting)? out|rental income|(private|long-term|residential) rental|income from rent\w*|landlord)\b/;
const PRIVATE_RENTAL =
  /\b(prywatn\w*|privately|private(ly)?|poza (dzialalnosci\w*|firma)|outside (a |my |the )?business|not as a business)\b/;

/**
 * Tax on renting out a flat: the lump sum on rental revenue (the only form for private rental since
 * 2023), 8,5% up to 100 000 zł a year and 12,5% above, on the revenue the question names.
 */
export function rentalTaxAnswer({ t, lang, tr, amounts, focusAmounts }: Asked): ComputedAnswer | null {
  if (!has(t, RENTAL) || !has(t, /\b(podat\w*|tax\w*|pit|ryczal\w*)\b/)) return null;
  if (
    !has(
      t,
      /\b(ile|how much|what|jaki\w*|kwot\w*|wynies\w*|wychodz\w*|wyjdzie|policz\w*|oblicz\w*|calculate|owe|pay|how is|how are|jak (sie|jest|to))\b/,
    )
  )
    return null;
  if (has(t, /\b(zdrowotn\w*|health|termin\w*|deadline|do kiedy|kiedy|when|vat|liniow\w*|skal\w*)\b/)) return null;
  const pick = (list: Amounts) =>
    list.find((a) => a.kind === "revenue" && a.value >= 100) ??
    list.find((a) => a.kind === "unknown" && a.value >= 100);
  const revenue = pick(focusAmounts) ?? pick(amounts);
  if (!revenue) return null;
  const year = revenue.period === "month" ? revenue.value * 12 : revenue.value;
  const { tax } = rentalTax(year);
  // Private unless the question places the rental in a business.
  const isPrivate = has(t, PRIVATE_RENTAL) || !has(t, /\b(firm\w*|jdg|dzialalnos\w*|business|company)\b/);
  const content =
    tr(`advisor:computed.rentalTax.${rentalRate(year) > rentalRate(0) ? "above" : "below"}`, {
      revenue: money(grosz(year), lang),
      tax: money(tax, lang),
      monthTax: money(grosz(tax / 12), lang),
    }) + (isPrivate ? tr("advisor:computed.rentalTax.privateNote") : "");
  return { topic: "najem", content, articles: ["najem-prywatny", "ryczalt-stawki"], calculation: content };
}

/** "IP Box, kwalifikowany dochód 150 tys. – ile podatku?": 5 % of the qualified income. */
export function ipBoxTaxAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, /\bip ?box\w*/) || !has(t, /\b(ile|how much|podat\w*|tax|pit\w*)\b/)) return null;
  const income = amounts.find((a) => (a.kind === "income" || a.kind === "unknown") && a.value >= 1000);
  if (!income) return null;
  const annual = income.period === "month" ? income.value * 12 : income.value;
  const content = tr("advisor:computed.ipBoxTax", {
    income: money(annual, lang),
    tax: money(grosz(annual * 0.05), lang),
    flat: money(grosz(annual * 0.19), lang),
    saving: money(grosz(annual * 0.14), lang),
  });
  return { topic: "ip-box", content, articles: ["ip-box"], calculation: content };
}
