import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every user-visible string of both catalogues and of the interview, and every line of the Polish
// knowledge articles, read as a proofreader would: no template text, no doubled
// punctuation, and in Polish no masculine-only forms addressed to the user and no vocative made of
// a bare name.

const root = path.resolve(import.meta.dirname, "..", "..");

type Entry = { where: string; text: string };

function strings(value: unknown, where: string): Entry[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}

function catalogue(lang: "pl" | "en"): Entry[] {
  const dir = path.join(root, "locales", lang);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) =>
      strings(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")), `${lang}/${f.replace(/\.json$/, "")}`),
    );
}

/** The interview's texts (content/interview/{lang}.json), shown on the interview page. */
const interview = (lang: "pl" | "en"): Entry[] =>
  strings(
    JSON.parse(fs.readFileSync(path.join(root, "content", "interview", `${lang}.json`), "utf8")),
    `interview/${lang}`,
  );

/** Every line of the Polish knowledge articles: the advisor quotes them and the guide prints them. */
function knowledgeArticles(): Entry[] {
  const dir = path.join(root, "content", "knowledge", "pl");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), "utf8")
        .split("\n")
        .map((text, i) => ({ where: `knowledge/pl/${f}:${i + 1}`, text })),
    );
}

type Rule = { name: string; test: (text: string) => string | null };

const match = (re: RegExp) => (text: string) => re.exec(text)?.[0] ?? null;

/** Square brackets that are not a Markdown link's text nor a source id ([S12], [S…], [§3c]). */
function placeholderBracket(text: string): string | null {
  for (const m of text.matchAll(/\[([^\]]*)\](\()?/g)) {
    if (m[2]) continue; // [text](url)
    if (/^(S|§)[\d…a-z–, S§-]*$/.test(m[1]!)) continue;
    return m[0];
  }
  return null;
}

const commonRules: Rule[] = [
  { name: "placeholder in brackets", test: placeholderBracket },
  { name: "TODO / FIXME / XXX / lorem", test: match(/\b(TODO|FIXME|XXX|TBD)\b|lorem ipsum/i) },
  // A real ellipsis is "…"; two or three full stops, doubled marks or a stop after another mark are typos.
  { name: "double punctuation", test: match(/\.\.|!!|\?\?|,,|;;|::|[!?,;:]\.(?!\.)/) },
  { name: "space before punctuation", test: match(/\p{L} +[.,;:!?](?=\s|$)/u) },
];

const polishRules: Rule[] = [
  // Second-person masculine past tense and conditional: "dostałeś", "zapisałeś", "mógłbyś".
  { name: "masculine past tense addressed to the user", test: match(/\p{L}+(łeś|łbyś)(?!\p{L})/u) },
  // The user's own words in a form: "Zapoznałem(-am) się" (a neutral "Potwierdzam zapoznanie się").
  { name: "gendered first person for the user", test: match(/\p{L}+łem\(-?am\)/u) },
  { name: "masculine 'byłeś/byś' forms", test: match(/(?<!\p{L})(byłeś|byłbyś|chciałbyś)(?!\p{L})/u) },
  // "Wybieram sam", "zakładasz firmę sam(a)" — a neutral wording instead.
  { name: "'sam' about the user", test: match(/(?<!\p{L})[Ss]am(\(a\))?(?!\p{L})/u) },
  {
    name: "masculine adjective about the user",
    test: match(
      /(?<!\p{L})(zalogowany|wylogowany|pewien|pewny|gotów|zadowolony|przekonany|zainteresowany)(?= jako|\?|,| że| czy)/u,
    ),
  },
  {
    name: "masculine participle after 'jesteś / zostałeś / będziesz'",
    test: match(/(?<!\p{L})(jesteś|będziesz|zostaniesz) (zalogowany|pewny|pewien|gotowy|zapisany|przekierowany)/u),
  },
  // "Dzień dobry, {{name}}!" is a vocative made of a bare name (a Polish greeting needs none).
  {
    name: "greeting with a bare name",
    test: match(/(Dzień dobry|Cześć|Witaj|Witamy|Hej|Drogi|Droga|Szanown[ya]),?\s*\{\{\s*\w*(name|Name)\s*\}\}/),
  },
];

/**
 * Masculine-only (or slash-and-bracket) forms addressed to the reader, precise enough for running
 * prose, where "sam" and "-eś" also occur neutrally ("ten sam termin", "Sam NIP", "jesteś", "cześć").
 */
const genderRules: Rule[] = [
  // Second-person past and conditional: "prowadziłeś", "zrobiłeś", "byłeś", "mógłbyś" (and the
  // feminine-only "prowadziłaś"); the neutral present ("prowadzisz", "jesteś") has no "ł".
  { name: "gendered past tense addressed to the reader", test: match(/(?<!\p{L})\p{L}+ł(eś|aś|byś|abyś)(?!\p{L})/u) },
  // "żebyś zrobił", "abyś mógł": the conditional's masculine participle after a detached "-byś".
  { name: "gendered participle after '-byś'", test: match(/(?<!\p{L})\p{L}*byś\s+\p{L}+ł(?!\p{L})/u) },
  // "prowadziłeś(-aś)", "sam(a)", "zainteresowany(-a)", "Pan/Pani".
  {
    name: "gendered ending in brackets",
    test: match(/\p{L}\((-?a|-?aś|-?łaś|-?y|-?na|-?ka)\)|(?<!\p{L})Pan\/Pani(?!\p{L})/u),
  },
  // "Wybieram sam", "Zaczynasz sam", "będziesz pracować sam": "sam" after a first or second person verb.
  {
    name: "'sam' about the reader",
    test: match(/(?<!\p{L})\p{L}+(am|em|sz)(\s+\p{L}+ć)?\s+sam(?!\p{L})/u),
  },
  {
    name: "masculine adjective about the reader",
    test: match(
      /(?<!\p{L})(jesteś|będziesz|zostaniesz|czujesz się) (zainteresowany|pewny|pewien|gotowy|zadowolony|przekonany|zmuszony|zobowiązany|uprawniony|zatrudniony|zarejestrowany|ubezpieczony|zwolniony|zalogowany|zapisany)(?!\p{L})/u,
    ),
  },
  {
    name: "vocative to a masculine reader",
    test: match(/(?<!\p{L})Drogi (Użytkowniku|Kliencie|Przedsiębiorco|Czytelniku)/u),
  },
];

function findings(entries: Entry[], rules: Rule[]): string[] {
  const out: string[] = [];
  for (const { where, text } of entries)
    for (const rule of rules) {
      const hit = rule.test(text);
      if (hit) out.push(`${where}: ${rule.name}: "${hit}"`);
    }
  return out;
}

describe("catalogue lint", () => {
  const pl = catalogue("pl");
  const en = catalogue("en");

  it("reads every string of both catalogues", () => {
    expect(pl.length).toBeGreaterThan(500);
    expect(en.length).toBe(pl.length);
  });

  it("has no placeholders, TODOs or doubled punctuation in Polish or English", () => {
    expect(findings(pl, commonRules)).toEqual([]);
    expect(findings(en, commonRules)).toEqual([]);
  });

  it("addresses the user in gender-neutral Polish and greets without a bare name", () => {
    expect(findings(pl, polishRules)).toEqual([]);
  });

  it("addresses the reader of every Polish knowledge article in gender-neutral Polish", () => {
    const articles = knowledgeArticles();
    expect(articles.length).toBeGreaterThan(1000);
    expect(findings(articles, genderRules)).toEqual([]);
  });

  it("has no placeholders, TODOs or doubled punctuation in the Polish knowledge articles", () => {
    // The front matter's YAML lists ("tags: [ZUS, VAT]") are the one place brackets belong.
    const prose = knowledgeArticles().filter(({ text }) => !/^\w+: \[/.test(text));
    expect(findings(prose, commonRules)).toEqual([]);
  });

  it("has no gendered endings in brackets or masculine-only forms in the catalogue or the interview", () => {
    expect(findings([...pl, ...interview("pl")], genderRules)).toEqual([]);
  });

  it("has no placeholders, TODOs, doubled punctuation or catalogue-only slips in the interview's texts", () => {
    const [ipl, ien] = [interview("pl"), interview("en")];
    expect(ipl.length).toBeGreaterThan(50);
    expect(ien.length).toBe(ipl.length);
    expect(findings([...ipl, ...ien], commonRules)).toEqual([]);
    expect(findings(ipl, polishRules)).toEqual([]);
  });

  it("names the chat page with one wording in its title and its heading, in each language", () => {
    for (const lang of ["pl", "en"] as const) {
      const common = JSON.parse(fs.readFileSync(path.join(root, "locales", lang, "common.json"), "utf8"));
      expect(common.chat.title, lang).toBe(common.pages.chat);
    }
  });

  // The rules themselves: each catches what it is for and lets good text through.
  it.each([
    ["Operatorem jest [nazwa operatora].", "placeholder in brackets"],
    ["Napisz na [adres e-mail kontaktowy]", "placeholder in brackets"],
    ["TODO: przetłumaczyć", "TODO / FIXME / XXX / lorem"],
    ["Klienci: firmy (B2B)..", "double punctuation"],
    ["Forma: spółka z o.o..", "double punctuation"],
    ["Naprawdę?!.", "double punctuation"],
    ["Gotowe !", "space before punctuation"],
  ])("common rules catch %j", (text, rule) => {
    expect(findings([{ where: "x", text }], commonRules).map((f) => f.split(": ")[1])).toContain(rule);
  });

  it.each([
    ["Nie dostałeś wiadomości?", "masculine past tense addressed to the user"],
    ["Czy prowadziłeś(-aś) firmę?", "masculine past tense addressed to the user"],
    ["Czy chciałbyś zapisać?", "masculine past tense addressed to the user"],
    ["Wybieram sam", "'sam' about the user"],
    ["Zapoznałem(-am) się z regulaminem", "gendered first person for the user"],
    ["Zakładasz firmę sam(a)?", "'sam' about the user"],
    ["Jesteś zalogowany jako {{email}}", "masculine adjective about the user"],
    ["Dzień dobry, {{name}}!", "greeting with a bare name"],
    ["Cześć {{firstName}}", "greeting with a bare name"],
  ])("Polish rules catch %j", (text, rule) => {
    expect(findings([{ where: "x", text }], polishRules).map((f) => f.split(": ")[1])).toContain(rule);
  });

  it.each([
    ["Czy w ostatnich 60 miesiącach prowadziłeś(-aś) działalność?", "gendered past tense addressed to the reader"],
    ["Czy w ostatnich 60 miesiącach prowadziłeś(-aś) działalność?", "gendered ending in brackets"],
    ["sprawdź, ile limitu już wykorzystałeś.", "gendered past tense addressed to the reader"],
    ["Jeśli zrobiłaś to wcześniej", "gendered past tense addressed to the reader"],
    ["Byłeś już przedsiębiorcą?", "gendered past tense addressed to the reader"],
    ["Mógłbyś wtedy odliczyć VAT.", "gendered past tense addressed to the reader"],
    ["Warto, żebyś zgłosił to w 7 dni.", "gendered participle after '-byś'"],
    ["Wpisz 0, jeśli będziesz pracować sam(a).", "gendered ending in brackets"],
    ["Wybieram sam", "'sam' about the reader"],
    ["- Zaczynasz sam, ryzyko jest niewielkie", "'sam' about the reader"],
    ["Jeśli jesteś zainteresowany dotacją", "masculine adjective about the reader"],
    ["Drogi Użytkowniku, dziękujemy.", "vocative to a masculine reader"],
  ])("the rules for articles catch %j", (text, rule) => {
    expect(findings([{ where: "x", text }], genderRules).map((f) => f.split(": ")[1])).toContain(rule);
  });

  it.each([
    "Ten sam termin 14 dni obowiązuje przy aktualizacji.",
    "Sam NIP nie czyni jednak z firmy podatnika VAT.",
    "W małej firmie zadania służby BHP może wykonywać sam pracodawca.",
    "Po zmianie w KRS rejestr nie aktualizuje się sam.",
    "Jeśli jesteś czynnym podatnikiem VAT, prowadzisz ewidencję i masz 7 dni.",
    "Gdzieś w urzędzie; cześć składek; weź fakturę; dzieś.",
    "Formularz wynika z formy opodatkowania stosowanej w 2025 roku.",
    "Wpisz 0, jeśli nie planujesz nikogo zatrudniać.",
    "Zaczynasz bez wspólników – JDG jest najtańsza.",
    "Osoba, która wcześniej prowadziła firmę, musiała ją zamknąć.",
    "[Otwórz kalkulator](/kalkulator) i sprawdź (a także porównaj) formy.",
  ])("the rules for articles let %j through", (text) => {
    expect(findings([{ where: "x", text }], genderRules)).toEqual([]);
  });

  it.each([
    "[Otwórz to wyliczenie w kalkulatorze]({{link}})",
    "Identyfikatory [S…] i [§…] odsyłają do źródeł [S12, S13].",
    "Ładuję…",
    "Spółka z o.o., która działa.",
    "Nie przyszła wiadomość?",
    "Dzień dobry!",
    "Ta sama kwota; jesteś w dobrym miejscu.",
    "Zawieś konto",
    "znak specjalny, np. # ! ?",
    "Zaloguj się nowym hasłem.",
  ])("lets %j through", (text) => {
    expect(findings([{ where: "x", text }], [...commonRules, ...polishRules])).toEqual([]);
  });
});
