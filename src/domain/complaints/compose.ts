import type { Actor } from "../access/actor.ts";
import type { IncomingUpload } from "../documents/stored-upload.ts";
import { addComplaintFile, type ComplaintFileDeps, openComplaintFile } from "./complaint-files.ts";
import {
  type ChangeCompanyStatus,
  complaintQueue,
  complaintView,
  fileComplaint,
  listComplaints,
  messageToReport,
  respondToComplaint,
  reverifyFromComplaint,
  stepComplaint,
} from "./complaints.service.ts";

/**
 * Complaints between companies (issue 28; DESIGN §7 deals; docs/decisions/033): filed about a
 * transaction or a reported message, answered once, taken and decided by staff, their files
 * through `/media`; a company sent back to verification through the companies' status machine.
 */
export function createComplaintServices(
  given: Omit<ComplaintFileDeps, "now"> & { now?: () => Date; changeCompanyStatus: ChangeCompanyStatus },
) {
  const deps = { ...given, now: given.now ?? (() => new Date()) };
  return {
    fileComplaint: (actor: Actor | null, input: unknown, baseUrl: string) => fileComplaint(deps, actor, input, baseUrl),
    complaintView: (actor: Actor | null, id: string) => complaintView(deps, actor, id),
    messageToReport: (actor: Actor | null, messageId: string) => messageToReport(deps, actor, messageId),
    listComplaints: (actor: Actor | null, query: unknown) => listComplaints(deps, actor, query),
    complaintQueue: (actor: Actor | null, query: unknown) => complaintQueue(deps, actor, query),
    respondToComplaint: (actor: Actor | null, id: string, input: unknown) => respondToComplaint(deps, actor, id, input),
    stepComplaint: (actor: Actor | null, id: string, input: unknown, baseUrl: string) =>
      stepComplaint(deps, actor, id, input, baseUrl),
    reverifyFromComplaint: (actor: Actor | null, id: string, input: unknown, baseUrl: string) =>
      reverifyFromComplaint(deps, actor, id, input, baseUrl),
    addComplaintFile: (actor: Actor | null, id: string, input: { receive: () => Promise<IncomingUpload> }) =>
      addComplaintFile(deps, actor, id, input),
    openComplaintFile: (actor: Actor | null, id: string, fileId: string) => openComplaintFile(deps, actor, id, fileId),
  };
}
export type ComplaintServices = ReturnType<typeof createComplaintServices>;
