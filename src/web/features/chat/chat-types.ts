import type { BusinessProfile } from "../../../domain/advisor/profile.ts";
import type { ReplySource } from "../../../domain/advisor/reply-stream.ts";

/** A source named under a reply: the domain's own shape. */
export type ChatSource = ReplySource;

/** One fact of the business profile as the server describes it in the page's language. */
export interface ProfileFactView {
  fact: string;
  value: string | number | boolean;
  label: string;
}

/** What an advisor's reply recorded about the business, and whether the user has undone it. */
export interface LearnedView {
  facts: ProfileFactView[];
  previous: Partial<BusinessProfile>;
  undone: boolean;
}

/** The profile panel's data: the facts as stored and as described. */
export interface ProfileView {
  profile: BusinessProfile;
  facts: ProfileFactView[];
}

/** A message as the page shows it; `streaming` and `failed` exist only in the browser. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  status: "complete" | "partial" | "failed" | "streaming";
  sources: ChatSource[];
  /** A failed send: the error code to show beside the retry button. */
  error?: string;
  /** On an advisor's reply that recorded facts (known once the reply is stored). */
  learned?: LearnedView | null;
}

export interface PastThread {
  threadId: string;
  status: "open" | "ended" | "archived" | "abandoned";
  answerCount: number;
  createdAt: string;
}
