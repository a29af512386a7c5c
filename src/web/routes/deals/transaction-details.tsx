import { Link } from "react-router";
import type { TransactionRecord } from "../../../shared/contracts/deals.ts";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { placeText, priceText, weightText, windowText } from "../../features/offers/offer-text.ts";
import { momentText } from "../../features/transactions/transaction-text.tsx";

type Tx = TransactionRecord;
const link = "break-words text-blue-800 underline underline-offset-2";
const box = "mt-6 rounded-xl border border-slate-200 bg-white p-3 md:p-4";

/** Where the transaction stands beyond its status: a mark of "done", a request to cancel, its end. */
export function StatusNotices({ tx }: { tx: Tx }) {
  const { t } = useT();
  const other = tx.counterparty.name;
  const notes: { key: string; text: string; reason?: string | null }[] = [];
  if (tx.status === "inProgress" && tx.doneBy && tx.doneAt && tx.completesAt) {
    const own = tx.doneBy.id !== tx.counterparty.id;
    notes.push({
      key: "done",
      text: t(own ? "transactions:notices.doneByUs" : "transactions:notices.doneByOther", {
        name: other,
        date: momentText(tx.doneAt),
        completes: momentText(tx.completesAt),
      }),
    });
  }
  if ((tx.status === "agreed" || tx.status === "inProgress") && tx.cancelRequestedBy) {
    const own = tx.cancelRequestedBy.id !== tx.counterparty.id;
    notes.push({
      key: "cancelAsked",
      text: t(own ? "transactions:notices.cancelAskedByUs" : "transactions:notices.cancelAskedByOther", {
        name: other,
      }),
      reason: tx.cancelReason && t("transactions:notices.reason", { reason: tx.cancelReason }),
    });
  }
  if (tx.status === "cancelled")
    notes.push({
      key: "cancelled",
      text: t("transactions:notices.cancelled", { date: momentText(tx.cancelledAt ?? tx.createdAt) }),
      reason: tx.cancelReason && t("transactions:notices.cancelReason", { reason: tx.cancelReason }),
    });
  if (tx.status === "completed")
    notes.push({
      key: "completed",
      text: t("transactions:notices.completed", { date: momentText(tx.completedAt ?? tx.createdAt) }),
    });
  if (!notes.length) return null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      {notes.map((n) => (
        <div
          key={n.key}
          data-notice={n.key}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900"
        >
          <p>{n.text}</p>
          {n.reason ? <p className="mt-1 break-words whitespace-pre-line">{n.reason}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** Both companies, each a link to its profile; the reader's own is said to be so. */
export function Parties({ tx }: { tx: Tx }) {
  const { t } = useT();
  const party = (p: Tx["shipper"]) => (
    <>
      <Link to={`/companies/${p.id}`} className={link}>
        {p.name}
      </Link>
      {p.id === tx.counterparty.id ? null : ` (${t("transactions:view.ownCompany")})`}
    </>
  );
  return (
    <section aria-labelledby="transaction-parties" className={box}>
      <h2 id="transaction-parties" className="text-lg font-semibold">
        {t("transactions:view.parties")}
      </h2>
      <DetailsList
        items={[
          [t("transactions:roles.shipper"), party(tx.shipper)],
          [t("transactions:roles.carrier"), party(tx.carrier)],
        ]}
      />
    </section>
  );
}

/** The loading places then the unloading places, in their order, with their days. */
export function RoutePlaces({ tx }: { tx: Tx }) {
  const { t } = useT();
  const r = tx.route;
  const unloadWindow = r.unloadFrom ? windowText(r.unloadFrom, r.unloadTo) : null;
  const places = (title: string, list: Tx["route"]["loading"], when: string) => (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <ol className="mt-1 list-decimal pl-5 text-sm">
        {list.map((p, i) => (
          <li key={`${i}-${p.postalCode}`} className="break-words">
            {placeText(p)}
          </li>
        ))}
      </ol>
      <p className="mt-1 text-sm text-slate-700">{when}</p>
    </div>
  );
  return (
    <section aria-labelledby="transaction-route" className={box}>
      <h2 id="transaction-route" className="text-lg font-semibold">
        {t("transactions:view.route")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {places(
          t("transactions:view.loading"),
          r.loading,
          `${t("transactions:view.loadWindow")}: ${windowText(r.loadFrom, r.loadTo)}`,
        )}
        {places(
          t("transactions:view.unloading"),
          r.unloading,
          unloadWindow
            ? `${t("transactions:view.unloadWindow")}: ${unloadWindow}`
            : `${t("transactions:view.unloadDue")}: ${tx.unloadDue}`,
        )}
      </div>
    </section>
  );
}

/** The goods and what was agreed for them: price, payment, terms, and who agreed it. */
export function Cargo({ tx }: { tx: Tx }) {
  const { t, locale } = useT();
  const r = tx.route;
  const items: [string, React.ReactNode][] = [];
  if (r.goods) items.push([t("transactions:view.goods"), r.goods]);
  items.push([t("transactions:view.weight"), weightText(r.weightKg, locale)]);
  if (r.bodyTypes.length)
    items.push([t("transactions:view.bodies"), r.bodyTypes.map((b) => t(`vehicles:bodyTypes.${b}`)).join(", ")]);
  items.push([t("transactions:view.adr"), t(r.adr ? "transactions:view.yes" : "transactions:view.no")]);
  if (r.notes) items.push([t("transactions:view.notes"), <span className="whitespace-pre-line">{r.notes}</span>]);
  items.push([t("transactions:view.price"), priceText(tx.price, tx.currency, locale, t)]);
  if (tx.paymentDays !== null)
    items.push([t("transactions:view.paymentDays"), t("transactions:view.days", { count: tx.paymentDays })]);
  if (tx.terms)
    items.push([t("transactions:view.terms"), <span className="break-words whitespace-pre-line">{tx.terms}</span>]);
  items.push([t("transactions:view.proposedBy"), tx.proposedBy.name]);
  items.push([t("transactions:view.acceptedBy"), tx.acceptedBy.name]);
  items.push([t("transactions:view.concludedAt"), momentText(tx.createdAt)]);
  return (
    <section aria-labelledby="transaction-cargo" className={box}>
      <h2 id="transaction-cargo" className="text-lg font-semibold">
        {t("transactions:view.cargo")}
      </h2>
      <DetailsList items={items} />
    </section>
  );
}

/** Every step so far, oldest first: what, which company and person (or the dates), why, when. */
export function History({ tx }: { tx: Tx }) {
  const { t } = useT();
  return (
    <section aria-labelledby="transaction-history" className={box}>
      <h2 id="transaction-history" className="text-lg font-semibold">
        {t("transactions:history.title")}
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {tx.history.map((h, i) => (
          <li key={`${i}-${h.at}`} data-step={h.step} className="border-l-4 border-slate-300 pl-3 text-sm">
            <p className="flex flex-wrap gap-x-2">
              <span className="font-semibold">{t(`transactions:history.steps.${h.step}`)}</span>
              <time dateTime={h.at} className="text-slate-700">
                {momentText(h.at)}
              </time>
            </p>
            <p className="break-words text-slate-800">
              {h.company
                ? [
                    t("transactions:history.company", { name: h.company.name }),
                    h.by ? t("transactions:history.person", { name: h.by.name }) : null,
                  ]
                    .filter(Boolean)
                    .join(", ")
                : t("transactions:history.automatic")}
            </p>
            {h.reason ? (
              <p className="break-words whitespace-pre-line text-slate-800">
                {t("transactions:history.reason", { reason: h.reason })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
