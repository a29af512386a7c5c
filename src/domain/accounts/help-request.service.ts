import type { Db } from "../../db/client.ts";
import { helpRequests, type HelpTopic } from "../../db/schema/index.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { guestHelpRequestSchema, helpRequestSchema, type HelpInput } from "../../shared/contracts/help.ts";
import { staffAccounts } from "../access/staff-accounts.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import type { Actor } from "../access/actor.ts";

interface Deps {
  db: Db;
  mailer: Mailer;
}

/**
 * Stores a help request and mails every portal staff member. A signed-in user's name and address
 * come from the account; a guest gives them. `topic` "deletion" is raised by the profile page.
 */
export async function createHelpRequest(
  { db, mailer }: Deps,
  actor: Actor | null,
  raw: HelpInput & { locale: string; baseUrl: string },
  topic?: HelpTopic,
) {
  const fields = topic ? {} : fieldErrorsOf(actor ? helpRequestSchema : guestHelpRequestSchema, raw);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const [row] = await db
    .insert(helpRequests)
    .values({
      userId: actor?.user.id ?? null,
      name: actor ? `${actor.user.name} ${actor.user.surname}` : raw.name.trim(),
      email: actor ? actor.user.email : raw.email.trim(),
      topic: topic ?? (raw.topic as HelpTopic),
      message: raw.message.trim(),
      locale: raw.locale === "en" ? "en" : "pl",
    })
    .returning();
  const staff = await staffAccounts(db);
  for (const member of staff) {
    const mail = renderMail("helpRequest", member.locale, {
      name: member.name,
      link: `${raw.baseUrl}/portal/help-requests`,
      from: `${row!.name} <${row!.email}>`,
      topic: row!.topic,
      message: row!.message,
    });
    mailer.queue({ ...mail, to: member.email, kind: "helpRequest" });
  }
  return row!;
}
