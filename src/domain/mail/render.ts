import { createTranslator } from "../../shared/i18n.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";

export type MailKind =
  | "resetPassword"
  | "confirmAccount"
  | "passwordChanged"
  | "helpRequest"
  | "companyStatusChanged"
  | "verificationResult"
  | "userStatusChanged"
  | "employeeInvitation"
  | "invitationPending"
  | "passwordGuessing"
  | "helpReply"
  | "registrationResume"
  | "renewalReminder"
  | "matchDigest"
  | "conversationUnread"
  | "complaintFiled"
  | "complaintDecided";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** What a message says beyond its kind: every value from users is escaped when rendered. */
export interface MailVars {
  name: string;
  link?: string;
  hours?: number;
  days?: number;
  from?: string;
  topic?: string;
  message?: string;
  company?: string;
  /** A second company's name (a complaint's other side). */
  other?: string;
  /** A number people read (a complaint's R-2026-000042). */
  number?: string;
  /** A day, already in the recipient's language (formatLongDate). */
  date?: string;
  /** A status key (`statuses.<variant>` in common.json): its text fills {{status}}, and a `<kind>.<variant>.<key>` text wins over `<kind>.<key>`. */
  variant?: string;
  /** Staff's optional reason for a status change, quoted as given. */
  reason?: string | null;
  /** Staff's reply to a help request: its paragraphs (split at blank lines) come before the quoted request. */
  reply?: string;
  /** A number the text names (unread messages). */
  count?: number;
  /** Lines already in the recipient's language (a digest's offers), a paragraph each after the intro. */
  lines?: string[];
}

/**
 * A message in the recipient's language from `locales/<lng>/mail.json`: a subject, paragraphs,
 * an optional action link, as plain text and as HTML in the product's look. Every value from
 * users (names) is escaped; links are ours.
 */
export function renderMail(kind: MailKind, locale: string, vars: MailVars): RenderedMail {
  const { t, has } = createTranslator(locale, cataloguesFor(locale));
  const topicName = vars.topic ? t(`help.topics.${vars.topic}`) : "";
  const values = {
    ...vars,
    reason: undefined,
    lines: undefined,
    topicName,
    status: vars.variant ? t(`statuses.${vars.variant}`) : undefined,
  };
  const pick = (key: string) =>
    vars.variant && has(`mail:${kind}.${vars.variant}.${key}`)
      ? `mail:${kind}.${vars.variant}.${key}`
      : `mail:${kind}.${key}`;
  const k = (key: string) => t(pick(key), values);
  const optional = (key: string) => (has(pick(key)) ? k(key) : null);
  const subject = k("subject");
  const greeting = t("mail:layout.greeting", { name: vars.name });
  const quoted =
    vars.message !== undefined
      ? [
          t(has(`mail:${kind}.details`) ? `mail:${kind}.details` : "mail:helpRequest.details", {
            from: vars.from,
            topic: topicName,
          }),
          vars.message,
        ]
      : [];
  const reason = vars.reason?.trim() ? [t("mail:layout.reason", { reason: vars.reason.trim() })] : [];
  const replied = vars.reply?.split(/\n\s*\n/).map((p) => p.trim()) ?? [];
  const paragraphs = [
    optional("intro"),
    ...(vars.lines ?? []),
    ...replied,
    ...quoted,
    ...reason,
    optional("note"),
  ].filter((p): p is string => Boolean(p));
  const action = vars.link ? k("action") : null;
  const signature = t("mail:layout.signature");
  const footer = t("mail:layout.footer");

  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action && vars.link ? [`${action}: ${vars.link}`, ""] : []),
    signature,
    "",
    "—",
    footer,
  ].join("\n");

  // pre-line: the line breaks inside a quoted or written paragraph stay.
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(s)}</p>`;
  const button =
    action && vars.link
      ? `<p style="margin:24px 0"><a href="${escapeHtml(vars.link)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(action)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(vars.link)}</p>`
      : "";
  const html = `<!doctype html><html lang="${locale === "en" ? "en" : "pl"}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:'DejaVu Sans',Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1e3a8a">Przewodnik</p>
${p(greeting)}${paragraphs.map(p).join("")}${button}${p(signature)}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(footer)}</p></td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
