import { z } from "zod";
import { ProfileFactSchema } from "../business-profile.ts";

/**
 * The advisor's threads, their messages with the sources they name and the profile facts they
 * recorded, and a thread's profile (dates as dates). The domain's views are these with each date
 * written as ISO text, and so are the REST answers; the REST document names them (Thread, Message…).
 */

/** A profile fact's value as a client is shown it. */
const profileValue = z.union([z.string(), z.number(), z.boolean()]);
/** Profile facts by name: a fact not here is unset. */
export const profileValuesRecord = z.record(z.string(), profileValue);

/** A conversation with the advisor. `answerCount`: the user's messages in it. */
export const threadRecord = z.object({
  threadId: z.uuid(),
  status: z.enum(["open", "ended", "archived", "abandoned"]),
  interviewId: z.uuid().nullable(),
  answerCount: z.number().int(),
  createdAt: z.date(),
});
export type ThreadRecord = z.infer<typeof threadRecord>;

/** A page a reply names as its source (one per address). */
export const sourceRecord = z.object({
  title: z.string(),
  url: z.string(),
  publisher: z.string().optional().describe("Who publishes the page"),
  date: z.string().optional().describe("The page's date, YYYY-MM-DD or YYYY-MM, when it states one"),
  articleId: z.string().optional(),
  heading: z.string().optional(),
});
export type SourceRecord = z.infer<typeof sourceRecord>;

/** One profile fact as a page shows it: its value and a short description. */
export const factRecord = z.object({
  fact: ProfileFactSchema,
  value: profileValue,
  label: z.string().describe("The fact described in the page's language"),
});
export type FactRecord = z.infer<typeof factRecord>;

/** What an advisor's reply recorded: the facts, what they replaced, and whether the user took them back. */
export const learnedRecord = z.object({
  facts: z.array(factRecord),
  previous: profileValuesRecord.describe("The values before the reply; a fact not here was unset"),
  undone: z.boolean(),
});
export type LearnedRecord = z.infer<typeof learnedRecord>;

/** A message of a thread; a reply cut off by a disconnect or a stop is `partial`. */
export const messageRecord = z.object({
  id: z.uuid(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.date(),
  status: z.enum(["complete", "partial", "failed"]),
  sources: z.array(sourceRecord),
  learned: learnedRecord
    .nullable()
    .describe("On an advisor's reply that recorded profile facts: what it recorded; null otherwise"),
});
export type MessageRecord = z.infer<typeof messageRecord>;

/** What the advisor knows about the user's business in a thread: the values, and each fact described. */
export const profileViewRecord = z.object({ profile: profileValuesRecord, facts: z.array(factRecord) });
export type ProfileViewRecord = z.infer<typeof profileViewRecord>;
