import { fold } from "../../knowledge/analyzer.ts";
import { grosz } from "../../tax/money.ts";
import { daysLeftInYear, cashRegisterRequired, vatExemptionLimit } from "../../tax/eligibility.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { toMonthly } from "../amounts.ts";
import { type CalendarDate, formatDate } from "../understanding/dates.ts";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { type Asked, type ComputedAnswer, has, money, type Translate } from "./shared.ts";

const VAT_LIMIT =
  /\b(zwolnieni\w* podmiotow\w*|subjective exemption)\b.*\b(limit\w*|prog\w*|ile|how much|kwot\w*)\b|\b(byc|zostac|zostane|stac sie|become|have to be|need to be|must be) (juz |already )?(vatowc\w*|(a |an active )?vat payer|czynn\w* (podatnik\w*|vat\w*))\b|\b(wpas\w*|wpadn\w*|wpadac|wskoczy\w*) (w|na|do) vat\w*\b|\bnie (placic|placac|byc|bedac|musiec) (na |platnikiem |podatnikiem )?vat\w*\b|\b(vat|vatu)\b.*\b(limit\w*|zwolni\w*|prog|progu|threshold|exempt\w*|przekrocz\w*|exceed\w*|cross\w*)\b|\b(limit\w*|zwolni\w*|prog|progu|threshold|exempt\w*|przekrocz\w*|exceed\w*)\b.*\bvat(u|em)?\b|\b(ile|do ilu|how much|do jakiej kwoty|up to what amount|jaki\w* (limit|kwot\w*))\b.*\b(bez vat\w*|without vat|vat[- ]free|free of vat)\b|\b(ile|how much)\b.{0,40}\b(invoice|sell|zafakturowa\w*|sprzeda\w*|wystawi\w*)\b.{0,40}\b(stay|remain|keep|zostac|zostajac|pozostac|byc dalej) (\w+ )?(exempt|zwolnion\w*)\b/;
/** Another VAT-related duty than the exemption limit: KSeF, a cash register, JPK, split payment. */
const OTHER_VAT_DUTY =
  /\b(ksef\w*|e-?faktur\w*|faktur\w* (w )?(pdf|papierow\w*)|(pdf|paper) invoic\w*|invoic\w* (in|as) (pdf|paper)|faktur\w* ustrukturyzowan\w*|structured invoic\w*|kas\w* fiskaln\w*|cash register\w*|jpk\w*|split payment|podzielon\w* platnosc\w*|mpp)\b/;
/** The exemption limit itself asked about: crossing it, its size, losing the exemption. */
const VAT_LIMIT_ASKED =
  /\b(limit\w*|prog|progu|threshold|przekrocz\w*|exceed\w*|cross\w*|go over|stra\w* zwolnieni\w*|los\w* (the |my )?exemption|vatowc\w*|czynn\w* (podatnik\w*|vat\w*)|register for vat|rejestr\w* (do|na) vat)\b/;

/** Sales so far in the year, up to a named month ("do listopada", "by November", "so far"). */
const RUNNING_TOTAL =
  /\b((do|by|until|through|up to|till) (konca |the end of )?(stycz\w*|lut\w*|marc\w*|kwietni\w*|maj\w*|czerwc\w*|lip\w*|sierpni\w*|wrzesni\w*|pazdziernik\w*|listopad\w*|grudni\w*|january|february|march|april|may|june|july|august|september|october|november|december)|so far|to date|year to date|dotychczas|do tej pory|od poczatku roku|od stycznia|since (the start of the year|january)|narastajaco)\b/;

/** What to do once the limit is crossed, not whether it is. */
const AFTER_CROSSING =
  /\b(co (wtedy |potem |dalej )?(musze|trzeba|nalezy|powinienem|powinnam|mam|musimy) (wtedy |potem )?(zrobic|robic|zalatwic|zlozyc|zglosic)|co (wtedy|potem|dalej)|co sie (wtedy )?dzieje|jakie (formalnosci|obowiazki|kroki)|what (do|should|must) (i|we) do|what happens|what are the (steps|next steps)|what next|wstecz|retroactive\w*|backdated)\b/;

/** Sales to a client abroad: services taxed in the client's country (art. 28b of the VAT act). */
const CLIENT_ABROAD =
  /\b((klient\w*|firm\w*|spolk\w*|clients?|customers?|compan(y|ies)) (z|ze|from|in) (uk|usa|us|niemiec|zagranicy|abroad|ue|eu|wielkiej brytanii)|(uk|us|usa|german|british|american|foreign|zagraniczn\w*|niemieck\w*|brytyjsk\w*|amerykansk\w*) (compan(y|ies)|clients?|customers?|klient\w*|firm\w*|spolk\w*)|(clients?|customers?|klienci|klientow) (are |sa )?(all )?(abroad|za granica))\b/;
/** Activities excluded from the subjective exemption whatever the turnover (art. 113 ust. 13 of the VAT act). */
export const EXCLUDED_FROM_EXEMPTION =
  /\b(prawnik\w*|prawnicz\w*|uslug\w* prawn\w*|radc\w*|adwokat\w*|kancelari\w*|notariusz\w*|lawyers?|legal (services?|advice|advisers?|advisors?|counsel\w*)|attorneys?|solicitors?|jubiler\w*|jewel\w*|zlotni\w*|goldsmith\w*|silversmith\w*|obraczk\w*|pierscion\w*|pierscien\w*|bizuteri\w*|metal\w* szlachetn\w*|precious metals?|(silver|gold) (rings?|earrings?|necklaces?|bracelets?)|windyk\w*|debt collect\w*|doradztw\w*|doradc\w*|doradza\w*|tax advis\w*|advisory|consultancy|consulting (services?|firm|business|company)|(jestem|i am|i'm|as) (a )?consultant|konsulting\w*|akcyz\w*|excise|browar\w*|brewer\w*|alkohol\w*|alcohol\w*|wyrob\w* tytoniow\w*|tobacco)\b/;

/** Cosmetics sold online or by post: excluded from the exemption (art. 113 ust. 13 pkt 1 lit. f). */
const COSMETICS_ONLINE =
  /\b(kosmetyk\w*|krem(y|ow)|balsam\w*|cosmetics|skincare)\b.*\b(internet\w*|online|wysylk\w*|etsy|allegro|e-?shop|sklep\w* internetow\w*|by post|web ?shop)\b|\b(internet\w*|online|wysylk\w*|etsy|allegro|e-?shop|sklep\w* internetow\w*|web ?shop)\b.*\b(kosmetyk\w*|krem(y|ow)|balsam\w*|cosmetics|skincare)\b/;

/**
 * The VAT exemption limit computed: whether a monthly revenue crosses it (and in which month), and
 * the pro-rata limit for a start during the year. "Zwolniona z VAT, muszę wystawiać przez KSeF?"
 * names the exemption but asks about another duty.
 */
/** "I'm VAT-exempt… so what's my cash register limit?": a follow-up asking the till's limit, not VAT's. */
const asksTill = (focus: string) => {
  const own = fold(focus).toLowerCase();
  return has(own, /\b(cash registers?|till|kas\w* (fiskaln\w*|rejestruj\w*)|kas[aey]|kasie)\b/) && !has(own, /\bvat\b/);
};

export function vatLimitAnswer({ t, lang, tr, amounts, date, focus }: Asked): ComputedAnswer | null {
  if (!(has(t, VAT_LIMIT) && !(has(t, OTHER_VAT_DUTY) && !has(t, VAT_LIMIT_ASKED)))) return null;
  // "A jak przekroczę, co muszę zrobić?": the steps after crossing it, which the articles give.
  if (has(t, AFTER_CROSSING)) return null;
  if (asksTill(focus)) return null;
  // "Chcę od grudnia zrezygnować ze zwolnienia – do kiedy VAT-R?": the notice's deadline, not the limit.
  if (
    has(t, /\b(vat-?r|zrezygn\w*|rezygn\w*|waiv\w*|give up (the |my )?exemption|opt out)\b/) &&
    has(t, /\b(do kiedy|kiedy|termin\w*|by when|until when|deadline|when)\b/)
  )
    return null;
  // "Wypadłem z VAT w 2025 – mogę wrócić na zwolnienie?": the return's rules, which the articles give.
  if (has(t, /\b(wroc(e|i|ic|il\w*|imy|my)|wraca\w*|powrot\w*|return\w*|go back|come back|back to)\b/)) return null;
  // "Fakturuję tylko firmę z UK – przekroczę 240 tys.?": services taxed abroad do not count, which the article says.
  if (has(t, CLIENT_ABROAD)) return null;
  // Legal or advisory services, jewellery, debt collection: no exemption whatever the turnover; nor
  // for cosmetics sold at a distance (art. 113 ust. 13 pkt 1 lit. f).
  if (has(t, EXCLUDED_FROM_EXEMPTION) || has(t, COSMETICS_ONLINE)) return null;
  // "Czy sprzedaż auta (środka trwałego) wlicza się do limitu?": what counts towards it, which the articles say.
  if (
    has(
      t,
      /\b(wlicza\w*|wliczy\w*|wliczan\w*|nie wlicz\w*|counts? (towards?|to|in|against)|included in|include\w* in|uwzgledni\w*)\b/,
    )
  )
    return null;
  // "W październiku przekroczę 240 tys.": the limit named is no revenue of the asker's.
  const crossing = has(t, /\b(przekrocz\w*|przeskocz\w*|przebij\w*|przebic|exceed\w*|go over|went over|cross\w*)\b/);
  const told = amounts.filter((a) => !(crossing && a.value === P.vat.exemptionLimit.value));
  const revenue = told.find((a) => a.kind === "revenue" || (a.kind === "unknown" && a.period === "month"));
  // "Do listopada sprzedaż 232 tys., w grudniu faktura na 20 tys.", "235k in sales by November": a running
  // total up to a month is no month's or year's revenue – the sale that crosses the limit is the question.
  if (revenue && has(t, RUNNING_TOTAL) && (told.length >= 2 || (crossing && revenue.period !== "month"))) return null;
  // "…od kiedy jestem VAT-owcem?": from the sale that crosses it, which the articles say.
  if (crossing && !revenue && has(t, /\b(od kiedy|from when|since when|kiedy|when)\b/)) return null;
  // …asked in a follow-up after the revenue was told ("a jak przekroczę w październiku, od kiedy?"): the same.
  if (crossing && /\b(od kiedy|from when|since when|from what (date|moment))\b/.test(focus.toLowerCase())) return null;
  // "W październiku przekroczę 240 tys.": the month of crossing the limit is no start of the business.
  // "Założyłam firmę 1 lipca… żeby nie przekroczyć limitu": a start named outright still is one.
  // "JDG since 2024… a big invoice in December": a business running since an earlier year starts nothing now.
  const since = /\b(since|od|from) (20[0-3]\d)\b/.exec(t);
  const startedEarlier = since !== null && Number(since[2]) < P.year;
  const starting =
    !startedEarlier &&
    (!has(t, /\b(przekrocz\w*|przeskocz\w*|exceed\w*|go over|went over|cross\w*)\b/) ||
      has(
        t,
        /\b(zaloz\w*|zalozy\w*|zaczyn\w*|zaczel\w*|zaczal\w*|rozpocz\w*|otworz\w*|otwiera\w*|started|starting|founded|opened|registered|registering|set up|setting up)\b/,
      ));
  const start = starting && date && date.year === P.year && !(date.month === 1 && date.day === 1) ? date : null;
  const limit = vatExemptionLimit(P, start ? new Date(Date.UTC(start.year, start.month - 1, start.day)) : undefined);
  if (revenue && revenue.value > 0) {
    const monthly = toMonthly(revenue.value, revenue.period ?? (revenue.value >= 100_000 ? "year" : "month"));
    const months = start ? 13 - start.month : 12;
    const year = Math.round(monthly * months * 100) / 100;
    const crossing = Math.floor(limit / monthly) + 1;
    const firstMonth = start ? start.month : 1;
    const monthName = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
      month: "long",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(P.year, firstMonth - 1 + crossing - 1, 1)));
    const content =
      year > limit && firstMonth - 1 + crossing <= 12
        ? tr("advisor:computed.vatCrossedMonth", {
            monthly: money(monthly, lang),
            year: money(year, lang),
            limit: money(limit, lang),
            month: monthName,
          })
        : year > limit
          ? tr("advisor:computed.vatCrossed", {
              monthly: money(monthly, lang),
              year: money(year, lang),
              limit: money(limit, lang),
              month: crossing,
            })
          : tr("advisor:computed.vatWithin", {
              monthly: money(monthly, lang),
              year: money(year, lang),
              limit: money(limit, lang),
            });
    return { topic: "vat-limit", content, articles: ["vat-zwolnienie-limit"], calculation: content };
  }
  if (start) {
    const days = daysLeftInYear(new Date(Date.UTC(start.year, start.month - 1, start.day)));
    const content = tr("advisor:computed.vatProRata", {
      date: formatDate(start, lang),
      limit: money(limit, lang),
      days,
    });
    return { topic: "vat-pro-rata", content, articles: ["vat-zwolnienie-proporcja"], calculation: content };
  }
  return null;
}

export const CASH_REGISTER =
  /\b(kas\w* fiskaln\w*|kas[aeyi]|kase|kasy rejestrujac\w*|cash[- ]register\w*|fiscal (cash )?register\w*|till)\b/;

/** The cash-register exemption limit for a first sale to consumers during 2026: 20 000 zł × days left ÷ 365. */
/** Trades that need a cash register from the first sale, whatever the turnover (the MF regulation's exclusions). */
export const REGISTER_FROM_FIRST_SALE =
  /\b(fryzj\w*|hair\w*|barber\w*|kosmetycz\w*|kosmetolog\w*|beauty|nail\w*|paznokci\w*|warsztat\w* samoch\w*|napraw\w* (aut|samoch|pojazd)\w*|car repair\w*|mechani\w*|wulkaniz\w*|tyre\w*|tire\w*|taxi|taksow\w*|gastronom\w*|restaurac\w*|restaurant\w*|catering\w*|bistro|kawiarni\w*|silowni\w*|fitness|gym|prawnik\w*|adwokat\w*|legal services|lekarz\w*|dentyst\w*|doctor\w*|dentist\w*)\b/;

export function cashRegisterAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  date: CalendarDate | null,
): ComputedAnswer | null {
  if (!has(t, CASH_REGISTER) || !date || date.year !== P.year || has(t, REGISTER_FROM_FIRST_SALE)) return null;
  // "Od 1 lipca sprzedaję – kiedy kasa?": when it is needed is when sales pass the pro-rated limit.
  if (
    !has(
      t,
      /\b(limit\w*|prog\w*|threshold|exempt\w*|zwolni\w*|ile|ilu|do ilu|how much|how far|up to what|what|jaki\w*|do jakiej|kiedy|od kiedy|when|need|potrzebuj\w*|musze)\b/,
    )
  )
    return null;
  const start = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const { limit } = cashRegisterRequired(P, {
    consumerSales: 0,
    firstConsumerSale: start,
    listedGoodsOrServices: false,
  });
  const content = tr("advisor:computed.cashRegisterProRata", {
    date: formatDate(date, lang),
    limit: money(limit, lang),
    days: daysLeftInYear(start),
  });
  return { topic: "cash-register", content, articles: ["kasa-fiskalna"], calculation: content };
}

/**
 * "Faktura 7 380 brutto z 23 % – ile VAT?", "5 000 net at 23 % – what's the gross?": the VAT and the
 * other side of an amount at a rate the question names.
 */
export function vatMathAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  const named = /(?<![\d,.])(23|8|5) ?%/.exec(t)?.[1];
  // "Invoice 5000 net a month, how much VAT do I pay?": with no rate named, the standard 23 %, said so.
  const standard =
    !named &&
    has(t, /\b(netto|net)\b/) &&
    (has(
      t,
      /\b(ile (\w+ ){0,2}vat\w*|how much vat|vat (do zaplaty|to pay)|what'?s the vat|ile (\w+ )?podatku vat)\b/,
    ) ||
      // "Czynny VAT-owiec, 15k netto – ile brutto na fakturze?", "faktura 2460 brutto ile to netto":
      // the other side of an invoice's amount, not of a salary.
      (has(t, /\b(ile|how much|what'?s|what is)\b[^.?!]{0,50}\b(brutto|gross|netto|net)\b/) &&
        has(t, /\b(faktur\w*|invoic\w*|vatowc\w*|vat-owc\w*|czynn\w* (podatnik\w*|vat\w*)|vat payer)\b/)));
  const rate = named ?? (standard ? "23" : undefined);
  if (
    !rate ||
    !has(t, /\b(brutto|gross|netto|net|vat\w*)\b/) ||
    !has(t, /\b(ile|how much|what'?s|what is|jak\w*|oblicz\w*|policz\w*)\b/)
  )
    return null;
  if (has(t, /\b(limit\w*|zwolni\w*|exempt\w*|przekrocz\w*|exceed\w*)\b/)) return null;
  const amount = amounts.find((a) => a.value >= 1 && a.value !== Number(rate));
  if (!amount) return null;
  const r = Number(rate) / 100;
  const gross = /\d[\d\s.,]*\s*(zl|pln)?\s*(brutto|gross)\b|\b(brutto|gross)\s*(of\s*)?\d/.test(t);
  const net = gross ? grosz(amount.value / (1 + r)) : amount.value;
  const vat = gross ? grosz(amount.value - net) : grosz(amount.value * r);
  const content = tr("advisor:computed.vatMath", {
    rate: `${rate}%`,
    net: money(net, lang),
    vat: money(vat, lang),
    gross: money(gross ? amount.value : grosz(net + vat), lang),
  });
  const withRate = standard ? `${content} ${tr("advisor:computed.vatMathStandard")}` : content;
  return { topic: "stawki-vat", content: withRate, articles: ["stawki-vat"], calculation: withRate };
}
