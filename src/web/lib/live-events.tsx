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
    const from = start.current.after;
    const source = new EventSource(`/new-api/events${from === null ? "" : `?after=${from}`}`);
    const tell = (event: LiveEvent) => {
      for (const listener of listeners.current) listener(event);
    };
    source.addEventListener("unread", (e) => setUnread((JSON.parse(e.data) as { count: number }).count));
    for (const kind of KINDS)
      source.addEventListener(kind, (e) => tell({ event: kind, data: JSON.parse(e.data) as LiveEvent["data"] }));
    return () => {
      source.close();
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
 * was missed. While the tab is hidden it waits for it to be shown (a conversation page marks read
 * on loading: nobody has read what arrived in a hidden tab).
 */
export function useReloadOn(matches: (event: LiveEvent) => boolean) {
  const { subscribe } = useContext(LiveEventsContext);
  const { revalidate } = useRevalidator();
  const test = useRef(matches);
  test.current = matches;
  useEffect(() => {
    let pending = false;
    const reload = () => {
      if (document.visibilityState === "visible") void revalidate();
      else pending = true;
    };
    const shown = () => {
      if (pending && document.visibilityState === "visible") {
        pending = false;
        void revalidate();
      }
    };
    document.addEventListener("visibilitychange", shown);
    const unsubscribe = subscribe((event) => {
      if (event.event === "reset" || test.current(event)) reload();
    });
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", shown);
    };
  }, [subscribe, revalidate]);
}
