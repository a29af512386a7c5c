/** Times are shown in Europe/Berlin as YYYY-MM-DD HH:mm (stored in UTC). */
const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatDateTime(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const money = new Map<string, Intl.NumberFormat>();

/** An amount in złoty in the page's language: "1 926,76 zł" (pl), "PLN 1,926.76" (en). */
export function formatMoney(value: number, locale: string): string {
  const tag = tagOf(locale);
  let f = money.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: "PLN",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    money.set(tag, f);
  }
  return f.format(value);
}

const tagOf = (locale: string) => (locale === "en" ? "en-GB" : "pl-PL");
const numbers = new Map<string, Intl.NumberFormat>();

/** A number in the page's language: "1 234,5" (pl), "1,234.5" (en); at most `maxDigits` decimals. */
export function formatNumber(value: number, locale: string, maxDigits = 4): string {
  const key = `${tagOf(locale)}/${maxDigits}`;
  let f = numbers.get(key);
  if (!f) numbers.set(key, (f = new Intl.NumberFormat(tagOf(locale), { maximumFractionDigits: maxDigits })));
  return f.format(value);
}

/** Złoty with exactly `digits` decimals. */
function currency(value: number, locale: string, digits: number): string {
  const key = `${tagOf(locale)}/${digits}`;
  let f = money.get(key);
  if (!f) {
    const options = {
      style: "currency",
      currency: "PLN",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    };
    money.set(key, (f = new Intl.NumberFormat(tagOf(locale), options as Intl.NumberFormatOptions)));
  }
  return f.format(value);
}

/** An amount in prose: whole złoty without decimals ("120 000 zł", "PLN 120,000"), else as formatMoney. */
export function formatAmount(value: number, locale: string): string {
  return Number.isInteger(value) ? currency(value, locale, 0) : formatMoney(value, locale);
}

/**
 * Figures written the Polish way inside a Polish text (a cited source, "1 441,80 zł", "19,52%",
 * "2 000 000 EUR") in the page's language, so an English page shows "PLN 1,441.80", "19.52%".
 * Dates ("1.04.2026"), article numbers and source ids are left alone.
 */
export function localizeFigures(text: string, locale: string): string {
  if (locale === "pl") return text;
  const num = String.raw`\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?|\d+,\d+`;
  const read = (digits: string) => ({
    value: Number(digits.replace(/[ \u00a0]/g, "").replace(",", ".")),
    decimals: digits.includes(",") ? digits.split(",")[1]!.length : 0,
  });
  const plain = (digits: string) => {
    const { value, decimals } = read(digits);
    return formatNumber(value, locale, decimals);
  };
  // One pass, so a figure already rewritten ("60,000") is never read again as a Polish one.
  // "60 000–300 000 zł" → "PLN 60,000–300,000"; "1 441,80 zł", "300 zł" → "PLN 1,441.80", "PLN 300".
  const n = `(?:${num}|\\d+)`;
  const figure = new RegExp(
    String.raw`(?<![\d.,])(?:(${n})–(${n}) ?zł(?!\p{L})|(${n}) ?zł(?!\p{L})|(${num})(?![\d.]|,\d))`,
    "gu",
  );
  return text.replace(figure, (_, from?: string, to?: string, zloty?: string, bare?: string) => {
    if (from && to) return currency(0, locale, 0).replace("0", `${plain(from)}–${plain(to)}`);
    if (zloty) {
      const { value, decimals } = read(zloty);
      return currency(value, locale, decimals);
    }
    return plain(bare!);
  });
}

/** Reads an amount as people type it: "120 000", "1 234,56", "1,234.56", "1234.5". Null when it is not a number. */
export function parseAmount(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  let s = raw.replace(/[\s\u00a0\u202f]|zł|pln/gi, "");
  if (!s) return null;
  if (s.includes(",") && s.includes("."))
    s = s.lastIndexOf(",") > s.lastIndexOf(".") ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  // One comma is a decimal comma (Polish); several are thousands separators (English).
  else if (s.includes(",")) s = s.split(",").length > 2 ? s.replace(/,/g, "") : s.replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** A day in the page's language, in Europe/Berlin: "26 listopada 2026" (pl), "26 November 2026" (en). */
export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(tagOf(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(date);
}

/** A size in KB or MB, in the page's language. */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(locale === "en" ? "en-GB" : "pl-PL", { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  return mb >= 1 ? format(mb, "MB") : format(Math.max(bytes / 1024, 0.1), "KB");
}

/** The short name of a stored file's kind (PDF, PNG, JPG). */
export const fileKindLabel = (kind: string) =>
  kind === "application/pdf" ? "PDF" : kind === "image/png" ? "PNG" : "JPG";
