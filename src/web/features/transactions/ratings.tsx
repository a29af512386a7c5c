import { categoriesFor, type RatingRecord } from "../../../shared/contracts/ratings.ts";
import type { TransactionRecord } from "../../../shared/contracts/deals.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";
import { AnswerForm, RateForm, type RatingRefusal } from "./rating-forms.tsx";
import { momentText } from "./transaction-text.tsx";

/**
 * One rating as both pages show it: who rated whom, each category's score ("4/5"), the average,
 * the comment, the person who gave it and the answer; `children` under it (the answer form).
 */
export function RatingView({
  rating: r,
  level: Heading = "h3",
  children,
}: {
  rating: RatingRecord;
  level?: "h3" | "h4";
  children?: React.ReactNode;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <article data-rating={r.id} data-rated-role={r.ratedRole} className="border-l-4 border-slate-300 pl-3 text-sm">
      <Heading className="text-base font-semibold break-words">
        {t("transactions:ratings.whoWhom", { rater: r.rater.name, rated: r.rated.name })}
      </Heading>
      <p className="text-slate-700">
        {r.transactionNumber ? <>{t("transactions:ratings.transaction", { number: r.transactionNumber })} · </> : null}
        <time dateTime={r.updatedAt}>{momentText(r.updatedAt)}</time>
      </p>
      <ul className="mt-1">
        {categoriesFor(r.ratedRole)
          .filter((c) => r.scores[c] !== undefined)
          .map((c) => (
            <li key={c} data-score={c}>
              {t(`transactions:ratings.categories.${c}`)}: <span className="font-medium">{r.scores[c]}/5</span>
            </li>
          ))}
      </ul>
      <p className="mt-1 font-medium">{t("transactions:ratings.average", { average: format.number(r.average, 1) })}</p>
      {r.comment ? <p className="mt-1 break-words whitespace-pre-line">{r.comment}</p> : null}
      {r.by ? <p className="mt-1 text-slate-700">{t("transactions:ratings.by", { name: r.by })}</p> : null}
      {r.answer ? (
        <div className="mt-2 rounded-lg bg-slate-50 p-2" data-answer>
          <p className="font-medium">{t("transactions:ratings.answer.of", { name: r.rated.name })}</p>
          <p className="break-words whitespace-pre-line">{r.answer}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

/** What the rating section needs besides the transaction: both ratings and until when the company may rate. */
export interface RatingsState {
  items: RatingRecord[];
  /** Until when the company may give its rating (30 days after completion), while it may. */
  rateUntil: string | null;
}

/** Whether the reader's company may rate now: a new rating within the window, or its own still editable. */
const mayRate = (state: RatingsState, own: RatingRecord | undefined) =>
  own ? own.editableUntil !== null : state.rateUntil !== null;

/**
 * The transaction's ratings (issue 28): both sides' ratings, the form to rate the other side or
 * change the own rating while allowed, the answer form under a rating of the reader's company.
 * Before completion a line says when ratings open.
 */
export function RatingsSection({
  tx,
  state,
  refused,
}: {
  tx: TransactionRecord;
  state: RatingsState;
  refused: RatingRefusal;
}) {
  const { t } = useT();
  const own = state.items.find((r) => r.own);
  const theirs = state.items.find((r) => !r.own);
  const showRate = tx.status === "completed" && (mayRate(state, own) || Boolean(refused?.intent === "rate"));
  const showAnswer = Boolean(theirs && (theirs.canAnswer || refused?.intent === "answer"));
  // A refusal whose form is no longer shown is told on top of the section.
  const lost = refused && refused.intent === "rate" && !showRate ? refused.code : null;
  const ordered = [own, theirs].filter((r): r is RatingRecord => Boolean(r));
  return (
    <section
      aria-labelledby="transaction-ratings"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-3 md:p-4"
    >
      <h2 id="transaction-ratings" className="text-lg font-semibold">
        {t("transactions:ratings.title")}
      </h2>
      {lost ? <FormAlert>{t(`errors:${lost}`)}</FormAlert> : null}
      {tx.status !== "completed" ? (
        <p className="mt-2 text-slate-700">
          {t(tx.status === "cancelled" ? "transactions:ratings.cancelled" : "transactions:ratings.notYet")}
        </p>
      ) : ordered.length ? (
        <div className="mt-3 flex flex-col gap-4">
          {ordered.map((r) => (
            <RatingView key={r.id} rating={r}>
              {r === theirs && showAnswer ? <AnswerForm rating={r} refused={refused} /> : null}
            </RatingView>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t("transactions:ratings.none")}</p>
      )}
      {tx.status === "completed" && !own && !showRate ? (
        <p className="mt-2 text-slate-700">{t("transactions:ratings.closed")}</p>
      ) : null}
      {showRate ? (
        <RateForm
          key={own?.updatedAt ?? "new"}
          role={tx.role}
          other={tx.counterparty.name}
          own={own}
          rateUntil={state.rateUntil}
          refused={refused}
        />
      ) : null}
    </section>
  );
}
