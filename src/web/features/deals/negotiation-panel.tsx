import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { DEAL_LIMITS, type ProposalRecord, proposalInput } from "../../../shared/contracts/deals.ts";
import { CURRENCIES } from "../../../shared/contracts/offers.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Input, Select, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { priceText } from "../../lib/freight-text.ts";

export type PriceRefusal = { code: string; intent: string; reply: SubmissionResult<string[]> } | null;

/**
 * A price, its currency, payment days and terms: proposing (`propose`) or countering a pending
 * proposal (`counter`). The contract checks it in the browser and on the server; a refusal comes
 * back with what was typed and the errors beside the fields.
 */
export function PriceForm({
  intent,
  proposalId,
  refused,
  submitLabel,
  currency,
}: {
  intent: "propose" | "counter";
  proposalId?: string;
  refused: PriceRefusal;
  submitLabel: string;
  currency?: string | null;
}) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  // What was typed comes back into the price form shown, even when it was the other one's (a
  // counter refused because the proposal was withdrawn meanwhile comes back as a proposal).
  const typed = refused && "reply" in refused && refused.reply ? refused : null;
  const mine = refused?.intent === intent ? refused : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: `price-${intent}`,
    schema: proposalInput,
    lastResult: typed?.reply,
    defaultValue: { currency: currency ?? "PLN" },
  });
  const labels = {
    price: t("deals:negotiation.price"),
    currency: t("deals:negotiation.currency"),
    paymentDays: t("deals:negotiation.paymentDays"),
    terms: t("deals:negotiation.terms"),
  };
  const code = mine && mine.code !== "validation" ? mine.code : null;
  return (
    <Form method="post" className="flex flex-col gap-3" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {proposalId ? <input type="hidden" name="proposalId" value={proposalId} /> : null}
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field meta={fields.price} label={labels.price}>
          <Input inputMode="decimal" autoComplete="off" required />
        </Field>
        <Field meta={fields.currency} label={labels.currency}>
          <Select required>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.paymentDays} label={labels.paymentDays}>
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <Field
        meta={fields.terms}
        label={labels.terms}
        hint={t("deals:negotiation.termsHint", { max: DEAL_LIMITS.termsMax })}
      >
        <Textarea rows={2} maxLength={DEAL_LIMITS.termsMax} />
      </Field>
      <div>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** One button posting a step on a proposal (accept, reject, withdraw). */
function StepButton({
  proposalId,
  intent,
  label,
  variant,
}: {
  proposalId: string;
  intent: "accept" | "reject" | "withdraw";
  label: string;
  variant?: "secondary";
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="proposalId" value={proposalId} />
      <Button type="submit" variant={variant} busy={busy}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * Accepting concludes a binding transaction at once, so it takes two steps: the first button
 * opens what acceptance does (a `<details>`, without JavaScript too), the second accepts.
 */
function AcceptWithConfirmation({ pending, otherName }: { pending: ProposalRecord; otherName: string }) {
  const { t, locale } = useT();
  return (
    <details className="group">
      <summary className={buttonVariants({ className: "cursor-pointer list-none group-open:mb-2" })}>
        {t("deals:negotiation.accept")}
      </summary>
      <div className="flex flex-col gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3">
        <p className="text-sm text-slate-900">
          {t("deals:negotiation.acceptConfirmText", {
            name: otherName,
            price: priceText(pending.price, pending.currency, locale, t),
          })}
        </p>
        <div>
          <StepButton proposalId={pending.id} intent="accept" label={t("deals:negotiation.acceptConfirm")} />
        </div>
      </div>
    </details>
  );
}

function ProposalTerms({ p }: { p: ProposalRecord }) {
  const { t } = useT();
  return (
    <>
      {p.paymentDays !== null ? (
        <p className="text-sm">{t("deals:negotiation.paymentDays", { count: p.paymentDays })}</p>
      ) : null}
      {p.terms ? <p className="text-sm break-words whitespace-pre-line">{p.terms}</p> : null}
      <p className="text-sm text-slate-700">{t("deals:negotiation.proposedBy", { name: p.proposedBy.name })}</p>
    </>
  );
}

/** The other company's proposal awaiting the reader's answer: accept, reject or counter it. */
function IncomingProposal({
  pending,
  otherName,
  refused,
}: {
  pending: ProposalRecord;
  otherName: string;
  refused: PriceRefusal;
}) {
  const { t, locale } = useT();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-semibold">
          {t("deals:negotiation.incoming", {
            name: otherName,
            price: priceText(pending.price, pending.currency, locale, t),
          })}
        </p>
        <ProposalTerms p={pending} />
      </div>
      <div className="flex flex-wrap gap-2">
        <AcceptWithConfirmation pending={pending} otherName={otherName} />
        <StepButton proposalId={pending.id} intent="reject" label={t("deals:negotiation.reject")} variant="secondary" />
      </div>
      <h3 className="font-semibold">{t("deals:negotiation.counterTitle")}</h3>
      <PriceForm
        intent="counter"
        proposalId={pending.id}
        refused={refused}
        submitLabel={t("deals:negotiation.counter")}
        currency={pending.currency}
      />
    </div>
  );
}

/** The reader's own proposal awaiting the other company's answer: it may be withdrawn. */
function OwnProposal({ pending, otherName }: { pending: ProposalRecord; otherName: string }) {
  const { t, locale } = useT();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-semibold">
          {t("deals:negotiation.awaiting", {
            name: otherName,
            price: priceText(pending.price, pending.currency, locale, t),
          })}
        </p>
        <ProposalTerms p={pending} />
      </div>
      <div>
        <StepButton
          proposalId={pending.id}
          intent="withdraw"
          label={t("deals:negotiation.withdraw")}
          variant="secondary"
        />
      </div>
    </div>
  );
}

/**
 * The negotiation of a conversation about an offer (issue 28): the proposal awaiting an answer
 * (accept, reject or counter it; or withdraw one's own), the concluded transaction, or a form to
 * propose a price while the offer is on the exchange.
 */
export function NegotiationPanel({
  proposals,
  otherName,
  offerActive,
  refused,
}: {
  proposals: ProposalRecord[];
  otherName: string;
  offerActive: boolean;
  refused: PriceRefusal;
}) {
  const { t } = useT();
  const pending = proposals.find((p) => p.status === "pending");
  const accepted = proposals.find((p) => p.status === "accepted");
  // The price form on show: a refusal of another form (or of a button) is told above it.
  const shownForm = accepted?.transactionId
    ? null
    : pending && !pending.own
      ? "counter"
      : !pending && offerActive
        ? "propose"
        : null;
  const alert = refused && refused.code !== "validation" && refused.intent !== shownForm ? refused.code : null;
  let body: React.ReactNode;
  if (accepted?.transactionId) {
    body = (
      <p>
        {t("deals:negotiation.concluded")}{" "}
        <Link
          to={`/archive/transactions/${accepted.transactionId}`}
          className="font-medium text-blue-800 underline underline-offset-2"
        >
          {t("deals:negotiation.openTransaction")}
        </Link>
      </p>
    );
  } else if (pending && !pending.own) {
    body = <IncomingProposal pending={pending} otherName={otherName} refused={refused} />;
  } else if (pending) {
    body = <OwnProposal pending={pending} otherName={otherName} />;
  } else if (offerActive) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">{t("deals:negotiation.intro")}</p>
        <PriceForm intent="propose" refused={refused} submitLabel={t("deals:negotiation.propose")} />
      </div>
    );
  } else {
    body = <p className="text-slate-700">{t("deals:negotiation.closed")}</p>;
  }
  return (
    <section aria-labelledby="negotiation" className="mt-4 rounded-xl border border-amber-300 bg-white p-3 md:p-4">
      <h2 id="negotiation" className="text-lg font-semibold">
        {t("deals:negotiation.title")}
      </h2>
      {alert ? (
        <div className="mt-2">
          <FormAlert>{t(`errors:${alert}`)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-2">{body}</div>
    </section>
  );
}
