import type { Db } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/index.ts";
import { setCompanyRoles } from "../../src/domain/access/user-roles.ts";
import { tinChecksum } from "../../src/shared/tin.ts";
import type { CompanyStatus } from "../../src/shared/statuses.ts";
import { makeCompany } from "./companies.ts";
import { tokenFor } from "./graphql.ts";

let made = 0;

/** A valid NIP no other company of this process has (the demo's and the fixed test NIPs start otherwise). */
export function freshTin(): string {
  for (;;) {
    const first9 = `77${String(++made).padStart(7, "0")}`;
    const check = tinChecksum(first9);
    if (check !== 10) return `${first9}${check}`;
  }
}

/**
 * A company of the test's own (the demo must be seeded: its password hash is reused), with an
 * admin, a member and a second member, each with a session token. Its name and its users'
 * addresses carry a key no other fresh company has, so a test sees only what it made.
 */
export async function freshCompany(db: Db, options: { status?: CompanyStatus; subscribed?: boolean } = {}) {
  const tin = freshTin();
  const key = `Firma${tin}`;
  const made = await makeCompany(db, key, { tin, ...options });
  const [secondMember] = await db
    .insert(users)
    .values({
      email: `member2@${key.toLowerCase()}.example.pl`,
      name: "Ola",
      surname: key,
      passwordHash: made.member.passwordHash,
      companyId: made.company.id,
      isActive: true,
    })
    .returning();
  await setCompanyRoles(db, secondMember!.id, false);
  return {
    ...made,
    key,
    domain: `@${key.toLowerCase()}.example.pl`,
    secondMember: secondMember!,
    tokens: {
      admin: await tokenFor(db, made.admin.email),
      member: await tokenFor(db, made.member.email),
      secondMember: await tokenFor(db, secondMember!.email),
    },
  };
}
