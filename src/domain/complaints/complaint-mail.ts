import { and, eq, or } from "drizzle-orm";
import { userRoles, users } from "../../db/schema/index.ts";
import { ROLES } from "../../shared/permissions.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import type { ComplaintRow, Reader } from "./complaint-records.ts";

export interface ComplaintMailDeps {
  db: Reader;
  mailer: Mailer;
}

/** A company's active admins and, when given, one more person of it (the complaint's author), once each. */
async function recipients(db: Reader, companyId: string, alsoUserId: string | null) {
  const rows = await db
    .selectDistinct({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.companyAdmin.id)))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        eq(users.isBlocked, false),
        alsoUserId
          ? or(eq(userRoles.roleId, ROLES.companyAdmin.id), eq(users.id, alsoUserId))
          : eq(userRoles.roleId, ROLES.companyAdmin.id),
      ),
    );
  return rows;
}

/** The complaint's page (baseUrl: PUBLIC_URL, or the origin the request came to). */
const link = (baseUrl: string, id: string) => `${baseUrl}/company/info/complaints/${id}`;

/** The company complained against hears of a new complaint (its admins). */
export async function mailFiled(
  deps: ComplaintMailDeps,
  row: ComplaintRow,
  names: { author: string; number: string; baseUrl: string },
) {
  for (const to of await recipients(deps.db, row.againstCompanyId, null)) {
    const mail = renderMail("complaintFiled", to.locale, {
      name: to.name,
      company: names.author,
      number: names.number,
      link: link(names.baseUrl, row.id),
    });
    deps.mailer.queue({ ...mail, to: to.email, kind: "complaintFiled" });
  }
}

/** Both companies hear staff's decision and its reason (the admins, and the person who filed it). */
export async function mailDecided(
  deps: ComplaintMailDeps,
  row: ComplaintRow,
  names: { author: string; against: string; number: string; baseUrl: string },
) {
  const sides = [
    { companyId: row.authorCompanyId, also: row.authorUserId },
    { companyId: row.againstCompanyId, also: null },
  ];
  for (const { companyId, also } of sides) {
    for (const to of await recipients(deps.db, companyId, also)) {
      const mail = renderMail("complaintDecided", to.locale, {
        name: to.name,
        variant: `complaint.${row.status}`,
        company: names.author,
        other: names.against,
        number: names.number,
        reason: row.decisionReason,
        link: link(names.baseUrl, row.id),
      });
      deps.mailer.queue({ ...mail, to: to.email, kind: "complaintDecided" });
    }
  }
}
