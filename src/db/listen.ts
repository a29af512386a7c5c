import pg from "pg";
import type { Database } from "./client.ts";

/**
 * LISTEN on a channel: PGlite's own (one process), or a dedicated PostgreSQL connection (a
 * pooled one would lose its notifications when handed back). `onLost` is called once when the
 * connection drops; the caller listens again. Resolves once listening; answers the stop.
 */
export async function listenChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const stop = await database.pglite.listen(channel, onPayload);
    return () => stop();
  }
  const client = new pg.Client(database.pool!.options);
  let ended = false;
  const lost = () => {
    if (ended) return;
    ended = true;
    onLost();
  };
  client.on("error", lost);
  client.on("end", lost);
  client.on("notification", (message) => {
    if (message.channel === channel) onPayload(message.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    ended = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    ended = true;
    await client.end().catch(() => {});
  };
}
