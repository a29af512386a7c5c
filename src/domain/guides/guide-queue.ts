/**
 * Where a requested guide goes to be made. The guide row (status `generating`) is itself the
 * durable request; the queue only wakes the generator. The guides issue implements it with
 * pg-boss; until then requests wait as `generating`.
 */
export interface GuideQueue {
  enqueue(guideId: string): Promise<void>;
}

/** No generator runs in this build: requested guides stay `generating` until one does. */
export const waitingGuideQueue: GuideQueue = { enqueue: async () => {} };
