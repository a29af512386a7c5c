import { fold } from "../../knowledge/analyzer.ts";
import { SEARCH_AMOUNT, SEARCH_ASKS, SEARCH_BOUND, SEARCH_TAIL, SEARCH_TOPIC } from "./search-words.ts";

/**
 * What a message does, decided before anything is recorded: a question is answered and records
 * nothing; a statement about the user (or a reply to the advisor's own question) records facts;
 * a mixed message does both, recording only from its clauses that state something about the user.
 */
export type MessageKind = "question" | "statement" | "mixed";

export interface Clause {
  text: string;
  question: boolean;
  /** States something about the user ("jestem programistą", "I sell to consumers"). */
  claim: boolean;
}

export interface MessageReading {
  kind: MessageKind;
  clauses: Clause[];
  /** The clauses that ask (the whole message for a question). */
  questionText: string;
  /** The text facts may be recorded from (empty for a question). */
  statementText: string;
  /**
   * What the message tells of the situation, someone else's part too ("żona pomaga mi w sklepie"):
   * no facts of the user's are recorded from it, but a question after it leans on it.
   */
  situationText: string;
}

const LEAD =
  "(?:(?:a|i(?!\\s+(?:do|does|did|can|could|should|shall|is|are|am|must|will|would|may|might|have|has|any)\\b)|and|so|ok|okay|no|to|a wiec|wiec|oraz|but|ale|hmm|hej|hi|hello|dzien dobry|witam|czesc|siema|elo)[,]?\\s+)*";
const QUESTION_WORDS =
  "jak|jaki|jaka|jakie|jakiego|jakiej|jakich|jakim|ile|ilu|czy|kiedy|co|czego|czym|gdzie|skad|dokad|dlaczego|czemu|po co|w jaki|do kiedy|od kiedy|od ktorego|ktor(?!\\w*s\\b)\\w+|kto|komu|kogo|na ile|o ile|what|whats|what's|how|hows|how's|when|which|who|whom|whose|where|why|do(?=\\s+(?:i|you|we|they|he|she|it|my|our|the|these|those|people|sole|freelancers|self-employed)\\b)|does|did|can|could|should|shall|is|are|am|must|will|would|may|might|have i|has|any|whether";
/** "od jakiego przychodu…", "for which…": a preposition may come before the question word. */
const PREPOSITION = "(?:(?:od|do|na|w|z|ze|dla|przez|po|o|przy|za|for|in|on|at|from|to|by|of|with|about)\\s+)?";
const QUESTION_START = new RegExp(`^${LEAD}${PREPOSITION}(${QUESTION_WORDS})\\b`);
/** A question word that opens a clause later in the sentence ("…, ile zapłacę", "…, czy muszę…"). */
const QUESTION_INSIDE =
  /(^|[,:;(]\s*|\s[-–—]\s*|\b(i|a|oraz|and|but|ale|to)\s+)((od|do|na|w|z|ze|dla|przez|po|o|przy|za|for|in|on|at|from|to|by|with|about)\s+)?(jak|jaki|jaka|jakie|jakiej|jakich|jakim|jakiego|ile|czy|kiedy|co|gdzie|dlaczego|czemu|do kiedy|od kiedy|ktor(?!\w*s\b)\w+|what|how|when|which|where|why|do i|does|can i|should i|is it|are there|must i|will i|would i)\b/;
const IMPERATIVE =
  /^(?:(?:a|i|and|so|ok|okay|no|prosze|please|pls|plz|moglbys|moglabys|mozesz|could you|can you)[,]?\s+)*(powiedz|policz|przelicz|oblicz|wylicz|wyjasnij|wytlumacz|objasnij|podaj|podpowiedz|sprawdz|pomoz|doradz|porownaj|opisz|wymien|pokaz|zrob|napisz|daj|rozpisz|explain|tell|calculate|compute|compare|show|help|list|give|describe|check|work out|estimate|walk me through|guide me)\b/;
/** "gdybym", "what if", "załóżmy", "przy 10k przychodu": a hypothetical is a question, not a fact. */
const HYPOTHETICAL =
  /\b(boje sie|obawiam sie|martwie sie|i'?m afraid|i am afraid|i'?m worried|i am worried|i worry|afraid that|worried that|gdybym|gdybysmy|jakbym|jakbysmy|jezeli bym|jesli bym|zalozmy|przypuscmy|powiedzmy ze|dajmy na to|przykladowo|na przyklad (jak|gdy|jesli|jezeli)|np\.? (jak|gdy|jesli|jezeli)|w przypadku gdy|what if|suppose|supposing|assuming|let's say|lets say|imagine|in case|in the event|hypothetically|przy (przychodzie|obrocie|dochodzie|kosztach))\b|^(and |so |but |ok |okay |a |i )?(if|say|jesli|jezeli|gdy|o ile)\b/;
/** An example amount ("przy 10k", "at 15k", "above 60k", not a rate "at 8.5%"). */
const EXAMPLE_AMOUNT =
  /\b((przy|at|with) \d(?![\d.,]*\s*%)|(above|below|over|under|powyzej|ponizej|up to|between|miedzy|pomiedzy) \d)/;
/** Polish questions without "czy" that open with a modal ("mogę być na ryczałcie…", "warto brać chorobowe"),
 * unless they give a reason ("muszę mieć kasę, bo…"), which tells. */
const MODAL_START = new RegExp(
  `^${LEAD}(moge|mozemy|mozna|musze|musimy|trzeba|nalezy|da sie|oplaca sie|oplaci sie|warto|wolno|powinienem|powinnam|powinnismy|przysluguje|obowiazuje)\\s+\\w(?!.*\\b(bo|poniewaz|because|since)\\b)`,
);
/** Asking for help or information without a question word ("szukam info…", "anyone know…", "need advice"). */
const REQUEST =
  /\b(pytanko|pytanie|pytania|(szukam|potrzebuje|prosze o|prosba o) (info\w*|informacj\w*|porad\w*|pomocy|pomoc|rady|wyjasnien\w*)|(wie|wytlumaczy|pomoze|doradzi|podpowie) (ktos|mi ktos)|ktos wie|looking for (some )?(advice|info\w*|help|tips|guidance)|need (some )?(help|advice|info\w*|guidance)|any (advice|tips|ideas|help|thoughts)|anyone know|does anyone|has anyone|can someone|could someone|somebody (explain|help))\b/;
/** A question embedded after a verb of not knowing or wanting to know ("interesuje mnie, jak…", "not sure whether…"). */
const EMBEDDED =
  /\b(interesuje mnie|ciekawi mnie|nurtuje mnie|nie wiem|nie jestem pewn\w*|zastanawiam sie|not sure|unsure|no idea|curious|i don't know|i dont know|(like|love|want|need) to (know|understand|find out|learn|check)|wondering)\b.*\b(jak|jaki\w*|ile|czy|co|kiedy|gdzie|ktor\w+|dlaczego|whether|if|how|what|when|which|where|why|who)\b/;
/** Question words that ask wherever they stand ("i wtedy ile płacę", "jdg czy spółka", "od czego zależy"). */
const ASKING_ANYWHERE =
  /\b(ile|czy|do kiedy|od kiedy|jak dlugo|how (much|many|long)|czego|czym|na czym polega|o co chodzi|co (ja |teraz |wtedy |dalej )?(mam|mamy|moge|mozemy|musze|musimy|powinien\w*|powinn\w*|trzeba|nalezy|da sie) (teraz )?(z tym )?(zrobic|robic|zrobic z tym)|what (should|do|can|must) (i|we) do|do i|can i|should i|must i|am i|do we|can we|should we|must we|could we|is it|is there|are there|who pays|vs\.?|versus|i'd like to know|i want to know|i wonder|wondering)\b/;
/** A search-like heading that asks for a date ("deadline for the annual PIT return", "termin złożenia VAT-u"). */
const DEADLINE_HEAD = new RegExp(
  `^${LEAD}(the )?(deadline|due date|last day|termin\\w*|ostatni dzien) (for|of|to|dla|na|zlozenia|zloz\\w*|platnosci|zaplaty|wplaty|wyslania|file|filing|submit\\w*|pay\\w*)\\b(?!.*\\b(is|was|jest|byl|mija|minal|mam|mamy|daje|dajemy)\\b)`,
);
/** Idioms whose question words ask nothing ("jak tylko skończę studia", "co miesiąc wystawiam"). */
const NOT_ASKING =
  /\b(jak tylko|kiedy tylko|gdy tylko|jak na razie|jak narazie|jak juz|tak jak|co do|dopiero co|co miesiac|co tydzien|co roku|co kwartal|co jakis czas|co (drugi|druga|drugie|trzeci|dwa|trzy|cztery|kilka|pare|\d+)|gdzie indziej|kiedys|(bez wzgledu na to|niezaleznie od tego|no matter),? (ile|czy|jak|co|kiedy|gdzie|how|what|when|where|whether|if)\b[^,]*|(kiedy|jak|gdy) ((juz|jeszcze|tylko|sie|to) )?\w+[aeiouyd](lem|lam|lismy|lysmy)|when (i|we|my \w+|our \w+) (\w+ed|got|went|left|came|began|was|were|had|lost|quit|took|became|made)|what (i|we) (\w+ )?\w+ (is|are|was|depends|varies)|which is why|that's why|thats why|which means|(jesli|jezeli|gdy) chodzi o|(jesli|jezeli) to (wazne|istotne|ma znaczenie)|if (it|that) (helps|matters)|if anything|where i (see|meet|work|live))\b/g;

/** Statements about the user: first-person claims in Polish (with and without diacritics) and English. */
const CLAIM =
  /\b(jestem|bylem|bylam|bede|bedziemy|jestesmy|mam|mamy|mialem|mialam|nie mam|prowadze|prowadzimy|prowadzilem|prowadzilam|sprzedaje|sprzedajemy|zarabiam|zarabiamy|fakturuje|wystawiam|pracuje|pracowalem|pracowalam|robie|robimy|swiadcze|zajmuje sie|zajmujemy sie|zakladam|zakladamy|otwieram|rejestruje|zatrudniam|wynajmuje|ucze|tlumacze|projektuje|programuje|pisze|tworze|buduje|remontuje|naprawiam|handluje|obsluguje|dzialam|planuje|szukam|szukamy|potrzebuje|potrzebujemy|chcialbym|chcialabym|i need|i'm looking|we need|looking for|chce zalozyc|chce byc|chcialbym byc|chcialabym byc|wole|biore|wybieram|korzystam|place|placimy|zalozylem|zalozylam|skoncze|i'd prefer|i prefer|i'll go|i'll take|i'd go|i'm going|zamknalem|zamknelam|moj|moja|moje|moi|moim|mojej|moich|i'm|i am|i've|i have|i had|i run|i work|i sell|i earn|i make|i do|i'll|i will|i plan|i'm planning|i own|i rent|i freelance|i never|i closed|i already|i currently|my|we're|we are|we have|we run|we sell|i charge|i invoice|i bill|im a|im an|mi|mnie|mna|costs are|revenue is|income is|my costs|our|ours|we've|we'll|i'd rather|rozliczam|rozliczamy|oplacam|odprowadzam|dostaje|otrzymuje|uzywam|mieszkam|studiuje|wrzucam|odliczam|dorabiam|przyjmuje|wspolpracuje|zostaje|zostane|przechodze|przejde|zarobie|wysylam|\w*(robil|kupil|szedl|szl|wybral|rejestrowal|zarobil|zarabial|wystawil|wystawial|sprzedal|sprzedawal|zacz[ae]l|zaczynal|skonczyl|zatrudnil|zawiesil|wiesil|wzi[ae]l|dostal|otworzyl|zglosil|placil|przekroczyl|pracowal|prowadzil|zalozyl|zakladal|zamkn[ae]l|mial|byl|podpisal|zmienil|podlaczyl|zlozyl|przeni[oe]sl|rozliczal|korzystal)(em|am|ismy|ysmy)|i (just |already |recently |also |only |mostly )?(registered|started|opened|reopened|closed|switched|moved|hired|signed|decided|opted|picked|chose|went|got|paid|pay|use|used|joined|finished|graduated|worked|lived|live|invoiced|earned|suspended|became|left|quit|lost|received|applied|bought|sold|employ|teach|provide|offer|operate))\b|^(not|no|nope|nah|yes|yeah|yep|tak|nie|raczej tak|raczej nie)\b|^(just |already |recently |finally |only |also )?(registered|started|opened|reopened|closed|switched|moved|hired|signed|quit|got|went|chose|picked|filed|paid|sold|bought|left|joined|been|became|set up)\b|^(still|currently|now|already|right now|nadal|wciaz|dalej|jeszcze|juz|aktualnie|obecnie|teraz|od \S+) (on|na) /;
/** "mam pytanie" and the like are not facts about the business. */
const NOT_A_CLAIM =
  /\b(mam (pytanie|pytanko|pytania|problem|watpliwosc|prosbe)|i have a question|my question|i'm wondering|i am wondering|i wonder|zastanawiam sie|chcialbym wiedziec|chcialabym wiedziec|interesuje mnie|ciekawi mnie|nurtuje mnie|(szukam|potrzebuje) (info\w*|informacj\w*|porad\w*|pomocy|rady)|looking for (some )?(advice|info\w*|help|tips|guidance)|i need (some )?(help|advice|info\w*)|i'd like to know|i want to know|i need to know|i'd love to (know|understand)|i'm not sure|i'm curious|not sure|no idea|nie wiem)\b/;

// Also in brackets: "(np. fotograf …)" goes on the same sentence.
const ABBREVIATION =
  /(?:^|[\s(])(tys|ok|mies|np|zl|sp|o\.o|itd|itp|tzn|tj|ul|nr|godz|m-c|mln|r|ust|art|pkt|dz\.u|poz|vs|etc|e\.g|i\.e|approx|ca|s\.c|s\.a|sp\.j|sp\.k|s\.k\.a)$/;

/** Sentences: at ? and ! always, at a full stop that ends a sentence (not "tys.", "sp. z o.o.", "15.000"). */
export function sentencesOf(text: string): { text: string; asked: boolean }[] {
  const out: { text: string; asked: boolean }[] = [];
  let current = "";
  const flush = (asked: boolean) => {
    const s = current.trim();
    if (s) out.push({ text: s, asked });
    current = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "?" || ch === "!" || ch === "\n" || ch === ";") {
      if (ch === "?") current += ch;
      flush(ch === "?");
      continue;
    }
    if (
      ch === "." &&
      (i + 1 === text.length || /\s/.test(text[i + 1]!)) &&
      !ABBREVIATION.test(fold(current).toLowerCase())
    ) {
      flush(false);
      continue;
    }
    current += ch;
  }
  flush(false);
  return out;
}

/** Clauses of a sentence: at commas, dashes and colons (not inside numbers). */
const clausesOf = (sentence: string) =>
  sentence
    .split(/,(?=\s*\D)|\s[-–—]\s|:\s|\s\(|\)\s/)
    .map((c) => c.trim())
    .filter(Boolean);

const norm = (s: string) => fold(s).toLowerCase().replace(/\s+/g, " ").trim();

/** Whether one sentence (or clause) asks something. */
export function asks(text: string): boolean {
  const t = norm(text).replace(NOT_ASKING, " ").replace(/\s+/g, " ").trim();
  return (
    text.includes("?") ||
    QUESTION_START.test(t) ||
    MODAL_START.test(t) ||
    // "…, muszę w 2026 wchodzić w KSeF?" without the question mark: a modal opening a later clause.
    clausesOf(text)
      .slice(1)
      .some((c) => MODAL_START.test(norm(c))) ||
    IMPERATIVE.test(t) ||
    HYPOTHETICAL.test(t) ||
    (EXAMPLE_AMOUNT.test(t) && !claims(norm(text))) ||
    QUESTION_INSIDE.test(t) ||
    ASKING_ANYWHERE.test(t) ||
    REQUEST.test(t) ||
    EMBEDDED.test(t) ||
    SEARCH_ASKS.test(t) ||
    DEADLINE_HEAD.test(t)
  );
}

/** Someone else's business ("siostra robi rękodzieło", "my brother runs…"): not the user's facts ("mamy" is "we have", not a mother's). */
const THIRD_PERSON =
  /\b(siostr\w*|brat\w*|kolega|kolezank\w*|koleg\w*|znajom\w*|zona|zony|maz|meza|tata|taty|mama|ojciec|matka|syn|corka|ktos|kogos|komus|(my|our) (sister|brother|friend|wife|husband|dad|mom|mother|father|partner's|son|daughter|kids?|children|parents)|someone|somebody|a friend)\b/;

/** "ktoś, kto wynajmuje", "someone who rents": the verb after a relative pronoun is another person's. */
const RELATIVE = /\b(kto|ktos|ktory|ktora|ktore|ktorzy|who|someone|somebody)\s+\S+/g;
const claims = (t: string) => {
  const own = t.replace(RELATIVE, " ");
  return CLAIM.test(own) && !NOT_A_CLAIM.test(own);
};
/** Someone else is the subject, and the user is not beside them ("z kolegą", "with my brother"). */
const aboutSomeoneElse = (t: string) =>
  THIRD_PERSON.test(t) &&
  !/\b(z|ze|with|i|and|razem)\s+(moim |moja |my )?\S*$/.test(t.slice(0, t.search(THIRD_PERSON))) &&
  // "jesteśmy we dwoje, wspólnik to brat", "my partner is my sister": the relative is the user's partner.
  !/\b(wspolnik\w*|co-?founder|business partner)\s+(to|jest|is)\s+(moj\w*\s+|my\s+)?$/.test(
    t.slice(0, t.search(THIRD_PERSON)),
  );
/** The user's own figures in a fragment ("15 000 zł przychodu miesięcznie"). */
const FIGURES =
  /\d.*\b(na reke|na czysto|przychod\w*|obrot\w*|koszt\w*|dochod\w*|zysk\w*|revenue|turnover|costs?|expenses|income|profit)\b|\b(przychod\w*|obrot\w*|koszt\w*|dochod\w*|zysk\w*|revenue|turnover|costs?|expenses|income|profit)\b.*\d/;
/** Words of the advisor's topics: a fragment made of them names a topic, it describes no business. */
const TOPIC =
  /\b(zus\w*|vat\w*|ryczalt\w*|podat\w*|pit\w*|cit|skladk\w*|ksef|kas\w* fiskaln\w*|fiskaln\w*|limit\w*|prog|progi|progu|progow|progiem|ulg\w*|jpk\w*|ceidg|krs|crbr|pkd|regon|wakacj\w*|mpp|split payment|podzielon\w*|tax\w*|contribution\w*|threshold\w*|relief|cash register|insurance|deadline\w*|termin\w*|oplat\w*|fee|fees|stawk\w*|rate|rates|minimal\w*|minimum|dotacj\w*|grant|loan|pozyczk\w*|e-?doreczen\w*|beneficjent\w*|kapital\w*|capital|zwolnien\w*|exemption|rejestracj\w*|registration|zalozeni\w*|ip box|requirements?|wymagani\w*|ksiegow\w*|accountant|forms?|employer|pracodaw\w*|cost|costs|koszt|kosztu|wynagrodzen\w*|salary|wage|pensj\w*|na reke|net pay)\b/;

/**
 * Reads a message. A sentence with a "?", a question word, an imperative or a hypothetical asks;
 * in it, only clauses that ask nothing themselves and state something about the user (a claim
 * in the first person, or the user's figures) are statements. A sentence that asks nothing is a
 * statement when it claims something, gives figures, or describes something other than one of
 * the advisor's topics (a reply such as "tak", "B2B", "sklep z odzieżą"); a bare topic
 * ("ryczałt dla programisty", "kasa fiskalna limit") is a question.
 */
export function readMessage(text: string): MessageReading {
  const clauses: Clause[] = [];
  for (const sentence of sentencesOf(text)) {
    const t = norm(sentence.text);
    if (sentence.asked || asks(t)) {
      const start = clauses.length;
      // Figures alone in a sentence that asks are the user's only beside a claim in the first
      // person ("jestem programistą, 15k przychodu, co mi się opłaca?"); otherwise they are the
      // question's example ("ryczałt, przychód 250 000 — ile zdrowotnej?").
      const personal = claims(norm(text));
      // A supposition runs to the end of its sentence ("dajmy na to, że zarabiam 12k, ile…").
      let supposing = false;
      for (const part of clausesOf(sentence.text)) {
        const p = norm(part);
        supposing ||= HYPOTHETICAL.test(p.replace(NOT_ASKING, " ").trim());
        const claim = !supposing && !asks(p) && (claims(p) || (personal && FIGURES.test(p)));
        clauses.push({ text: part, question: !claim, claim });
      }
      // A sentence that asks has a question in it, even when each clause alone reads as a claim.
      if (!clauses.slice(start).some((c) => c.question))
        Object.assign(clauses.at(-1)!, { question: true, claim: false });
      continue;
    }
    // Figures beside a threshold word describe the rule ("próg 60–300 tys. przychodu"), not the user.
    // A search box's amount question asks, and its figure is the user's unless it is a bracket's bound.
    const searched = SEARCH_AMOUNT.test(t) || SEARCH_TAIL.test(t);
    const claim =
      !(SEARCH_AMOUNT.test(t) && SEARCH_BOUND.test(t) && !claims(t)) &&
      (claims(t) ||
        // "3 people, all full time at minimum wage": the user's staff counted, a reply.
        /^(\d{1,3}|one|two|three|four|five|jedn\w*|dw\w+|trz\w+|czter\w+|piec\w*) (people|employees|workers|osob\w*|pracownik\w*)\b/.test(
          t,
        ) ||
        (FIGURES.test(t) &&
          !/\b(prog\w*|limit\w*|threshold|bracket|przedzial\w*|employer|pracodaw\w*|brutto|gross|ppk)\b/.test(t)) ||
        !(TOPIC.test(t) || SEARCH_TOPIC.test(t)));
    clauses.push({ text: sentence.text, question: !claim || searched, claim });
  }
  const questionText = clauses
    .filter((c) => c.question)
    .map((c) => c.text)
    .join(", ");
  const claimed = clauses.filter((c) => c.claim);
  // A statement about someone else ("siostra robi rękodzieło") is a statement, but not the user's facts.
  const statementText = claimed
    .filter((c) => !aboutSomeoneElse(norm(c.text)))
    .map((c) => c.text)
    .join(". ");
  const kind: MessageKind = !claimed.length ? "question" : questionText ? "mixed" : "statement";
  const situationText = claimed.map((c) => c.text).join(". ");
  return { kind, clauses, questionText, statementText, situationText };
}

/** Whether a message asks anything at all (the guide lists the user's questions with this). */
export const isQuestion = (text: string) => readMessage(text).kind !== "statement";
