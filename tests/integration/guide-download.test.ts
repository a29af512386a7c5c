import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { advisorThreads, guides, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import type { GuideContent } from "../../src/shared/guide-content.ts";
import { bigFile, digest } from "../support/big-file.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-guide-download-"));

describe("the guide's PDF download", () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  const SIZE = 24 * 1024 * 1024;
  const file = bigFile(SIZE);
  let token: string;
  let guideId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    const email = DEMO.members[1]!.email;
    token = await tokenFor(t.database.db, email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [thread] = await t.database.db
      .insert(advisorThreads)
      .values({ userId: user!.id, status: "ended" })
      .returning({ id: advisorThreads.id });
    const fileKey = `guides/${thread!.id}.pdf`;
    await t.services.store.write(fileKey, file.stream(), "application/pdf");
    const [guide] = await t.database.db
      .insert(guides)
      .values({
        userId: user!.id,
        threadId: thread!.id,
        title: "Sklep z odzieżą",
        status: "ready",
        content: {} as GuideContent,
        fileKey,
        fileSize: SIZE,
        createdAt: new Date("2026-03-02T10:00:00Z"),
      })
      .returning({ id: guides.id });
    guideId = guide!.id;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("streams a large PDF from the file store as it is read, with its headers, never reading it whole", async () => {
    const whole = vi.spyOn(t.services.store, "get");
    const streamed = vi.spyOn(t.services.store, "read");
    try {
      const res = await t.app.request(`/new-api/pdf/download/${guideId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="sklep-z-odzieza-2026-03-02\.pdf"/);
      expect(res.headers.get("content-length")).toBe(String(SIZE));
      expect(whole).not.toHaveBeenCalled();
      expect(streamed).toHaveBeenCalledOnce();

      // The first piece the client reads is a piece of the file, not the whole file at once.
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.value!.length).toBeGreaterThan(0);
      expect(first.value!.length).toBeLessThanOrEqual(1024 * 1024);
      async function* rest() {
        yield first.value!;
        for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
      }
      expect(await digest(rest())).toEqual({ sha256: file.sha256, size: SIZE });
    } finally {
      whole.mockRestore();
      streamed.mockRestore();
    }
  });
});
