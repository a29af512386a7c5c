export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Delivers a message that the mailer has already recorded (src/infra/mail: SMTP). Throws when the
 * server refuses it; the mailer stores the reason.
 */
export interface MailTransport {
  deliver(message: OutgoingMail): Promise<void>;
  close(): void;
}
