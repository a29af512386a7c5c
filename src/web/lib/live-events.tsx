import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/**
 * The tab's one live stream (`/new-api/events`, docs/decisions/031): opened once per signed-in
 * user, from the newest event id the first page was rendered with, so nothing between the page and
 * the stream is lost; the browser reconnects by itself with Last-Event-ID. Pages subscribe to the
 * events they show; the header's unread count follows the stream's `unread` frames.
 */
export interface LiveEvent {
  event: string;
  data: { conversationId?: string; [key: string]: unknown };
}
type Listener = (event: LiveEvent) => void;

interface LiveEvents {
  /** The unread count as the stream last told it (null until it has). */
  unread: number | null;
  subscribe: (listener: Listener) => () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ unread: null, subscribe: () => () => {} });

/** The kinds with an id that a page may act on (the stream's own frames are handled here). */
const KINDS = ["message", "read", "archive", "reset"] as const;

export function LiveEventsProvider({
  userId,
  after,
  children,
}: {
  userId: string | null;
  after: number | null;
  children: React.ReactNode;
}) {
  const [unread, setUnread] = useState<number | null>(null);
  const listeners = useRef(new Set<Listener>());
  // The position of the first page of this user: later pages' positions are behind the stream's own.
  const start = useRef<{ userId: string | null; after: number | null }>({ userId, after });
  if (start.current.userId !== userId) start.current = { userId, after };

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    let last = start.current.after;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = 2_000;
    const tell = (event: LiveEvent) => {
      for (const listener of listeners.current) listener(event);
    };
    const open = () => {
      source = new EventSource(`/new-api/events${last === null ? "" : `?after=${last}`}`);
      source.addEventListener("unread", (e) => setUnread((JSON.parse(e.data) as { count: number }).count));
      source.addEventListener("ready", () => (wait = 2_000));
      for (const kind of KINDS)
        source.addEventListener(kind, (e) => {
          if (e.lastEventId) last = Number(e.lastEventId);
          tell({ event: kind, data: JSON.parse(e.data) as LiveEvent["data"] });
        });
      // The browser reconnects by itself after a network error; an error answer (a proxy's 502
      // during a deploy, 429) closes it for good: open again later, from the last event seen.
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, wait);
        wait = Math.min(wait * 2, 60_000);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
      setUnread(null);
    };
  }, [userId]);

  const value = useRef<LiveEvents>({
    unread: null,
    subscribe: (listener) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  });
  return (
    <LiveEventsContext.Provider value={{ unread, subscribe: value.current.subscribe }}>
      {children}
    </LiveEventsContext.Provider>
  );
}

/** The header's unread count: the stream's once it has told one, the page's until then. */
export const useLiveUnread = (fromPage: number | undefined) => useContext(LiveEventsContext).unread ?? fromPage;

/**
 * Reloads the page's data when an event it shows arrives (`matches`), or a `reset` says too much
 * was missed; several at once make one reload (300 ms). With `whenFocused` (a conversation page,
 * which marks read on loading) it waits until someone is at the page: nobody has read what
 * arrived in a hidden or unattended tab.
 */
export function useReloadOn(matches: (event: LiveEvent) => boolean, options: { whenFocused?: boolean } = {}) {
  const { subscribe } = useContext(LiveEventsContext);
  const { revalidate } = useRevalidator();
  const test = useRef(matches);
  test.current = matches;
  const whenFocused = options.whenFocused === true;
  useEffect(() => {
    let pending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const present = () => document.visibilityState === "visible" && (!whenFocused || document.hasFocus());
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (present()) void revalidate();
        else pending = true;
      }, 300);
    };
    const back = () => {
      if (pending && present()) {
        pending = false;
        void revalidate();
      }
    };
    document.addEventListener("visibilitychange", back);
    window.addEventListener("focus", back);
    const unsubscribe = subscribe((event) => {
      if (event.event === "reset" || test.current(event)) reload();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener("visibilitychange", back);
      window.removeEventListener("focus", back);
    };
  }, [subscribe, revalidate, whenFocused]);
}
