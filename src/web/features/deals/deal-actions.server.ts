import { redirect } from "react-router";
import { proposalInput } from "../../../shared/contracts/deals.ts";
import type { Actor } from "../../../domain/access/actor.ts";
import type { AppServices } from "../../../server/services.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import type { ConversationSummary } from "../../../shared/contracts/conversations.ts";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { DEAL_DONE, type DealIntent } from "./deal-intents.ts";

/** An offer's negotiations the reader's company sees, for a person who makes deals (else none). */
export async function offerNegotiations(services: AppServices, actor: Actor | null, offerId: string) {
  if (!actor || !hasPermission(actor.user.userRoles, "makeDeals")) return null;
  return services.deals.offerProposals(actor, offerId);
}

/** The negotiation a conversation about an offer holds, for a person who makes deals (else none). */
export async function negotiationOf(services: AppServices, actor: Actor | null, c: ConversationSummary) {
  if (!c.offer || !actor || !hasPermission(actor.user.userRoles, "makeDeals")) return null;
  const all = await services.deals.offerProposals(actor, c.offer.id);
  return all.filter((p) => p.conversationId === c.id);
}

/**
 * A negotiation step posted by a page: the price forms checked by the contract (what was typed
 * kept on a refusal), the buttons by the domain; on success back to `path` with `?done=`.
 */
export async function dealAction(
  services: AppServices,
  actor: Actor | null,
  form: FormData,
  intent: DealIntent,
  where: { conversationId: string } | { offerId: string },
  /** Where a step leads back: a fixed page, or the conversation the proposal is in. */
  path: string | ((conversationId: string) => string),
) {
  const proposalId = String(form.get("proposalId") ?? "");
  const done = (conversationId = "") =>
    redirect(`${typeof path === "string" ? path : path(conversationId)}?done=${DEAL_DONE[intent]}`);
  if (intent === "propose" || intent === "counter") {
    const submission = parseForm(form, proposalInput);
    if (submission.status !== "success") return formInvalid(submission, { intent });
    try {
      const made =
        intent === "propose"
          ? await services.deals.propose(actor, where, submission.value)
          : await services.deals.counter(actor, proposalId, submission.value);
      return done(made.conversationId);
    } catch (error) {
      return formRefusedBy(submission, error, { intent });
    }
  }
  try {
    return done((await services.deals[intent](actor, proposalId)).conversationId);
  } catch (error) {
    return formRefusal(error, { intent });
  }
}
