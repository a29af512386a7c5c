import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, statusChanges } from "../../db/schema/index.ts";
import type { CompanyDocumentRecord } from "../../shared/contracts/documents.ts";
import {
  VERIFICATION_REQUIRED_TYPES,
  type VerificationState,
  verificationDeadline,
} from "../../shared/contracts/verification.ts";
import type { CompanyStatus } from "../../shared/statuses.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";
import { documentsWithFiles, memberCompany } from "./document-access.ts";

type Documents = Pick<CompanyDocumentRecord, "type" | "files">[];

/**
 * The rule, in this one place: verification can be ordered once the company has at least one
 * file in a document of each required type (company registration, tax). A document's staff
 * status does not matter here: staff judge the documents when they verify.
 */
export const verificationChecklist = (documents: Documents) =>
  VERIFICATION_REQUIRED_TYPES.map((type) => ({
    type,
    met: documents.some((d) => d.type === type && d.files.length > 0),
  }));

function stateOf(
  company: { status: CompanyStatus; verificationRequestedAt: Date | null },
  documents: Documents,
): VerificationState {
  const checklist = verificationChecklist(documents);
  const requestedAt = company.verificationRequestedAt;
  return {
    checklist,
    canRequest: company.status === "not_verified" && !requestedAt && checklist.every((c) => c.met),
    companyStatus: company.status,
    requestedAt,
    deadline: requestedAt ? verificationDeadline(requestedAt) : null,
  };
}

async function companyOf(db: Db, companyId: string) {
  const [company] = await db
    .select({ status: companies.status, verificationRequestedAt: companies.verificationRequestedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError("companyNotFound");
  return company;
}

/** The actor's company's verification: the checklist, the open order and its deadline. */
export async function verificationState(db: Db, actor: Actor | null): Promise<VerificationState> {
  const { companyId } = memberCompany(actor);
  return stateOf(await companyOf(db, companyId), await documentsWithFiles(db, companyId));
}

/**
 * The company admin (editOwnCompany) orders verification: refused while one is open
 * (verificationAlreadyRequested), once the company is verified or otherwise judged
 * (companyAlreadyVerified), and without the required documents (verificationDocumentsMissing).
 * The company row is locked, so two orders at once record one. Written to the audit log.
 */
export async function requestVerification(db: Db, actor: Actor | null, now = new Date()): Promise<VerificationState> {
  requirePermission(actor, "editOwnCompany");
  const companyId = actorCompanyId(actor);
  await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
    if (!company) throw new AppError("companyNotFound");
    if (company.status !== "not_verified") throw new AppError("companyAlreadyVerified");
    if (company.verificationRequestedAt) throw new AppError("verificationAlreadyRequested");
    const documents = await documentsWithFiles(tx, companyId);
    if (!verificationChecklist(documents).every((c) => c.met)) {
      throw new AppError("verificationDocumentsMissing");
    }
    // Registration status 2, submitted for verification (docs/decisions/023); never back from 3.
    await tx
      .update(companies)
      .set({ verificationRequestedAt: now, registrationStatus: sql`greatest(${companies.registrationStatus}, 2)` })
      .where(eq(companies.id, companyId));
    await tx.insert(statusChanges).values({
      subject: "company",
      companyId,
      actorId: actor.user.id,
      action: "VERIFICATION_REQUEST",
      fromStatus: company.status,
      toStatus: company.status,
      createdAt: now,
    });
  });
  return stateOf(await companyOf(db, companyId), await documentsWithFiles(db, companyId));
}
