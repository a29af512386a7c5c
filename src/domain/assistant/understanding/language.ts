import { fold } from "../../knowledge/analyzer.ts";

export type MessageLang = "pl" | "en";

/**
 * Words that mark a language in what founders type. Polish is also told by its letters (ą, ę,
 * ł, ś, ż…); without diacritics its function words and the endings of its verbs still show.
 */
const POLISH = new Set(
  (
    "jak jaki jaka jakie jakiej ile czy co kiedy gdzie dlaczego czemu jest sa sie nie tak mam masz ma mamy " +
    "moge musze trzeba bede bedzie jestem byc dla przy przez od do na po ze za oraz albo lub ale tez juz jeszcze " +
    "tylko mnie mi moj moja moje moim mojej firma firmy firme firmie dzialalnosc dzialalnosci zalozyc zalozenie " +
    "placic place zaplace podatek podatku skladka skladki skladke zdrowotna miesiecznie rocznie przychod przychodu " +
    "koszty kosztow zl zlotych kasa kasy fiskalna fiskalnej spolka spolki spolke umowa umowe umowy prace pracy " +
    "pracownik pracownika pracownikow potem wtedy gdy jesli jezeli kiedys teraz wiec bo to ten ta te tego tej " +
    "wynosi kosztuje oplaca lepiej najlepiej gdybym jakbym prosze powiedz policz wyjasnij zatrudnic zatrudnie " +
    "sprzedaje sprzedawac klient klienci klientom klientow osoby prywatne zwolnienie ulga uldze dzis rok roku " +
    "wlasna wlasnej skala skali podatkowa podatkowej liniowy liniowym ryczalcie dzialalnosci nierejestrowana " +
    "zlecenie dzielo stawka stawki termin terminy oplata oplaty wniosek czyli albo moze mozna musi trzeba " +
    "ktory ktora ktore ktorego ktorej mojej twoja twoje swoje sam sama razem przychodem dochodu dochod zaplacic " +
    "kto wczoraj dzisiaj jutro bardzo dobrze zle wiem wiesz prosze dziekuje czesc witam hej gdyby jakby tego tym"
  ).split(" "),
);
const ENGLISH = new Set(
  (
    "the an is are am be was were do does did can could should would will what how when where which who why " +
    "my me you your we our it its this that these those of for with in on at by from and or but if then " +
    "need have has much many pay paying tax taxes company business start starting register sole proprietor " +
    "much month monthly year yearly per about around there any some get make earn earning sell selling clients " +
    "customers employee employees hire cost costs limit threshold relief insurance contribution health social " +
    "invoice invoices cash register don't doesn't i'm i've it's what's how's not yes so also just " +
    "rate rates hourly min max net gross yearly settlement deadline due file filing still exist exists called " +
    "apply form fee fees court same change changed any big small old new until after before day days which " +
    "whats hows wanna gonna got been being would there their they them than then into over under above below " +
    "share capital free lump sum flat scale health insurance sickness accident pension employer worker staff " +
    "hire hiring salary wage minimum average self employed freelancer contractor limited liability partnership"
  ).split(" "),
);
/** Polish words ending so are Polish even when unknown ("zarejestrowalem", "prowadzilabym"). */
const POLISH_ENDING =
  /(owac|ywac|iwac|owalem|owalam|ilem|ilam|alem|alam|ujemy|uje|owy|owej|owego|ego|ych|ami|ach|cie|osci|anie|enie|acja|scia)$/;

/**
 * The language a message is written in: words with Polish letters and the function words of each
 * language are counted, and a tie keeps the fallback (the thread's language). A
 * message of numbers or names alone ("15k", "B2B") keeps the fallback too.
 */
export function detectLanguage(text: string, fallback: MessageLang = "pl"): MessageLang {
  // Each word with Polish letters counts for Polish; a Polish term in an English sentence
  // ("what is ryczałt") is outweighed by the English words around it.
  let pl = (text.match(/\S*[ąćęłńóśźż]\S*/gi) ?? []).length;
  let en = 0;
  const words = fold(text)
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  for (const w of words) {
    if (POLISH.has(w)) pl += 1;
    else if (w.length > 4 && POLISH_ENDING.test(w)) pl += 0.5;
    if (ENGLISH.has(w)) en += 1;
  }
  // The thread's language breaks ties and leans a message of Polish terms and English glue its way.
  if (fallback === "pl") pl += 0.5;
  else en += 0.5;
  if (pl === en) return fallback;
  return pl > en ? "pl" : "en";
}
