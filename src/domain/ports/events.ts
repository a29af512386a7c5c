/**
 * What carries "new events were committed" between processes (issue 27; docs/decisions/031):
 * PostgreSQL NOTIFY (PGlite's own in one process), or Redis pub/sub with REDIS_URL. It carries no
 * content: a process that hears it reads the events table after the last id it has seen, so a
 * lost announcement costs only time (each process also looks every few seconds) and a
 * notification can never show anything to anyone.
 */
export interface EventCarrier {
  /** Tells every process (this one too) that events were committed; called after the commit. */
  announce(): Promise<void>;
  /**
   * Calls `onAnnouncement` for each announcement until the returned stop is called; resolves once
   * listening. `onLost` is called once if the listening connection drops (listen again later).
   */
  listen(onAnnouncement: () => void, onLost: () => void): Promise<() => Promise<void>>;
  /** Lets go of any connection it holds (shutdown). */
  close(): Promise<void>;
}
