import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { TRANSACTION_STEPS, transactionStepInput } from "../../../shared/contracts/deals.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { answerForm, rateForm, type RatingRefusal } from "../../features/transactions/rating-forms.tsx";
import { RatingsSection } from "../../features/transactions/ratings.tsx";
import { StepActions, type StepRefusal, toldInForm } from "../../features/transactions/step-forms.tsx";
import { Cargo, History, Parties, RoutePlaces, StatusNotices } from "./transaction-details.tsx";
import { StatusBadge } from "../../features/transactions/transaction-text.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useReloadOn } from "../../lib/live-events.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { type WebContext, webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/transaction";

/** What a refused step keeps of the typed reason: all of it (1000 characters and a little over). */
const KEEP = { keep: 1100 };
const notFound = () => data(null, { status: 404 });
const RATING_DONE = ["rated", "answered"] as const;

/**
 * The notice after a step (`?done=<step>`): a confirmation that completed the transaction, or an
 * agreement to cancel that cancelled it, is told as such.
 */
function doneOf(done: string | null, status: string) {
  const rating = RATING_DONE.find((d) => d === done);
  if (rating) return rating;
  const step = TRANSACTION_STEPS.find((s) => s === done);
  if (!step) return null;
  if (step === "markDone" && status === "completed") return "completed";
  if (step === "requestCancel" && status === "cancelled") return "cancelledByAgreement";
  return step;
}

/**
 * One transaction of the company (issue 28; docs/decisions/032): its parties, route, goods and
 * price, where it stands (marked done, a request to cancel, its end), its history, the transport
 * order and the steps the company may take now. Another company's transaction is not found.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const tx = await orErrorResponse(() => services.deals.transactionView(actor, params.transactionId));
  const ratings = await orErrorResponse(() => services.deals.transactionRatings(actor, params.transactionId));
  return {
    tx,
    ratings,
    done: doneOf(new URL(request.url).searchParams.get("done"), tx.status),
  };
}

/** A rating given or changed (`intent=rate`) or an answer to one (`intent=answer`). */
async function ratingAction(
  { services, actor }: { services: WebContext["services"]; actor: WebContext["actor"] },
  form: FormData,
  transactionId: string,
) {
  const answering = form.get("intent") === "answer";
  const intent = answering ? "answer" : "rate";
  const submission = parseForm(form, answering ? answerForm : rateForm);
  if (submission.status !== "success") return formInvalid(submission, { step: "", intent }, KEEP);
  try {
    const value = submission.value;
    if (value.intent === "answer") await services.deals.answerRating(actor, value.ratingId, { text: value.text });
    else {
      const { intent: _rate, ...rating } = value;
      await services.deals.rateTransaction(actor, transactionId, rating);
    }
  } catch (error) {
    if (appErrorOf(error)?.code === "transactionNotFound") throw notFound();
    return formRefusedBy(submission, error, { step: "", intent }, KEEP);
  }
  const done = answering ? "answered" : "rated";
  return redirect(`/archive/transactions/${encodeURIComponent(transactionId)}?done=${done}#transaction-ratings`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "rate" || intent === "answer") return ratingAction({ services, actor }, form, params.transactionId);
  const step = String(form.get("step") ?? "").slice(0, 20);
  const submission = parseForm(form, transactionStepInput);
  if (submission.status !== "success") return formInvalid(submission, { step, intent: "step" }, KEEP);
  try {
    await services.deals.stepTransaction(actor, params.transactionId, submission.value);
  } catch (error) {
    // Not the company's transaction (or none): the page's 404, as the loader's.
    if (appErrorOf(error)?.code === "transactionNotFound") throw notFound();
    return formRefusedBy(submission, error, { step, intent: "step" }, KEEP);
  }
  return redirect(`/archive/transactions/${encodeURIComponent(params.transactionId)}?done=${submission.value.step}`);
}

/** The transport order (PDF, in the reader's language), the pair's conversation and a complaint about it. */
function Links({ tx }: { tx: ReturnType<typeof useLoaderData<typeof loader>>["tx"] }) {
  const { t } = useT();
  const link = "inline-flex min-h-11 items-center font-medium break-words text-blue-800 underline underline-offset-2";
  return (
    <div className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
      <a href={`/new-api/transactions/${tx.id}/order`} download className={link}>
        {t("transactions:view.order")}
      </a>
      {tx.conversationId ? (
        <Link to={`/ongoing/conversations/${tx.conversationId}`} className={link}>
          {t("transactions:view.conversation", { name: tx.counterparty.name })}
        </Link>
      ) : null}
      <Link to={`/company/info/complaints/new?transaction=${encodeURIComponent(tx.id)}`} className={link}>
        {t("complaints:entry.transaction")}
      </Link>
    </div>
  );
}

export default function Transaction() {
  const { t } = useT();
  const { tx, ratings, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused: StepRefusal = result && !result.ok && result.intent === "step" ? result : null;
  const ratingRefused: RatingRefusal = result && !result.ok && result.intent !== "step" ? result : null;
  // A reason's form tells its own refusal; a button's is told on top.
  const onTop = refused && refused.code !== "validation" && !toldInForm(tx, refused) ? refused.code : null;
  const title = t("transactions:view.title", { number: tx.number });
  // The other company's step (a card in the pair's conversation) shows without a reload.
  const ours = (id: unknown) => tx.conversationId !== null && id === tx.conversationId;
  useReloadOn((e) => e.event === "message" && ours(e.data.conversationId), { whenFocused: true });
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <Link to="/archive/transactions" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("transactions:view.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        <StatusBadge status={tx.status} />
        <Badge status={tx.role}>{t(`transactions:roles.${tx.role}`)}</Badge>
      </div>
      <div aria-live="polite" className="mt-3 space-y-2">
        {done ? <FormNotice>{t(`transactions:done.${done}`)}</FormNotice> : null}
        {onTop ? <FormAlert>{t(`errors:${onTop}`)}</FormAlert> : null}
      </div>
      <StatusNotices tx={tx} />
      <Links tx={tx} />
      <StepActions tx={tx} refused={refused} />
      <Parties tx={tx} />
      <RoutePlaces tx={tx} />
      <Cargo tx={tx} />
      <RatingsSection tx={tx} state={ratings} refused={ratingRefused} />
      <History tx={tx} />
    </main>
  );
}
