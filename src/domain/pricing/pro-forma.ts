import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { formatNip, type Operator } from "../../shared/operator.ts";
import { type CurrencyId, formatMinor } from "../../shared/pricing.ts";
import { formatDateTime } from "../../shared/format.ts";
import type { OrderRecord } from "../../shared/contracts/pricing.ts";
import type { Actor } from "../access/actor.ts";
import type { PdfRenderer } from "../ports/pdf.ts";
import { orderFor } from "./orders.service.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export interface ProFormaDeps {
  db: Db;
  renderer: Pick<PdfRenderer, "render">;
  operator: Operator;
  payments: PaymentProvider;
}

/**
 * What the pro-forma template lays out, every text in the language asked for: the seller (the
 * operator's settings), the buyer, the line with net, VAT and gross, the bank account and the
 * transfer title, and that it is not a VAT invoice (docs/decisions/025).
 */
export function proFormaData(
  order: OrderRecord,
  buyer: { name: string; tin: string; address: string },
  operator: Operator,
  payments: PaymentProvider,
  lang: "pl" | "en",
) {
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const money = (minor: number) => formatMinor(minor, order.currencyId as CurrencyId, lang);
  const pay = payments.instructions(order);
  return {
    lang,
    title: t("pricing:proForma.title", { number: order.number }),
    issued: `${t("pricing:proForma.issued")}: ${formatDateTime(order.createdAt).slice(0, 10)}`,
    seller: {
      label: t("pricing:proForma.seller"),
      lines: [operator.name, operator.address, `NIP ${formatNip(operator.nip)}`],
    },
    buyer: {
      label: t("pricing:proForma.buyer"),
      lines: [buyer.name, buyer.address, `NIP ${formatNip(buyer.tin)}`].filter(Boolean),
    },
    columns: ["item", "net", "discount", "netAfter", "vatRate", "vat", "gross"].map((c) =>
      t(`pricing:proForma.columns.${c}`),
    ),
    line: [
      t("pricing:proForma.item", { plan: order.planName[lang], interval: t(`pricing:intervals.${order.interval}`) }),
      money(order.listNet),
      money(order.discount),
      money(order.net),
      `${order.vatRate}%`,
      money(order.vat),
      money(order.gross),
    ],
    promo: order.promoCode ? t("pricing:proForma.promo", { code: order.promoCode }) : "",
    total: `${t("pricing:proForma.total")}: ${money(order.gross)}`,
    payment: [
      `${t("pricing:proForma.bankAccount")}: ${pay.bankAccount}`,
      `${t("pricing:proForma.transferTitle")}: ${pay.title}`,
      `${t("pricing:proForma.amount")}: ${money(order.gross)}`,
    ],
    notInvoice: t("pricing:proForma.notInvoice"),
    footer: t("pricing:proForma.footer"),
  };
}

/** The order's pro-forma PDF (members of its company with editOwnSubscriptions, or staff) and its file name. */
export async function proFormaPdf(deps: ProFormaDeps, actor: Actor | null, orderId: string, lang: "pl" | "en") {
  const order = await orderFor(deps.db, actor, orderId);
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, order.companyId));
  const address = [company?.street, [company?.postalCode, company?.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const data = proFormaData(
    order,
    { name: order.companyName, tin: company?.tin ?? "", address },
    deps.operator,
    deps.payments,
    lang,
  );
  const pdf = await deps.renderer.render("pro-forma.typ", data);
  return { pdf, fileName: `${order.number.replaceAll("/", "-")}.pdf` };
}
