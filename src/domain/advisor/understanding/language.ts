import { fold } from "../../knowledge/analyzer.ts";

export type MessageLang = "pl" | "en";

/**
 * Words that mark a language in what founders type. Grammar (function words, verbs, question
 * words) tells a language best; Polish terms count for less, because people writing English use
 * them too ("what is ryczałt", "minimum składka zdrowotna on the scale").
 */
const POLISH_GRAMMAR = new Set(
  (
    "jak jaki jaka jakie jakiej jakim jakich jakiego ile czy co kiedy gdzie dlaczego czemu jest sa sie nie tak " +
    "mam masz ma mamy moge musze trzeba bede bedzie jestem byc byl byla bylo byly dla przy przez od do na po ze za " +
    "oraz albo lub ale tez juz jeszcze tylko mnie mi moj moja moje moim mojej potem wtedy gdy jesli jezeli kiedys " +
    "teraz wiec bo to ten ta te tego tej tym wynosi kosztuje oplaca lepiej najlepiej gdybym jakbym prosze powiedz " +
    "policz wyjasnij daj podaj zatrudnic zatrudnie sprzedaje sprzedawac dzis czyli moze mozna musi ktory ktora " +
    "ktore ktorego ktorej ktorym twoja twoje swoje sam sama razem zaplacic kto wczoraj dzisiaj jutro bardzo dobrze " +
    "zle wiem wiesz dziekuje dzieki siema czesc witam hej gdyby jakby zaczynam planuje prowadze mieszkam chcemy chce wystawie " +
    "wynajmuje robie pracuje zarabiam placi place zaplace w we zeby bez nad pod przed miedzy okolo " +
    "dopiero jakies jakis okolo wyniosa wynosza ktorych wiecej mniej duzo malo wszystko nic zawsze nigdy sie nam wam ich jego jej " +
    "czasem prywatnie odliczam odliczyc odliczac jezdze woze"
  ).split(" "),
);
const POLISH_TERMS = new Set(
  (
    "firma firmy firme firmie dzialalnosc dzialalnosci zalozyc zalozenie podatek podatku skladka skladki skladke " +
    "zdrowotna zdrowotnej miesiecznie rocznie przychod przychodu przychodem koszty kosztow zl zlotych tys kasa kasy " +
    "fiskalna fiskalnej spolka spolki spolke spolce umowa umowe umowy prace pracy pracownik pracownika pracownikow " +
    "klient klienci klientom klientow osoby prywatne zwolnienie ulga uldze rok roku wlasna wlasnej skala skali " +
    "podatkowa podatkowej liniowy liniowym ryczalt ryczalcie nierejestrowana nierejestrowanej zlecenie dzielo " +
    "stawka stawki termin terminy oplata oplaty wniosek dochodu dochod brutto netto pensja chorobowym chorobowe " +
    "limit lista liste obowiazkow przedsiebiorcy jednorazowa amortyzacja mieszkania mieszkanie podatnik mies mc " +
    "tysiecy tysiace tysi tysiaca tys mln kafli koszta obrot zysk sprzedaz wydatki roczny roczne miesieczny " +
    "paliwo paliwa ciezarowka ciezarowki ciezarowke osobowka osobowke osobowki dojazdow dojazdy"
  ).split(" "),
);
const ENGLISH = new Set(
  (
    "the an is are am be was were do does did can could should would will what how when where which who why " +
    "my me you your we our it its this that these those of for with in on at by from and or but if then " +
    "need have has much many pay paying tax taxes company business start starting register sole proprietor " +
    "month monthly year yearly per about around there any some get make earn earning sell selling clients " +
    "customers employee employees hire cost costs threshold relief insurance contribution health social " +
    "invoice invoices cash don't doesn't i'm i've it's what's how's not yes so also just " +
    "rate rates hourly max net gross settlement deadline due file filing still exist exists called " +
    "apply form fee fees court same change changed big small old new until after before day days " +
    "whats hows wanna gonna got been being their they them than into over under above below " +
    "share capital free lump sum flat scale sickness accident pension employer worker staff " +
    "hiring salary wage average self employed freelancer contractor limited liability partnership " +
    "already work full time teach moved last partners expected profit annual turnover revenue requirements " +
    "one off depreciation people private students visits planning mostly nurse hello hi hey thanks thank morning " +
    "to up go going receipts receipt steps period quarterly quarter annually"
  ).split(" "),
);
/** Words of both languages ("do", "to", "we"): they tell neither. */
const BOTH = new Set([...POLISH_GRAMMAR].filter((w) => ENGLISH.has(w)));
/** Polish words ending so are Polish even when unknown ("zarejestrowalem", "prowadzilabym", "standardowa"). */
const POLISH_ENDING =
  /(owac|ywac|iwac|owalem|owalam|ilem|ilam|alem|alam|ujemy|uje|owy|owa|owe|owej|owego|owym|ego|ych|ami|ach|cie|osci|anie|enie|acja|scia|ymi|iemy|amy|esz|isz|ysz|abym|ebym|yjny|yjna|yjne|yjnej|yjnym)$/;
/** English words ending so are English even when unknown ("requirements", "depreciation"). */
const ENGLISH_ENDING = /(tion|tions|sion|sions|ment|ments|ness|ing|ings|ity|ities|ship|ful|ed|'s)$/;

/**
 * The language a message is written in, told first by its grammar: the function words, verbs and
 * question words of each language (and their typical endings). Polish terms and words with Polish
 * letters decide only a message without grammar ("przychód 15 tys. mies."), since people writing
 * English use them too ("what is ryczałt", "minimum składka zdrowotna on skala podatkowa"). A
 * message of numbers or names alone ("15k", "B2B") keeps the thread's language, which also breaks
 * ties.
 */
export function detectLanguage(text: string, fallback: MessageLang = "pl"): MessageLang {
  // A gloss in brackets ("VAT exemption limit (zwolnienie podmiotowe)") names a term in the other
  // language: the words around it tell the message's language, the gloss only when they do not.
  const outside = text.replace(/\([^()]*\)/g, " ");
  if (outside !== text && /\p{L}{2}/u.test(outside)) {
    const around = languageScores(outside);
    if (around.pl !== around.en) return around.pl > around.en ? "pl" : "en";
  }
  const { pl, en, terms } = languageScores(text);
  if (pl === en) return terms ? "pl" : fallback;
  return pl > en ? "pl" : "en";
}

function languageScores(text: string) {
  let pl = 0;
  let en = 0;
  let terms = 0;
  const words = text
    .toLowerCase()
    .replace(/\bsp\.? ?z ?o\.? ?o\.?/g, " ")
    // "ryczałt IT stawka", "branża IT": the sector's name among Polish words is no English "it".
    .replace(
      /(?<=\b(ryczałt\w*|ryczalt\w*|branż\w*|branz\w*|dla|w|na|z|ze) )it\b|\bit(?= (stawk|ryczał|ryczal|branż|branz|usług|uslug))/g,
      " ",
    )
    .split(/[^\p{L}'’]+/u);
  for (const raw of words) {
    if (!raw) continue;
    const w = fold(raw).replace(/’/g, "'");
    if (BOTH.has(w)) continue;
    if (POLISH_GRAMMAR.has(w)) pl += 1;
    else if (ENGLISH.has(w)) en += 1;
    else if (POLISH_TERMS.has(w) || /[ąćęłńóśźż]/.test(raw)) terms += 1;
    else if (w.length > 4 && POLISH_ENDING.test(w)) pl += 0.5;
    else if (w.length > 4 && ENGLISH_ENDING.test(w)) en += 0.5;
  }
  return { pl, en, terms };
}
