import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, statusChanges, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { verificationDaysLeft } from "../../src/shared/contracts/verification.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { fileBytes, uploadTo } from "../support/media-upload.ts";
import { waitForMail } from "../support/outbox.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-verification-"));
const DAY = 86_400_000;

/** Ordering verification (spec §2, §9): the documents it needs, one open order, staff's filter and result. */
describe("ordering verification", () => {
  const t = useTestApp({ DATA_DIR: root });
  const app = () => t.app;
  let home: Awaited<ReturnType<typeof freshCompany>>;
  let staff = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));
  beforeEach(async () => {
    home = await freshCompany(t.database.db, { status: "not_verified" });
  });

  const order = (token: string) => restAs(app, token).company["verification-request"].$post();
  /** A document of the type with one file. */
  const documentWithFile = async (type: "companyRegistration" | "tax") => {
    const api = restAs(app, home.tokens.member);
    const doc = await expectStatus(api.company.documents.$post({ json: { type } }), 201);
    expect((await uploadTo(t.app, home.tokens.member, doc.id, fileBytes.pdf())).status).toBe(201);
  };
  const requested = async (companyId: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.verificationRequestedAt;
  const staffList = async () =>
    t.services.companies.listCompanies(await t.services.accounts.actorFromToken(staff), {
      awaitingVerification: true,
      pageSize: 100,
    });
  const judge = (companyId: string, action: "CONFIRM" | "DENY") =>
    expectStatus(
      restAs(app, staff).portal.companies[":companyId"].status.$post({ param: { companyId }, json: { action } }),
      200,
    );

  it("is refused without a file in both a company registration and a tax document", async () => {
    expect((await expectRefusal(order(home.tokens.admin), 409)).error.code).toBe("verificationDocumentsMissing");
    await documentWithFile("tax");
    // A registration document without a file does not count.
    await expectStatus(
      restAs(app, home.tokens.member).company.documents.$post({ json: { type: "companyRegistration" } }),
      201,
    );
    expect((await expectRefusal(order(home.tokens.admin), 409)).error.code).toBe("verificationDocumentsMissing");
    expect(await requested(home.company.id)).toBeNull();
  });

  it("is ordered with them, once: recorded, written to the audit log, refused again while open", async () => {
    const state = () => expectStatus(restAs(app, home.tokens.member).company.verification.$get(), 200);
    expect(await state()).toEqual({
      checklist: [
        { type: "companyRegistration", met: false },
        { type: "tax", met: false },
      ],
      canRequest: false,
      companyStatus: "not_verified",
      requestedAt: null,
      deadline: null,
    });
    await documentWithFile("companyRegistration");
    expect((await state()).checklist).toEqual([
      { type: "companyRegistration", met: true },
      { type: "tax", met: false },
    ]);
    await documentWithFile("tax");
    expect(await state()).toMatchObject({ canRequest: true, requestedAt: null });
    const done = await expectStatus(order(home.tokens.admin), 200);
    // GET tells what the order answered: the open order, its deadline, no second order.
    expect(await state()).toEqual(done);
    expect(done).toMatchObject({
      canRequest: false,
      companyStatus: "not_verified",
      checklist: [
        { type: "companyRegistration", met: true },
        { type: "tax", met: true },
      ],
    });
    const at = new Date(done.requestedAt!);
    expect(new Date(done.deadline!).getTime() - at.getTime()).toBe(14 * DAY);
    expect((await requested(home.company.id))?.toISOString()).toBe(done.requestedAt);
    const log = await t.database.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.companyId, home.company.id), eq(statusChanges.action, "VERIFICATION_REQUEST")));
    expect(log).toEqual([
      expect.objectContaining({ subject: "company", actorId: home.admin.id, fromStatus: "not_verified" }),
    ]);
    expect((await expectRefusal(order(home.tokens.admin), 409)).error.code).toBe("verificationAlreadyRequested");
  });

  it("is refused for a member without editOwnCompany, for staff and for a verified company", async () => {
    await documentWithFile("companyRegistration");
    await documentWithFile("tax");
    expect((await expectRefusal(order(home.tokens.member), 403)).error.code).toBe("forbidden");
    expect((await expectRefusal(order(staff), 403)).error.code).toBe("forbidden");
    expect(await requested(home.company.id)).toBeNull();
    const verified = await freshCompany(t.database.db);
    expect((await expectRefusal(order(verified.tokens.admin), 409)).error.code).toBe("companyAlreadyVerified");
  });

  it("staff's filter lists the open orders oldest first with the days left; CONFIRM closes it and mails the admin", async () => {
    await documentWithFile("companyRegistration");
    await documentWithFile("tax");
    await expectStatus(order(home.tokens.admin), 200);
    const older = home;
    home = await freshCompany(t.database.db, { status: "not_verified" });
    await documentWithFile("companyRegistration");
    await documentWithFile("tax");
    await expectStatus(order(home.tokens.admin), 200);
    // The first order was 16 days ago (overdue), the second 3 days ago.
    const now = Date.now();
    await t.database.db
      .update(companies)
      .set({ verificationRequestedAt: new Date(now - 3 * DAY) })
      .where(eq(companies.id, home.company.id));
    await t.database.db
      .update(companies)
      .set({ verificationRequestedAt: new Date(now - 16 * DAY) })
      .where(eq(companies.id, older.company.id));
    const mine = (await staffList()).items.filter((c) => [older.company.id, home.company.id].includes(c.id));
    expect(mine.map((c) => c.id)).toEqual([older.company.id, home.company.id]);
    expect(mine.map((c) => verificationDaysLeft(c.verificationRequestedAt!, new Date(now)))).toEqual([-2, 11]);
    // A company without an order is not listed.
    const unordered = await freshCompany(t.database.db, { status: "not_verified" });
    expect((await staffList()).items.map((c) => c.id)).not.toContain(unordered.company.id);

    await judge(older.company.id, "CONFIRM");
    expect(await requested(older.company.id)).toBeNull();
    expect((await staffList()).items.map((c) => c.id)).not.toContain(older.company.id);
    const mail = await waitForMail(t.database.db, older.admin.email, "verificationResult");
    expect(mail.subject).toBe(`Wynik weryfikacji firmy ${older.company.name}: zweryfikowana`);
  });

  it("DENY closes the order too and mails the result in the admin's language", async () => {
    await documentWithFile("companyRegistration");
    await documentWithFile("tax");
    await expectStatus(order(home.tokens.admin), 200);
    await t.database.db.update(users).set({ locale: "en" }).where(eq(users.id, home.admin.id));
    await judge(home.company.id, "DENY");
    expect(await requested(home.company.id)).toBeNull();
    const mail = await waitForMail(t.database.db, home.admin.email, "verificationResult");
    expect(mail.subject).toMatch(new RegExp(`^Verification result for ${home.company.name}: `));
    expect(mail.text).toContain("The verification your company");
    // A status change without an open order mails as before.
    await judge(home.company.id, "RESTART" as "CONFIRM");
    await waitForMail(t.database.db, home.admin.email, "companyStatusChanged");
  });
});
