import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, guides, advisorMessages, advisorThreads, users } from "../../db/schema/index.ts";
import type { GuideContent } from "../../shared/guide-content.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { composeGuide, type GuideInput } from "./compose-guide.ts";
import type { FileStore } from "../ports/files.ts";
import type { PdfRenderer } from "../ports/pdf.ts";

export interface GeneratorDeps {
  db: Db;
  store: FileStore;
  renderer: PdfRenderer;
  /** With a model configured: rewrites the narrative paragraphs from the computed facts. */
  narrate?: (content: GuideContent, input: GuideInput) => Promise<GuideContent>;
  now?: () => Date;
}

export const guideFileKey = (guideId: string) => `guides/${guideId}.pdf`;

/** The guide's Typst template (src/infra/pdf/templates). */
export const GUIDE_TEMPLATE = "guide.typ";

/**
 * Makes one requested guide: composes it from the thread's profile and conversation, renders
 * the PDF, stores it under a key derived from the guide's id and marks the guide ready. Safe to
 * run twice (a retry after a crash, a job sent again by the boot sweep): a guide that is no
 * longer `generating` is left alone, the file is overwritten in place, and only the first run to
 * finish marks it ready, so one request always gives exactly one guide.
 */
export async function generateGuide(deps: GeneratorDeps, guideId: string): Promise<"ready" | "skipped"> {
  const { db } = deps;
  const [row] = await db
    .select({
      guide: guides,
      profile: advisorThreads.profile,
      name: users.name,
      surname: users.surname,
      company: companies.name,
    })
    .from(guides)
    .innerJoin(advisorThreads, eq(advisorThreads.id, guides.threadId))
    .innerJoin(users, eq(users.id, guides.userId))
    .leftJoin(companies, eq(companies.id, guides.companyId))
    .where(eq(guides.id, guideId));
  if (!row || row.guide.status !== "generating") return "skipped";
  const conversation = await db
    .select({ role: advisorMessages.role, content: advisorMessages.content, sources: advisorMessages.sources })
    .from(advisorMessages)
    .where(eq(advisorMessages.threadId, row.guide.threadId))
    .orderBy(asc(advisorMessages.createdAt), asc(advisorMessages.id));
  const input: GuideInput = {
    lang: row.guide.lang === "en" ? "en" : "pl",
    title: row.guide.title,
    profile: row.profile as BusinessProfile,
    messages: conversation.filter((m) => m.role === "user" || m.role === "assistant") as GuideInput["messages"],
    userName: `${row.name} ${row.surname}`.trim(),
    companyName: row.company ?? null,
    now: row.guide.createdAt,
  };
  let content = composeGuide(input);
  if (deps.narrate) content = await deps.narrate(content, input);
  const pdf = await deps.renderer.render(GUIDE_TEMPLATE, content);
  const fileKey = guideFileKey(guideId);
  await deps.store.put(fileKey, pdf, "application/pdf");
  const done = await db
    .update(guides)
    .set({
      status: "ready",
      content,
      fileKey,
      fileSize: pdf.byteLength,
      error: null,
      updatedAt: deps.now?.() ?? new Date(),
    })
    .where(and(eq(guides.id, guideId), eq(guides.status, "generating")))
    .returning({ id: guides.id });
  return done.length ? "ready" : "skipped";
}

/** After the last retry: the guide is failed with a code the list translates. */
export async function markGuideFailed(db: Db, guideId: string, code: string, now = new Date()) {
  await db
    .update(guides)
    .set({ status: "failed", error: code, updatedAt: now })
    .where(and(eq(guides.id, guideId), eq(guides.status, "generating")));
}
