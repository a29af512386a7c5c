import { z } from "zod";

/**
 * A guide as the services describe it (dates as dates). The domain's view is this with the date
 * written as ISO text, and so is the REST answer (Guide).
 */
export const guideRecord = z.object({
  id: z.uuid(),
  status: z.enum(["generating", "ready", "failed"]),
  /** While generating: a client polls or listens for the change. */
  isProcessing: z.boolean(),
  title: z.string(),
  createdAt: z.date(),
  /** A code the page translates, once generation failed for good. */
  error: z.string().optional(),
});
export type GuideRecord = z.infer<typeof guideRecord>;
