import { fold } from "../../knowledge/analyzer.ts";
import { withoutComparedForms } from "../understanding/compared.ts";

/**
 * Things of one kind that exclude each other (legal forms, tax forms): a question about one of
 * them is answered from its articles, not from a sibling's that merely shares the words
 * ("Jak założyć spółkę z o.o.?" is not answered with how to set up a civil partnership).
 */
export const ENTITIES: {
  group: string;
  re: RegExp;
  articles: RegExp;
  /** How an answer's sentence names it too. */ said?: RegExp;
}[] = [
  {
    group: "form",
    re: /\b(jdg|jednoosobow\w* dzialalnosc\w*|sole (propriet|trader)\w*|self-employ\w*)\b/,
    articles: /^jdg-/,
    said: /\b(przedsiebiorc\w*|entrepreneurs?|spol[kc]\w* osobow\w*|partnerships?)\b/,
  },
  { group: "form", re: /\b(spol[kc]\w* cywiln\w*|s\.c\.|sc\b|civil partnership)/, articles: /^spolka-cywilna$/ },
  { group: "form", re: /\b(spol[kc]\w* jawn\w*|general partnership)/, articles: /^spolka-jawna$/ },
  {
    group: "form",
    re: /(z o\.?o|\bzoo\b|\bspzoo\b|\bsp\.? z\b|ograniczon\w* odpowiedzialn\w*|limited (liability )?company|\bllc\b|\bltd\b)/,
    articles: /^(spolka-zoo|rejestracja-spolki-s24-krs|cit-spolki|zus-wspolnik-spolki|crbr-beneficjenci)$/,
    said: /\b(osobowosci\w* prawn\w*|legal personality|legal persons?|osob\w* prawn\w*|krs|spol[kc]\w* (handlow\w*|kapitalow\w*|wpisan\w*)|companies (entered|registered|in the krs))\b/,
  },
  {
    group: "form",
    re: /\b(prost\w* spol[kc]\w* akcyjn\w*|psa|simple joint)/,
    articles: /^(prosta-spolka-akcyjna|rejestracja-spolki-s24-krs|cit-spolki)$/,
  },
  { group: "tax", re: /\b(ryczal\w*|lump[- ]?sum)/, articles: /ryczalt/ },
  // The stages and reliefs of an entrepreneur's ZUS: "najwyższa składka na Małym ZUS Plus" is not
  // answered from the contribution holiday.
  {
    group: "zus",
    re: /\b(ulg\w* na start\w*|start relief|relief for starters|\d miesiecy bez zus|\d months without zus)\b/,
    articles: /^ulga-na-start$/,
  },
  {
    group: "zus",
    re: /\b(preferencyjn\w*|preferential|mal\w* zus\w*(?!\s?(\+|plus))|small zus(?!\s?(\+|plus)))\b/,
    articles: /^zus-preferencyjny$/,
  },
  { group: "zus", re: /\b(mal\w* zus\w* ?(\+|plus)|small zus ?(\+|plus)|mzp)/, articles: /^maly-zus-plus$/ },
  {
    group: "zus",
    re: /\b(wakacj\w* skladkow\w*|contribution holiday|zus holiday)\b/,
    articles: /^wakacje-skladkowe$/,
  },
  { group: "zus", re: /\b(peln\w* zus\w*|duz\w* zus\w*|full zus|big zus)\b/, articles: /^zus-pelny$/ },
  { group: "tax", re: /\b(liniow\w*|flat tax)/, articles: /liniow/ },
  {
    group: "tax",
    re: /\b(skal\w* podatkow\w*|zasad\w* ogoln\w*|tax scale|progressive tax|na skali|(on|the) skal[aeiy]|on (the )?scale)\b/,
    articles: /skal/,
  },
];

/** The legal forms a text names, or null when it names none. */
export function namedForms(text: string): typeof ENTITIES | null {
  const t = fold(text).toLowerCase();
  const named = ENTITIES.filter((e) => e.group === "form" && e.re.test(t));
  return named.length ? named : null;
}

/** A sentence about the named form scores more, one about only a sibling form less. */
const KRS_COMPANY =
  /\b(spol[kc]\w* (wpisan\w*|handlow\w*|kapitalow\w*)|(entered|registered) in the krs|osobowosci\w* prawn\w*|legal personality)\b/;

export function formFit(named: typeof ENTITIES | null, sentence: string): number {
  if (!named) return 0;
  const says = (e: (typeof ENTITIES)[number]) => e.re.test(sentence) || !!e.said?.test(sentence);
  if (named.some(says)) return 0.3;
  if (ENTITIES.some((e) => e.group === "form" && e.re.test(sentence))) return -0.2;
  // "Spółka wpisana do KRS może zawiesić…" is a company's rule, not a sole trader's.
  const soleTrader = named.some((e) => e.articles.source === ENTITIES[0]!.articles.source);
  return soleTrader && KRS_COMPANY.test(sentence) ? -0.2 : 0;
}

/** How much a hit fits the things the question names: more for their own articles, less for a sibling's. */
export function entityFit(question: string, articleId: string): number {
  const t = fold(question).toLowerCase();
  const subject = withoutComparedForms(t);
  let fit = 1;
  for (const group of new Set(ENTITIES.map((e) => e.group))) {
    // "on skala can I deduct it like on liniowy?": the form compared with is not the subject.
    const inSubject = ENTITIES.filter((e) => e.group === group && e.re.test(subject));
    const named = inSubject.length ? inSubject : ENTITIES.filter((e) => e.group === group && e.re.test(t));
    if (!named.length) continue;
    if (named.some((e) => e.articles.test(articleId))) fit *= 1.25;
    else if (ENTITIES.some((e) => e.group === group && e.articles.test(articleId))) fit *= 0.5;
  }
  return fit;
}
