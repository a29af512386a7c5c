import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailMessages } from "../../db/schema/index.ts";
import type { MailTransport } from "../ports/mail.ts";
import type { MailKind, RenderedMail } from "./render.ts";

export interface Mailer {
  /** Records the message and, with SMTP configured, delivers it. Never throws: a failure is stored and logged. */
  send(message: RenderedMail & { to: string; kind: MailKind }): Promise<{ id: string; delivered: boolean }>;
  /**
   * Sends without making the caller wait (answers must not take longer for a real account).
   * Not yet durable across a crash: that arrives with the job queue.
   */
  queue(message: RenderedMail & { to: string; kind: MailKind }): void;
  /**
   * Runs work that ends in a mail after the caller has answered (token, message), so an answer
   * for a registered address takes no longer than for an unknown one. Failures are logged.
   */
  afterAnswer(task: () => Promise<void>): void;
  /** Settles once every task and queued message handed over so far has finished (a shutdown waits on it). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Every message is kept in `mail_messages`, then handed to the transport (SMTP with `SMTP_URL`:
 * src/infra/mail); without one the outbox table is the delivery, shown at /dev/outbox outside
 * production.
 */
export function createMailer(options: { db: Db; transport: MailTransport | null; log: MailLog }): Mailer {
  const { transport } = options;
  /** Work handed over and not yet finished. */
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const mailer: Mailer = {
    afterAnswer(task) {
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) => options.log.warn({ err: String(error) }, "background mail task failed")),
      );
    },
    queue(message) {
      track(
        mailer
          .send(message)
          .then(() => undefined)
          .catch((error: unknown) =>
            options.log.warn({ kind: message.kind, err: String(error) }, "mail could not be recorded"),
          ),
      );
    },
    async idle() {
      // A task may hand over more work (a queued message); wait until nothing is left.
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async send(message) {
      const [row] = await options.db
        .insert(mailMessages)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          kind: message.kind,
        })
        .returning({ id: mailMessages.id });
      const id = row!.id;
      if (!transport) {
        options.log.info({ mailId: id, to: message.to, kind: message.kind }, "mail kept in the outbox (no SMTP_URL)");
        return { id, delivered: false };
      }
      try {
        await transport.deliver({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await options.db.update(mailMessages).set({ sentAt: new Date() }).where(eq(mailMessages.id, id));
        return { id, delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await options.db
          .update(mailMessages)
          .set({ error: reason.slice(0, 1000) })
          .where(eq(mailMessages.id, id));
        options.log.warn({ mailId: id, kind: message.kind, err: reason }, "mail delivery failed");
        return { id, delivered: false };
      }
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
