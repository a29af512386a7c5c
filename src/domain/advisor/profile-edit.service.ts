import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type LearnedFacts, advisorMessages, advisorThreads } from "../../db/schema/index.ts";
import { checkCorrection, PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import { type BusinessProfile, nextQuestion, type ProfileFact } from "./profile.ts";
import { factViews, messageView, ownThread, type ThreadRow, threadLang } from "./thread.service.ts";

/**
 * What the user sees of and may change in the profile the advisor keeps on a thread: the facts
 * described in their language, an undo for the facts one reply recorded, and corrections from the
 * chat page's profile panel (checked by the shared contract, src/shared/business-profile.ts).
 */

/** Only the profile's own facts (a stored profile never holds others, but a view must not pass them on). */
const knownFacts = (profile: Record<string, unknown>): BusinessProfile =>
  Object.fromEntries(
    PROFILE_FACT_NAMES.filter((f) => profile[f] !== undefined && profile[f] !== null).map((f) => [f, profile[f]]),
  ) as BusinessProfile;

/** The profile with each fact described in `lang`, for the panel. */
export const profileView = (profile: Record<string, unknown>, lang: KnowledgeLang) => {
  const known = knownFacts(profile);
  return { profile: known, facts: factViews(lang, known) };
};
export type ProfileView = ReturnType<typeof profileView>;

/**
 * What a reply records about the facts it learned: the facts, and the values the profile held for
 * them before the message (a fact it did not hold is left out of `previous`). Null when it learned
 * nothing.
 */
export function learnedFacts(learned: Partial<BusinessProfile>, before: BusinessProfile): LearnedFacts | null {
  const facts = Object.fromEntries(Object.entries(learned).filter(([, v]) => v !== undefined && v !== null));
  if (!Object.keys(facts).length) return null;
  const previous = Object.fromEntries(
    Object.keys(facts)
      .filter((f) => before[f as ProfileFact] !== undefined && before[f as ProfileFact] !== null)
      .map((f) => [f, before[f as ProfileFact]]),
  );
  return { facts, previous };
}

/** The thread's profile for the panel; any of the actor's threads (an ended one is read only). */
export async function threadProfileView(db: Db, actor: Actor, threadId: string, lang?: KnowledgeLang) {
  const thread = await ownThread(db, actor, threadId);
  return profileView(thread.profile, lang ?? threadLang(thread));
}

/** The actor's thread (checked with `ownThread` first) locked for a change in `tx`; conflict unless open. */
async function lockedOpenThread(tx: Db, own: ThreadRow): Promise<ThreadRow> {
  const [locked] = await tx.select().from(advisorThreads).where(eq(advisorThreads.id, own.id)).for("update");
  if (!locked) throw new AppError("notFound");
  if (locked.status !== "open") throw new AppError("conflict", { details: { status: locked.status } });
  return locked;
}

/**
 * Takes back the facts one advisor's reply recorded: each goes back to the value it had before
 * (or is removed if it had none), but only while it still holds what the reply recorded; a fact
 * changed since (a later message or a correction) keeps its newer value. The reply is marked
 * undone, so a second call changes nothing. The next question is worked out again from the
 * profile. Only on the actor's own open thread.
 */
export async function undoLearned(
  db: Db,
  actor: Actor,
  input: { threadId: string; messageId: string },
  lang?: KnowledgeLang,
) {
  const own = await ownThread(db, actor, input.threadId);
  return db.transaction(async (tx) => {
    const thread = await lockedOpenThread(tx, own);
    const language = lang ?? threadLang(thread);
    if (!isUuid(input.messageId)) throw new AppError("notFound");
    const [message] = await tx
      .select()
      .from(advisorMessages)
      .where(and(eq(advisorMessages.id, input.messageId), eq(advisorMessages.threadId, thread.id)));
    if (!message) throw new AppError("notFound");
    const learned = message.learned;
    const restored: ProfileFact[] = [];
    const kept: ProfileFact[] = [];
    if (!learned || learned.undone) {
      return { ...profileView(thread.profile, language), restored, kept, message: messageView(message, language) };
    }
    const profile: Record<string, unknown> = { ...thread.profile };
    for (const [fact, value] of Object.entries(learned.facts)) {
      if (profile[fact] !== value) {
        kept.push(fact as ProfileFact);
        continue;
      }
      if (Object.hasOwn(learned.previous, fact)) profile[fact] = learned.previous[fact];
      else delete profile[fact];
      restored.push(fact as ProfileFact);
    }
    const undone: LearnedFacts = { ...learned, undone: true };
    const [stored] = await tx
      .update(advisorMessages)
      .set({ learned: undone })
      .where(eq(advisorMessages.id, message.id))
      .returning();
    if (restored.length)
      await tx
        .update(advisorThreads)
        .set({ profile, expecting: nextQuestion(profile as BusinessProfile) })
        .where(eq(advisorThreads.id, thread.id));
    return { ...profileView(profile, language), restored, kept, message: messageView(stored!, language) };
  });
}

/**
 * The user's corrections from the profile panel: facts set to new values and facts removed,
 * checked whole by the shared contract (nothing is saved when one is invalid: `validation` with
 * field errors keyed `set.<fact>`). The next question is worked out again from the profile. Only
 * on the actor's own open thread.
 */
export async function updateProfileFacts(
  db: Db,
  actor: Actor,
  input: { threadId: string; set?: unknown; remove?: unknown },
  lang?: KnowledgeLang,
) {
  const checked = checkCorrection({ set: input.set, remove: input.remove });
  const own = await ownThread(db, actor, input.threadId);
  if (!checked.ok) throw new AppError("validation", { fields: checked.fields });
  const { set, remove } = checked.value;
  return db.transaction(async (tx) => {
    const thread = await lockedOpenThread(tx, own);
    const profile: Record<string, unknown> = { ...thread.profile, ...set };
    for (const fact of remove) delete profile[fact];
    await tx
      .update(advisorThreads)
      .set({ profile, expecting: nextQuestion(profile as BusinessProfile) })
      .where(eq(advisorThreads.id, thread.id));
    return profileView(profile, lang ?? threadLang(thread));
  });
}
