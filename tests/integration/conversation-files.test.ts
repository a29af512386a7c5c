import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyLists, mediaFiles, storedFileRemovals } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { CONVERSATION_LIMITS } from "../../src/shared/contracts/conversations.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { fileBytes, MB } from "../support/media-upload.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
interface SentMessage {
  id: string;
  text: string;
  own: boolean;
  attachments: { id: string; name: string; contentType: string; size: number }[];
}

const BOUNDARY = "----pz-conversation-file-boundary";

/** A multipart body: the `text` field (when given) before the file, as a browser's form sends them. */
function body(file: Buffer, fileName: string, text?: string) {
  const parts: Buffer[] = [];
  if (text !== undefined)
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`));
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

/**
 * Files in conversations between companies through `/media` (issue 27; ADRs 022, 031): typed by
 * their bytes, 20 MB at most, recorded with their message in one transaction, read by both
 * companies' members and nobody else, refused before the body is read when the sender may not send.
 */
describe(`files in conversations on ${testDbKind}`, () => {
  const t = useTestApp({ DOCUMENT_UPLOADS_PER_USER: "1000", DOCUMENT_UPLOADS_PER_COMPANY: "1000" });
  const api = (token: string) => restAs(() => t.app, token);
  let home: Company;
  let other: Company;
  let conversationId: string;

  const send = (token: string | undefined, id: string, file: Buffer, fileName = "zlecenie.pdf", text?: string) =>
    t.app.request(`/media/conversations/${id}/messages`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body(file, fileName, text),
    });
  const fetchFile = (token: string, id: string, fileId: string) =>
    t.app.request(`/media/conversations/${id}/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  const stored = async () => t.database.db.select().from(mediaFiles).where(eq(mediaFiles.companyId, other.company.id));
  const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
    conversationId = (
      await expectStatus(api(home.tokens.member).conversations.$post({ json: { companyId: other.company.id } }), 201)
    ).conversation.id;
  });

  it("sends a PDF with a line of text; both companies see it, the other downloads the same bytes", async () => {
    const pdf = fileBytes.pdf(3000, "zlecenie transportowe");
    const res = await send(
      other.tokens.member,
      conversationId,
      pdf,
      "zlecenie 11-2026.pdf",
      "  W załączniku zlecenie.  ",
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = (await res.json()) as SentMessage;
    expect(sent).toMatchObject({
      text: "W załączniku zlecenie.",
      own: true,
      attachments: [{ name: "zlecenie 11-2026.pdf", contentType: "application/pdf", size: 3000 }],
    });
    const file = sent.attachments[0]!;
    const view = await expectStatus(
      api(home.tokens.admin).conversations[":conversationId"].$get({ param: { conversationId }, query: {} }),
      200,
    );
    expect(view.messages.at(-1)).toMatchObject({ id: sent.id, own: false, attachments: [file] });
    expect(view.conversation.lastMessage).toMatchObject({ preview: "W załączniku zlecenie.", fileName: file.name });
    const download = await fetchFile(home.tokens.member, conversationId, file.id);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // A file alone is a message too.
    const alone = await send(other.tokens.member, conversationId, fileBytes.png(), "mapa.png");
    expect(((await alone.json()) as SentMessage).attachments[0]).toMatchObject({ contentType: "image/png" });
  });

  it("keeps a file to its conversation: another company, staff, another conversation's id all get nothing", async () => {
    const third = await freshCompany(t.database.db);
    const sent = (await (await send(other.tokens.member, conversationId, fileBytes.pdf())).json()) as SentMessage;
    const fileId = sent.attachments[0]!.id;
    expect(await codeOf(await fetchFile(third.tokens.member, conversationId, fileId))).toBe("conversationNotFound");
    const staff = await tokenFor(t.database.db, DEMO.staff.email);
    expect((await fetchFile(staff, conversationId, fileId)).status).toBe(403);
    // The same file asked through another conversation of the reader's company: not there.
    const elsewhere = (
      await expectStatus(api(home.tokens.member).conversations.$post({ json: { companyId: third.company.id } }), 201)
    ).conversation.id;
    expect(await codeOf(await fetchFile(home.tokens.member, elsewhere, fileId))).toBe("conversationFileNotFound");
    // Nor is it a company document of its sender, by the documents' route.
    expect(
      (await t.app.request(`/media/files/${fileId}`, { headers: { authorization: `Bearer ${other.tokens.member}` } }))
        .status,
    ).toBe(404);
    // A third company cannot send into the conversation either (before its body is read).
    expect(await codeOf(await send(third.tokens.member, conversationId, fileBytes.pdf()))).toBe("conversationNotFound");
  });

  it("follows /media's rules: typed by bytes, 20 MB at most, nothing kept of a refusal", async () => {
    const before = await stored();
    const html = await send(
      other.tokens.member,
      conversationId,
      Buffer.from("<html><script>alert(1)</script></html>"),
      "faktura.pdf",
    );
    expect(html.status).toBe(415);
    expect(await codeOf(html)).toBe("fileTypeNotAllowed");
    const big = await send(other.tokens.member, conversationId, fileBytes.pdf(20 * MB + 1));
    expect(big.status).toBe(413);
    const long = await send(other.tokens.member, conversationId, fileBytes.pdf(), "a.pdf", "x".repeat(4001));
    expect(long.status).toBe(400);
    expect(await stored()).toEqual(before);
    const view = await expectStatus(
      api(home.tokens.member).conversations[":conversationId"].$get({ param: { conversationId }, query: {} }),
      200,
    );
    expect(view.messages).toEqual([]);
    const queued = await t.database.db.select().from(storedFileRemovals);
    expect(queued.filter((q) => q.storageKey.includes(other.company.id))).toEqual([]);
  });

  it("keeps a company's files of a day under their share (fileCountLimit), before reading the body", async () => {
    await send(other.tokens.member, conversationId, fileBytes.pdf());
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.companyId, other.company.id));
    // As if the company had sent its day's bytes already.
    await t.database.db
      .update(mediaFiles)
      .set({ size: CONVERSATION_LIMITS.fileBytesPerDay })
      .where(eq(mediaFiles.id, row!.id));
    const refused = await send(other.tokens.member, conversationId, fileBytes.pdf());
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe("fileCountLimit");
    // A day later the share is free again; the other company's own share was never touched.
    await t.database.db
      .update(mediaFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mediaFiles.id, row!.id));
    expect((await send(other.tokens.member, conversationId, fileBytes.pdf())).status).toBe(201);
    expect((await send(home.tokens.member, conversationId, fileBytes.pdf())).status).toBe(201);
  });

  it("refuses a blocked pair and a guest before reading a byte", async () => {
    await t.database.db
      .insert(companyLists)
      .values({ companyId: home.company.id, otherCompanyId: other.company.id, list: "deny" });
    expect(await codeOf(await send(other.tokens.member, conversationId, fileBytes.pdf()))).toBe("conversationBlocked");
    expect((await send(undefined, conversationId, fileBytes.pdf())).status).toBe(401);
    expect(await stored()).toEqual([]);
  });
});
