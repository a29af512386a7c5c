import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DealParty } from "../../db/schema/deals.ts";
import { companies, transactions } from "../../db/schema/index.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { formatNip } from "../../shared/operator.ts";
import type { TransactionRecord } from "../../shared/contracts/deals.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import type { PdfRenderer } from "../ports/pdf.ts";

const money = (amount: number, currency: string, lang: "pl" | "en") =>
  new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB", { style: "currency", currency }).format(amount);

const placeLine = (p: { country: string; postalCode: string; city: string }) =>
  `${p.country} ${p.postalCode} ${p.city}`.replace(/\s+/g, " ").trim();

const window = (from: string | null, to: string | null) =>
  from && to && to !== from ? `${from} – ${to}` : (from ?? to ?? "—");

function partyLines(company: DealParty | undefined, fallback: { name: string }) {
  if (!company) return [fallback.name];
  const address = [company.street, [company.postalCode, company.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [company.name, address, company.tin ? `NIP ${formatNip(company.tin)}` : ""].filter(Boolean);
}

/**
 * What the transport order lays out, every text in the language asked for (issue 28): both
 * parties with their register details, the route in order with its windows, the goods, the
 * agreed price and payment days, the terms, and who proposed and accepted it on the portal.
 */
export function transportOrderData(
  t: TransactionRecord,
  parties: Map<string, DealParty>,
  lang: "pl" | "en",
  issuedOn: string,
) {
  const { t: tr } = createTranslator(lang, cataloguesFor(lang));
  const r = t.route;
  const rows: [string, string | string[]][] = [
    [tr("deals:order.loading"), r.loading.map(placeLine)],
    [tr("deals:order.loadWindow"), window(r.loadFrom, r.loadTo)],
    [tr("deals:order.unloading"), r.unloading.length ? r.unloading.map(placeLine) : "—"],
    [tr("deals:order.unloadWindow"), window(r.unloadFrom, r.unloadTo)],
    [tr("deals:order.goods"), r.goods ?? "—"],
    [tr("deals:order.weight"), `${r.weightKg.toLocaleString(lang === "pl" ? "pl-PL" : "en-GB")} kg`],
    [tr("deals:order.bodies"), r.bodyTypes.map((b) => tr(`vehicles:bodyTypes.${b}`)).join(", ")],
    [tr("deals:order.adr"), tr(r.adr ? "deals:order.yes" : "deals:order.no")],
    [tr("deals:order.price"), money(t.price, t.currency, lang)],
    [tr("deals:order.paymentDays"), t.paymentDays === null ? "—" : tr("deals:order.days", { count: t.paymentDays })],
  ];
  return {
    lang,
    title: tr("deals:order.title", { number: t.number }),
    issued: tr("deals:order.issued", { date: issuedOn }),
    shipper: { label: tr("deals:order.shipper"), lines: partyLines(parties.get(t.shipper.id), t.shipper) },
    carrier: { label: tr("deals:order.carrier"), lines: partyLines(parties.get(t.carrier.id), t.carrier) },
    rows: rows.map(([label, value]) => ({ label, lines: Array.isArray(value) ? value : [value] })),
    termsLabel: tr("deals:order.terms"),
    terms: [t.terms, r.notes].filter((v): v is string => Boolean(v)).flatMap((v) => v.split("\n")),
    concluded: tr("deals:order.concluded", {
      date: todayInPoland(new Date(t.createdAt)),
      proposer: t.proposedBy.name,
      accepter: t.acceptedBy.name,
    }),
    footer: tr("deals:order.footer"),
  };
}

/**
 * The companies' details as concluded (kept with the transaction); a deal concluded before they
 * were kept shows the companies' details of today.
 */
async function partiesOf(db: Db, t: TransactionRecord): Promise<Map<string, DealParty>> {
  const [kept] = await db.select({ parties: transactions.parties }).from(transactions).where(eq(transactions.id, t.id));
  if (kept?.parties)
    return new Map([
      [t.shipper.id, kept.parties.shipper],
      [t.carrier.id, kept.parties.carrier],
    ]);
  const rows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [t.shipper.id, t.carrier.id]));
  return new Map(rows.map((c) => [c.id, c]));
}

/** The transaction's transport order as a PDF, and its file name. */
export async function transportOrderPdf(
  deps: { db: Db; renderer: Pick<PdfRenderer, "render"> },
  t: TransactionRecord,
  lang: "pl" | "en",
  issuedOn: string,
) {
  const data = transportOrderData(t, await partiesOf(deps.db, t), lang, issuedOn);
  const pdf = await deps.renderer.render("transport-order.typ", data);
  return { pdf, fileName: `${t.number}.pdf` };
}
