/**
 * Where a requested guide goes to be made. The guide row (status `generating`) is itself the
 * durable request; the queue only wakes the generator (a job: guide-job.ts).
 */
export interface GuideQueue {
  enqueue(guideId: string): Promise<void>;
}
