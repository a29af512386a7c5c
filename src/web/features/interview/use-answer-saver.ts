import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerValue } from "../../../shared/interview.ts";
import { call } from "../../lib/answer-call.ts";

export type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * Saves answers one request at a time, in the order given (a later value of the same question
 * wins). When the network or the server fails, the answers wait and go with the next save, a
 * retry, or when the browser is back online: nothing the user chose is dropped. Answers the
 * server refuses are reported (with their codes) and the others are sent again.
 */
export function useAnswerSaver(
  interviewId: string,
  onRefused: (fields: Record<string, string[]>) => void,
): {
  save: (id: string, value: AnswerValue | null) => Promise<boolean>;
  flush: () => Promise<boolean>;
  state: SaveState;
} {
  const pending = useRef<Record<string, AnswerValue | null>>({});
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const [state, setState] = useState<SaveState>("idle");
  const refused = useRef(onRefused);
  refused.current = onRefused;

  const flush = useCallback(() => {
    chain.current = chain.current.then(async function send(): Promise<boolean> {
      const batch = pending.current;
      if (Object.keys(batch).length === 0) return true;
      pending.current = {};
      setState("saving");
      const answer = await call<{ status: string }>("POST", "/interview/save", { interviewId, answers: batch });
      if (answer.ok) {
        if (Object.keys(pending.current).length) return send();
        setState("saved");
        return true;
      }
      if (answer.status === 400 && answer.fields) {
        refused.current(answer.fields);
        const rest = Object.fromEntries(Object.entries(batch).filter(([id]) => !answer.fields![id]));
        pending.current = { ...rest, ...pending.current };
        if (Object.keys(pending.current).length) return send();
        setState("idle");
        return false;
      }
      pending.current = { ...batch, ...pending.current };
      setState("failed");
      return false;
    });
    return chain.current;
  }, [interviewId]);

  const save = useCallback(
    (id: string, value: AnswerValue | null) => {
      pending.current[id] = value;
      return flush();
    },
    [flush],
  );

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [flush]);

  return { save, flush, state };
}
