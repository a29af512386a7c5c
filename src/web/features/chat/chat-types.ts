export interface ChatSource {
  title: string;
  url: string;
  articleId?: string;
  heading?: string;
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
}

export interface PastThread {
  threadId: string;
  status: "open" | "ended" | "archived" | "abandoned";
  answerCount: number;
  createdAt: string;
}
