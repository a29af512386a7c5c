import { fold } from "../../knowledge/analyzer.ts";
import { bindAmounts } from "../amount-meaning.ts";
import { toMonthly } from "../amounts.ts";
import { sameJobForExEmployer } from "../knowledge/employer-hints.ts";
import { EMPLOYS_SOMEONE } from "../knowledge/hint-words.ts";
import { activityOf, type BusinessProfile, type ProfileFact } from "../profile.ts";
import { isQuestion } from "./classify.ts";
import { farmMoneyOutsideBusiness } from "./farm-money.ts";
import { PSA, SP_ZOO } from "./company-words.ts";
import * as W from "./profile-words.ts";
import { employeesOf, foundersOf, leadingCount } from "./headcount.ts";
import { startDateOf } from "./start-date.ts";

type Facts = Partial<BusinessProfile>;
/** Amounts stated without a period (not in answer to a monthly question): to be asked about. */
type Unsure = { fact: "monthlyRevenue" | "monthlyCosts"; value: number }[];

const has = (t: string, re: RegExp) => re.test(t);

const YES = /^(tak|tak\b.*|yes|yep|yeah|sure|oczywiscie|jasne|owszem|zgadza sie|correct|right|of course)\b/;
const NO = /^(nie|no|nope|not really|raczej nie|zadn|none|nigdy|never)\b/;

/** A job the user held before, not now. */
const PAST_JOB =
  /\b(bylem|bylam|bylismy|bylysmy|pracowalem|pracowalam|was|were|used to|worked|had|until|quitting|leaving|quit|odchodze|odejde|rzucam|rzuce|zwalniam sie|do (konca|grudnia|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada)|w ktorej|where i|(przechodz\w*|przejd\w*|przeszl\w*|przeszed\w*) (\w+ )?na b2b|(moving|switching|going|move|switch|go) (\w+ )?(to |on )?b2b)\b/;

/** Sentences are judged one by one, so a "nie" in one does not flip a fact stated in another. */
const sentences = (t: string) =>
  t
    .split(/[.!?;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Amounts, each bound to its noun and period. An amount without a period is monthly only when it
 * answers the advisor's question about a monthly figure; otherwise the caller asks (`unsure`).
 */
function readAmounts(text: string, expecting: ProfileFact | undefined, facts: Facts, unsure?: Unsure): void {
  const bound = bindAmounts(text);
  // "around 8k a month and almost no costs": a figure with a period and no noun, beside no other
  // revenue, is what the business brings in.
  const revenueNamed = bound.some((a) => a.kind === "revenue");
  const answering = expecting === "monthlyRevenue" || expecting === "monthlyCosts";
  // "Firmom wystawiam faktury na ok. 6 tys., reszta to paragony": a part of the revenue, not all of it.
  const partOnly = /\b(reszta|resztę|reszte|pozostal\w*|poza tym|the rest|rest of it|plus receipts)\b/.test(
    text.toLowerCase(),
  );
  for (const a of bound) {
    const kind =
      a.kind === "unknown" && answering && a.value >= 0
        ? expecting === "monthlyCosts"
          ? "costs"
          : "revenue"
        : a.kind === "unknown" && !revenueNamed && a.period && a.value >= 1000
          ? "revenue"
          : a.kind;
    if (kind !== "revenue" && kind !== "costs") continue;
    if (kind === "revenue" && partOnly && !answering) continue;
    // "W tym roku przekroczę 240 tys. sprzedaży": a limit crossed, not the revenue itself; so is a
    // threshold jumped over ("przychód skoczył ponad 60 tys.") or one to be kept within ("zmieszczę
    // się w 20 tys.", "stay under 20k"): the revenue is only on one side of it.
    if (
      !answering &&
      /\b(przekrocz\w*|przeskocz\w*|przebij\w*|przebic|exceed\w*|go(ing)? over|went over|cross\w*|(skoczy\w*|wskoczy\w*|wzros\w*|wzrosn\w*|jump\w*|rose|grew|went up) (ponad|powyzej|over|above|past)|(zmiesc\w*|zmieszcz\w*|mieszcz\w*) sie (w|do|pod|ponizej)|(stay\w*|keep\w*|fit\w*) (it )?(under|below|within))\s+(\S+\s+)?$/.test(
        fold(text.slice(Math.max(0, a.index - 30), a.index)).toLowerCase(),
      )
    )
      continue;
    // "Mój wspólnik … dostaje 4000 zł", "paid 8,000 a month for that (the board seat)": someone's pay, no revenue.
    // Only the amount's own sentence ("Moja żona nie pracuje. Firma zarabia 20 000 zł" is the firm's).
    const sentenceStart = Math.max(
      0,
      ...[...text.slice(0, a.index).matchAll(/[.!?]\s+(?=[A-ZĄĆĘŁŃÓŚŹŻ])/g)].map((m) => m.index + m[0].length),
    );
    const before = fold(text.slice(Math.max(sentenceStart, a.index - 120), a.index)).toLowerCase();
    if (
      !answering &&
      kind === "revenue" &&
      /\b(wspolnik\w*|pracownik\w*|pracownic\w*|zona|maz|brat|siostra|syn|corka|partner|employee|wife|husband|board member|czlon\w* zarzadu|prezes\w*)\b[^!?]*\b(dostaje|zarabia|otrzymuje|wyplac\w*|gets|earns|is paid|receives|paid)\s+(\S+\s+)?$/.test(
        before,
      )
    )
      continue;
    // A part of the year's sales, or a home's rent and bills ("czynsz z mediami to 2800 zł"): no revenue.
    if (!answering && kind === "revenue" && (partOfTheYear(text, a.index) || W.homeBills(before))) continue;
    // "Biorę na zlecenie studenta, 2500 zł miesięcznie", "hiring a helper for 3k a month": a bare
    // amount beside someone taken on is that person's pay, and one beside a tax or ZUS paid late is owed, not revenue.
    if (!answering && a.kind === "unknown" && W.takenOnOrOwed(fold(text).toLowerCase())) continue;
    // A farmer's money outside any business: a mandate contract's pay beside KRUS, rent for a barn,
    // agricultural retail trade (RHD, no business by law) – none is the business's revenue.
    if (!answering && kind === "revenue" && farmMoneyOutsideBusiness(fold(text).toLowerCase())) continue;
    const fact = kind === "costs" ? "monthlyCosts" : "monthlyRevenue";
    const period = a.period ?? (answering ? (a.value >= 200_000 ? "year" : "month") : null);
    if (!period) {
      unsure?.push({ fact, value: a.value });
      continue;
    }
    facts[fact] = toMonthly(a.value, period);
  }
}

/**
 * "W tym roku sprzedałam już za 30 tys.", "I've already sold 35k to EU consumers": a running total
 * so far, or the sales to one group of customers ("firmom", "to EU consumers"), is a part of the
 * revenue, not the business's revenue for a period. Judged in the amount's own sentence.
 */
function partOfTheYear(text: string, index: number): boolean {
  const sentenceStart = Math.max(
    0,
    ...[...text.slice(0, index).matchAll(/[.!?]\s+(?=[A-ZĄĆĘŁŃÓŚŹŻ])/g)].map((m) => m.index + m[0].length),
  );
  const rest = text.slice(index);
  const end = rest.search(/[!?]|\.(\s+[A-ZĄĆĘŁŃÓŚŹŻ]|\s*$)/);
  const sentence = fold(text.slice(sentenceStart, index) + rest.slice(0, end < 0 ? undefined : end)).toLowerCase();
  const before = fold(text.slice(Math.max(sentenceStart, index - 45), index)).toLowerCase();
  if (/\b(juz|dotychczas|do tej pory|od poczatku roku|already|so far|to date|year to date|ytd)\b/.test(before))
    return true;
  if (/^\S*\s+(\S+\s+){0,3}(so far|to date|do tej pory|dotychczas)\b/.test(fold(rest.slice(0, 40)).toLowerCase()))
    return true;
  // Only one group named as the customers ("tylko firmom", "only to companies") is the whole of it.
  if (/\b(tylko|wylacznie|jedynie|only|solely|exclusively)\b/.test(sentence)) return false;
  // Invoices to companies from a place that serves consumers ("mój salon fakturuje firmy na 5k") are
  // a part; a business selling to companies ("I sell to businesses, 20k a month") states its revenue.
  if (
    /\b(firmom|firmy|companies|businesses)\b/.test(sentence) &&
    /\b(faktur\w*|invoic\w*|bills?|billing)\b/.test(sentence) &&
    /\b(salon\w*|sklep\w*|shop|store|studio|gabinet\w*|restaurac\w*|kawiarni\w*|bistro|fryzjer\w*|barber\w*|kosmetycz\w*|beauty|piekarni\w*|bakery|zaklad\w*)\b/.test(
      sentence,
    )
  )
    return true;
  return /\b((klient\w*|konsument\w*|osob\w* prywatn\w*|customers|consumers|clients|buyers) (z|ze|w|spoza|from|in|abroad) (ue|eu|unii|zagranic\w*|innych krajow|other (eu )?countries|\w+ (krajow|countries))|(eu|foreign|german|french|czech) (consumers|customers|clients|buyers)|za granice|zagranic\w*|abroad)\b/.test(
    sentence,
  );
}

/** Employees and founders; a bare "nie" or "3" answers the question about employees. */
function readPeople(t: string, expecting: ProfileFact | undefined, facts: Facts): void {
  const employees = employeesOf(t);
  if (employees !== undefined) facts.employees = employees;
  else if (expecting === "employees") {
    if (NO.test(t)) facts.employees = 0;
    const n = leadingCount(t);
    if (n !== undefined) facts.employees = n;
  }
  const founders = foundersOf(t);
  if (founders !== undefined) facts.founders = founders;
}

/** Who the user buys from is no customer ("my suppliers are big companies", "kupuję od firm"). */
const SUPPLIERS =
  /\b(suppliers?|vendors?|wholesalers?|dostawc\w*|hurtowni\w*|kupuj\w* (od|w)|buy (from|at)|purchas\w* from|(pay|paying|plac\w*) (for|za)|subskrypc\w*|subscri\w*|(from|od) (\w+ ){0,2}(compan(y|ies)|firm\w*|spol\w*))\b[^,.;!?]*/g;

/** Someone who works for the user, named as the subject of what follows. */
const OTHER_WORKER =
  /\b(pracownik\w*|pracownic\w*|employee\w*|zleceniobiorc\w*|contractor|(moj\w*|my|our|nasz\w*) (jedyn\w* |only )?\w+ (chce|wants|would like|ma ochote|prosi|asks)|b2b (u mnie|w mojej firmie|with me|for me|at my (company|firm))|(moj\w*|my|our|nasz\w*) (\w+ )?(kurier\w*|courier\w*|kierowc\w*|drivers?|pomocnik\w*|helpers?|podwykonawc\w*|subcontractors?)|(kurier\w*|courier\w*|kierowc\w*|drivers?|pomocnik\w*|podwykonawc\w*) (\w+ ){0,2}(u mnie|dla mnie|for me|with me)|(zeby|aby|by) (\w+ )?(przeszedl|przeszla|przeszli|przeszly))\b/;
/** B2B as a kind of contract ("przejść na B2B", "switch to B2B", "umowa B2B", "on B2B"). */
const B2B_CONTRACT =
  /\b((przejsc|przejscie|przechodz\w*|przejdzie|przeszed\w*|przeszl\w*|switch\w*|mov\w*|go|going|went|na|to|on|onto)\s+(\w+\s+){0,3}(na |to |on )?b2b|umow\w* b2b|b2b (contract|agreement|deal))\b/g;

function customersOf(text: string): BusinessProfile["customers"] {
  // "Both of us are businesses", "obie strony to firmy": who pays whom, not who the customers are.
  let t = text
    .replace(SUPPLIERS, " ")
    .replace(/\b(both of us|we both|obie strony|oboje|obaj|obydwaj)\b[^,.;!?]*/g, " ")
    // "(not businesses)", "nie dla firm", "a B2B helper": no group of the customers.
    .replace(W.NOT_A_GROUP, " ");
  // "Mój pracownik chce przejść na B2B", "my employee wants to switch to B2B": a contract someone
  // else moves to, not whom the business sells to.
  if (OTHER_WORKER.test(t)) t = t.replace(B2B_CONTRACT, " ");
  const b2b = has(
    t,
    /\b(b2b|dla firm|firmom|klienci biznesowi|klientami sa firmy|businesses|companies|business clients)\b/,
  );
  const b2c = has(
    t,
    /\b(b2c|klienci indywidualni|osoby prywatne|osobom prywatnym|osob prywatnych|konsumenci|konsumentom|individuals|consumers|private clients|private customers|(wystawiam|daje|dajemy|reszta to|a reszta) paragon\w*(?! z nip)|paragon\w* dla|par\w* mlod\w*|klien(t|c)\w* prywatn\w*|private (persons|people))\b/,
  );
  if (b2b && b2c) return "both";
  if (b2b) return "b2b";
  if (b2c) return "b2c";
  return undefined;
}

/** The user's own legal form, not one closed or had before. */
function legalFormOf(text: string, expecting: ProfileFact | undefined): BusinessProfile["legalForm"] {
  let t = text;
  // "zamknąłem JDG 2 lata temu": a business in the last 60 months, not today's form.
  // "Zamykam JDG i otwieram spółkę": the business being closed is no form of the user's, the one opened is.
  t = t.replace(W.CLOSING, " ");
  if (/\b(zamkn\w*|zlikwid\w*|mial\w*|prowadzil\w*|closed|had|used to|wound up|zawiesi\w*)\b/.test(t)) return undefined;
  // "Po przekształceniu JDG…", "after converting my JDG": the form converted from is no longer the user's.
  if (W.CONVERTED.test(t)) return undefined;
  // "Przechodzę na jednoosobową sp. z o.o.", "converting my JDG into a sp. z o.o.": the form moved to is a plan.
  t = t.replace(W.MOVED_TO_FORM, "$1");
  // "Klient będzie z USA (LLC)", "my client is a GmbH", "fotel fryzjerce na jej JDG": not the user's form.
  t = t.replace(W.CLIENTS_FORM, " ").replace(W.SOMEONE_ELSES_FORM, " ");
  // "Jednoosobowa sp. z o.o." is a company with one shareholder, not a sole proprietorship.
  if (has(t, /\bjednoosobow\w* (sp\b|sp\.|spol[kc]\w*)/)) return "spzoo";
  if (has(t, /\b(jdg|jednoosobow\w* dzialalnosc\w*|sole proprietor\w*|self-employed)\b/)) return "jdg";
  if (has(t, SP_ZOO)) return "spzoo";
  if (has(t, /\b(spol[kc]\w* cywiln\w*|s\.c\.|sc|civil partnership)\b/)) return "sc";
  if (has(t, PSA)) return "psa";
  if (expecting === "legalForm" && has(t, /\b(nie wiem|jeszcze nie|don't know|not sure|undecided)\b/))
    return "undecided";
  return undefined;
}

function stageOf(t: string): BusinessProfile["stage"] {
  if (
    has(
      t,
      /\b(dopiero planuj|planuje (zalozyc|otworzyc)|mam pomysl|pomysl na (biznes|firme)|thinking about (starting|opening|setting up|registering|a business|my own|going self-employed|freelancing)|planning to (start|open)|an idea)\b/,
    )
  )
    return "idea";
  if (
    has(
      t,
      // "Zakładam ok. 150 tys. dochodu", "zakładam, że…": an assumption, not a start; an opening stock is no opening.
      /\b((zakladam|zakladamy)(?!,? ze\b|\s+(ok\w*|okolo|mniej wiecej|\d|przychod\w*|dochod\w*|obrot\w*|ze)\b)|otwieram|otwieramy|rejestruje|rejestrowac firme|starting(?! (on |from |next |this |in )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|next|\d|january|february|march|april|may|june|july|august|september|october|november|december|week|month)| (a |my |the )?(new )?((full|part)[- ]time )?(job|employment|position)\b)|setting up|(?<!liquidation )opening(?! (stock|balance|inventor\w*|hours|of (the )?liquidation))|about to (start|register))\b/,
    )
  )
    return "starting";
  if (has(t, /\b((prowadze|mam) (firme|dzialalnosc|jdg)|already (run|have)|i run a(?! [\w-]+'s\b))\b/))
    return "running";
  return undefined;
}

/** How many months ago a sentence's year ("w 2023", "in 2019") or span ("3 lata temu", "2 years ago") was. */
function monthsSince(s: string, today: Date): number | undefined {
  const year = /\b(20[0-2]\d|19\d\d)\b/.exec(s)?.[1];
  if (year) return (today.getUTCFullYear() - +year) * 12 + today.getUTCMonth();
  const ago = /\b(\d{1,2}) (lat\w*|rok\w*|years?) (temu|ago)\b/.exec(s)?.[1];
  return ago ? +ago * 12 : undefined;
}

/** A third person the sentence is about ("a guy with a full-time job", "pani, która ma etat"). */
const SOMEONE_ELSE =
  /\b(guy|man|woman|lady|person|someone|somebody|he|she|pani|pan|ktora|ktory|ktos|kolega|kolezanka|kandydat\w*|candidate|zleceniobiorc\w*|contractor|freelancer)\b/;

/** The yes/no facts one sentence states (its "nie" denies them). */
function readSentence(s: string, facts: Facts, today: Date): void {
  const negated = /\b(nie|nigdy|no|not|never|zadn\w*|don't|didn't|haven't|won't|wouldn't|isn't|aren't)\b/.test(s);
  // Working for the (former) employer as a client; a work permit or a visa tied to an employer is not that.
  if (
    (/\b(byl\w* pracodaw\w*|former employer|ex-employer|my previous employer)\b/.test(s) ||
      // The current employer is a client only when the sentence says so ("…B2B for my employer").
      (/\b(obecn\w* pracodaw\w*|my (current )?employer)\b/.test(s) &&
        /\b(b2b|faktur\w*|invoic\w*|client\w*|klient\w*|dla nich|for them|work for|pracowac dla|robic (to samo )?dla|to samo dla|na rzecz|the same (work|job|tasks|duties|thing))\b/.test(
          s,
        ) &&
        // "…a po godzinach faktury innym klientom": other clients, not the employer.
        !/\b(innym|innych|inni|other|others|own|wlasnym|wlasnych)\s+(\w+\s+)?(klient\w*|client\w*|firm\w*|compan\w*)/.test(
          s,
        ))) &&
    !/\b(permit\w*|visa\w*|zezwoleni\w*|pozwoleni\w*|wiz\w*|karta pobytu|karty pobytu|residence|pobyt\w*|sponsor\w*|tied to|przypisan\w* do|powiazan\w* z)\b/.test(
      s,
    )
  )
    facts.formerEmployerClient = !negated;
  if (
    // "Pierwszy raz zakładam firmę" is a first business; "pierwszy raz zatrudniam" a first hire.
    W.NO_BUSINESS_BEFORE.test(s) ||
    // A bare "pierwszy raz" is a first business only in a message about opening one: "pierwszy raz to
    // robię" under a question on the yearly settlement is a first settlement, not a first business.
    (W.FIRST_TIME.test(s) && W.OPENING_BUSINESS.test(s))
  )
    facts.businessInLast60Months = false;
  else if (
    /\b(prowadzil\w* (juz )?(\w+ )?(firme|dzialalnosc|jdg)|mial\w* (juz )?(\w+ )?(firme|dzialalnosc|jdg)|zamkn(al|el)\w* (\w+ ){0,2}(firme|dzialalnosc|jdg)|zlikwidowal\w* (\w+ ){0,2}(firme|dzialalnosc|jdg)|had a business|ran a business|closed (my |a |the )?(previous |old |last |former )?(polish |own )?(business|company|jdg|firm|sole proprietorship))\b/.test(
      s,
    ) &&
    // "Zatrudniam osobę, która 9 lat miała własną firmę": someone else's business.
    !/\b(ktor\w*|who|she|he|ona|on|jej|jego|her|his|pracownik\w*|pracownic\w*|employee|new hire)\b[^.!?]{0,40}\b(prowadzil\w*|mial\w*|ran|had|run)\b/.test(
      s,
    )
  ) {
    // "zamknąłem firmę w 2019", "closed it 7 years ago": more than 60 months back is no obstacle.
    const monthsAgo = monthsSince(s, today);
    facts.businessInLast60Months =
      negated || monthsAgo === undefined ? !negated : monthsAgo < 60 ? true : monthsAgo > 72 ? false : undefined;
    if (facts.businessInLast60Months === undefined) delete facts.businessInLast60Months;
  }
  if (
    /\b(na etacie|mam etat\w*|mam umow\w* o prace|pracuje na (umowe o prace|umowie o prace|etat\w*)|pracuje w (firmie|korpo\w*)|jestem zatrudnion\w*|zatrudnion\w* na umow\w* o prace|full-time job|part-time job|employed (full|part)|i('m| am) employed|my day job|i (also )?(have|work) a (full|part)[- ]time (job|umowa o prace|employment contract|contract)|i (also )?work (full|part)[- ]?time|on a contract of employment|on an employment contract|i have an? (umowa o prace|employment contract))\b/.test(
      s,
    ) &&
    // "byłam na etacie do marca", "I was employed until last year": a job held before is not one now
    // ("dalej robić dla nich to samo" continues the work, not the job).
    !(
      PAST_JOB.test(s) &&
      !/\b(nadal|wciaz|dalej|still) (\w+ )?(jestem |pracuj\w*|na etacie|employed|work\w*|have)/.test(s)
    ) &&
    // "A guy with a full-time job elsewhere wants a side zlecenie": someone else's job.
    !(
      SOMEONE_ELSE.test(s) &&
      !/\b(i'?m|i am|i have|i work|jestem|mam (etat|umow)|ja (tez |rowniez )?(pracuje|mam))\b/.test(s)
    ) &&
    // "I'm hiring my first employee on an employment contract": the contract of the one hired.
    !(W.HIRING_SOMEONE.test(s) && !W.OWN_JOB.test(s)) &&
    // "Mam 3 pracowników na etacie": the employees' contracts, not the user's job.
    !/\b(pracownik\w*|pracownic\w*|osob\w*|ludzi|employees?|staff|people|\d+ \w+) (\w+ )?(na etacie|na umow\w* o prace|on (an )?employment contracts?|full[- ]time)/.test(
      s,
    ) &&
    // "Mam jednego kierowcę na etacie", "zatrudniam księgową na umowę o pracę": someone the user employs.
    // "Na etacie nikogo nie mam": no employees, not the user's own job.
    !(EMPLOYS_SOMEONE.test(s) || W.NO_ONE_EMPLOYED.test(s))
  )
    facts.otherEmployment = !negated;
  if (/\b(dotacj|dofinansowan|pozyczk|kredyt|grant|loan|funding|finansowani)\w*/.test(s) && !W.SHAREHOLDER_LOAN.test(s))
    facts.fundingNeeds = !negated;
  if (W.VAT_EXEMPT.test(s)) facts.vatStatus = "exempt";
  else if (
    /\b(czynn\w* (podatnik\w* )?vat|vat-?owcem|platnikiem vat|vat payer|register for vat|registered for vat)\b/.test(s)
  )
    // Only a denial of the status itself ("nie jestem vatowcem"), not of something else in the sentence.
    facts.vatStatus =
      /\b(nie|not|no longer|juz nie|never)\s+(\w+\s+){0,2}(czynn\w*|vat-?owc\w*|platnik\w* vat|a vat payer|vat payer|registered for vat|register for vat)/.test(
        s,
      )
        ? "exempt"
        : "active";
}

/** A bare yes/no or count answers the question just asked. */
function readBareAnswer(t: string, expecting: ProfileFact | undefined, facts: Facts): void {
  const booleans: ProfileFact[] = ["formerEmployerClient", "businessInLast60Months", "otherEmployment", "fundingNeeds"];
  if (expecting && booleans.includes(expecting) && facts[expecting] === undefined) {
    if (YES.test(t)) (facts as Record<string, unknown>)[expecting] = true;
    else if (NO.test(t)) (facts as Record<string, unknown>)[expecting] = false;
  }
  if (expecting === "founders" && facts.founders === undefined) {
    const n = leadingCount(t);
    if (n !== undefined) facts.founders = n;
  }
}

/**
 * The start date, from a sentence that states it; a start in the past is a running business,
 * one ahead a business being started (unless the message says it is still an idea).
 */
function readStart(text: string, expecting: ProfileFact | undefined, today: Date, facts: Facts): void {
  const start = startDateOf(text, expecting === "startDate", today);
  if (!start) return;
  facts.startDate = start.date;
  // "Otwieram JDG 1 czerwca", said of a day just gone: the user's own word for the stage stands.
  if (start.past) {
    // "Chcę otworzyć firmę we wrześniu 2026", "I want to reopen in autumn 2026": a month that is gone
    // by the day of reading is still a plan, not a business running since then.
    if (has(fold(text).toLowerCase(), W.WANTS_TO_OPEN)) facts.stage ??= "idea";
    // "zaczynam 1 marca 2026", "I start on 1 March", said of a day gone: the tense says it is ahead,
    // the date that it is past – no stage is read from it.
    else if (has(fold(text).toLowerCase(), W.STARTS_NOW)) return;
    else if (facts.stage !== "starting") facts.stage = "running";
  } else if (facts.stage === undefined || facts.stage === "running") facts.stage = "starting";
}

const TAX_SETTLEMENT =
  /\b(rozlicz\w* sie|rozliczam|jestem na (ryczalcie|liniowym|liniowce|skali)|i'?m on (the )?(lump|flat|tax scale|ryczalt|liniowy|skala)|ryczal\w*|liniow\w*|skal\w* podatkow\w*|flat tax|lump[- ]sum|tax scale|vat\w*|zus\w*)\b/;

/**
 * The profile facts a message states, in Polish or English. `expecting` is the fact the advisor
 * has just asked about: it lets a bare "tak", "no", "15k" or "3" answer that question.
 */
export function extractProfileFacts(
  text: string,
  expecting?: ProfileFact,
  /** Amounts stated without a period (not in answer to a monthly question): to be asked about. */
  unsure?: Unsure,
  /** The day the message is read: places a date without a year and tells a past start. */
  today: Date = new Date(),
): Facts {
  const t = fold(text).replace(/\s+/g, " ").trim();
  const facts: Facts = {};
  if (!t) return facts;
  readAmounts(text, expecting, facts, unsure);
  readPeople(t, expecting, facts);
  const customers = customersOf(t);
  if (customers) facts.customers = customers;
  const legalForm = legalFormOf(t, expecting);
  // "My sole proprietorship is deregistered": a form that no longer exists is no form of the asker's.
  if (legalForm && !/\b(deregistered|wykreslon\w*)\b/.test(t)) facts.legalForm = legalForm;
  const stage = stageOf(t);
  if (stage) facts.stage = stage;
  for (const s of sentences(t)) readSentence(s, facts, today);
  // "byłam na etacie w…, teraz na B2B to samo stanowisko": the same work for the employer before.
  if (facts.formerEmployerClient === undefined && sameJobForExEmployer(t)) facts.formerEmployerClient = true;
  readBareAnswer(t, expecting, facts);
  readStart(text, expecting, today, facts);
  // A question is not an answer: "Ile wynosi ZUS?" does not describe the business.
  // "Rozliczam się liniowo" answers how the business pays tax, not what it does.
  if (
    expecting === "activity" &&
    !facts.activity &&
    text.trim().length >= 3 &&
    !W.describesNoTrade(t, facts.monthlyRevenue !== undefined || facts.monthlyCosts !== undefined) &&
    !isQuestion(text) &&
    !TAX_SETTLEMENT.test(t.toLowerCase())
  )
    facts.activity = activityOf(text);
  return facts;
}
