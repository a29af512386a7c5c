import type { Database } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import type { Llm } from "../advisor/providers/llm.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import type { FileStore } from "../ports/files.ts";
import type { JobRegistry } from "../ports/jobs.ts";
import type { PdfRenderer } from "../ports/pdf.ts";
import { guideContent, guideIcs, guidePdf, retryGuide } from "./guide-files.service.ts";
import { generateGuide, markGuideFailed } from "./guide-generator.ts";
import { guideEventsFor } from "./guide-events.ts";
import { guideJob, guideQueue } from "./guide-job.ts";
import { createGuideNarrator } from "./guide-narrative.ts";
import { guideStatus, listGuides, requestGuide } from "./guide-request.service.ts";

export interface GuideDeps {
  database: Database;
  store: FileStore;
  renderer: PdfRenderer;
  /** The job runner: the guide job is registered on it; `onStop` closes the status listener with it. */
  jobs: JobRegistry;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  /** A hosted model writes the guide's narrative; without one the template text stays. */
  llm: Llm | null;
  knowledgeSearch: () => KnowledgeSearch;
  answerThreshold: number;
  retryDelaySeconds: number;
}

/** Guides: requested from a conversation, made by a background job, read as PDF, page and calendar. */
export function createGuideServices(deps: GuideDeps) {
  const { database, store, renderer, llm, jobs } = deps;
  const db = database.db;
  const narrate = llm ? createGuideNarrator(llm, deps.knowledgeSearch, deps.log) : undefined;
  const job = guideJob({
    database,
    log: deps.log,
    generate: (guideId) => generateGuide({ db, store, renderer, narrate }, guideId),
    fail: (guideId, code) => markGuideFailed(db, guideId, code),
    retryDelaySeconds: deps.retryDelaySeconds,
  });
  jobs.register(job);
  jobs.onStop(() => guideEventsFor(database).close());
  const queue = guideQueue(jobs, job, { database, log: deps.log });
  return {
    /** Ends the thread and records the guide; the queue wakes the generator after the commit. */
    requestGuide: (actor: Actor, threadId: string, lang?: "pl" | "en") =>
      requestGuide({ db, queue }, actor, threadId, { answerThreshold: deps.answerThreshold }, new Date(), lang),
    guidePdf: (actor: Actor, guideId: string) => guidePdf({ db, store }, actor, guideId),
    guideContent: (actor: Actor, guideId: string) => guideContent(db, actor, guideId),
    guideIcs: (actor: Actor, guideId: string) => guideIcs(db, actor, guideId),
    retryGuide: (actor: Actor, guideId: string) => retryGuide({ db, queue }, actor, guideId),
    guideStatus: (actor: Actor, guideId: string) => guideStatus(db, actor, guideId),
    listGuides: (actor: Actor, page: number, pageSize: number) => listGuides(db, actor, page, pageSize),
  };
}

export type GuideServices = ReturnType<typeof createGuideServices>;
