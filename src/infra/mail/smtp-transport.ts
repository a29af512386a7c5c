import nodemailer from "nodemailer";
import type { MailTransport } from "../../domain/ports/mail.ts";

/** Delivery over SMTP with nodemailer (`SMTP_URL`), from one sender (`MAIL_FROM`). */
export function smtpTransport(options: { url: string; from: string }): MailTransport {
  const transport = nodemailer.createTransport(options.url);
  return {
    async deliver(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
