import type { Db } from "../../db/client.ts";
import { listOutbox } from "./outbox.ts";

/** The mail the portal wrote, as kept in its outbox. */
export function createMailServices({ db }: { db: Db }) {
  return {
    /** The newest messages of the outbox (development and tests; /dev/outbox). */
    listOutbox: (limit = 50) => listOutbox(db, limit),
  };
}

export type MailServices = ReturnType<typeof createMailServices>;
