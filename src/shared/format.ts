/** Spec §9: times shown in Europe/Berlin as YYYY-MM-DD HH:mm (stored in UTC). */
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
  const tag = locale === "en" ? "en-GB" : "pl-PL";
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
