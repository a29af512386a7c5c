import type { Actor } from "../../../domain/access/actor.ts";
import type { AppServices } from "../../../server/services.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";

/** What a complaint being filed is about, as the filing page shows it. */
export type FilingSubject =
  | { kind: "transaction"; transactionId: string; number: string; other: { id: string; name: string } }
  | {
      kind: "message";
      messageId: string;
      /** The message, when it is one the company may report. */
      found: { conversationId: string; other: { id: string; name: string }; text: string; at: string } | null;
    }
  | null;

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim().slice(0, 64) || null;

/**
 * The reported message as the filing page shows it: its conversation, writer and text. A message
 * that is not the company's to report names no text here; filing tells what is wrong.
 */
async function reportedMessage(services: AppServices, actor: Actor, messageId: string) {
  try {
    const m = await services.complaints.messageToReport(actor, messageId);
    return { conversationId: m.conversationId, other: m.company, text: m.text, at: m.at };
  } catch (error) {
    // A refusal (not the company's message to report) names no text; a failure stays one.
    if (appErrorOf(error)) return null;
    throw error;
  }
}

/**
 * The subject named by the address: `?transaction=<id>` (the company's transaction, through its
 * own page's service: another company's is the page's 404) or `?message=<id>`; none when neither.
 */
export async function filingSubject(services: AppServices, actor: Actor, url: URL): Promise<FilingSubject> {
  const transactionId = param(url, "transaction");
  if (transactionId) {
    const tx = await services.deals.transactionView(actor, transactionId);
    return { kind: "transaction", transactionId: tx.id, number: tx.number, other: tx.counterparty };
  }
  const messageId = param(url, "message");
  if (messageId) return { kind: "message", messageId, found: await reportedMessage(services, actor, messageId) };
  return null;
}
