import { createRoute, z } from "@hono/zod-openapi";
import {
  type CompanyDocumentRecord,
  companyDocumentRecord,
  createDocumentInput,
  documentParamsInput,
  mediaFileRecord,
  wireFile,
  uploadLimitsRecord,
} from "../../shared/contracts/documents.ts";
import { type VerificationState, verificationStateRecord } from "../../shared/contracts/verification.ts";
import { idText } from "../../shared/text-rules.ts";
import { actorOf, bearer, createRouter, errorResponses, ErrorSchema, json } from "./openapi.ts";

const refusals = {
  403: { description: "Missing permission", content: { "application/json": { schema: ErrorSchema } } },
  404: {
    description: "No such document of the caller's company (companyDocumentNotFound)",
    content: { "application/json": { schema: ErrorSchema } },
  },
  409: {
    description: "The document is accepted (documentIsAccepted)",
    content: { "application/json": { schema: ErrorSchema } },
  },
};

// The records of the contract; on the wire a date is ISO text.
const FileSchema = mediaFileRecord.extend({ createdAt: z.string() }).openapi("DocumentFile");
const DocumentSchema = companyDocumentRecord
  .extend({ createdAt: z.string(), updatedAt: z.string(), files: z.array(FileSchema) })
  .openapi("CompanyDocument");
const LimitsSchema = uploadLimitsRecord.extend({}).openapi("UploadLimits");

const wire = (d: CompanyDocumentRecord): z.infer<typeof DocumentSchema> => ({
  ...d,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
  files: d.files.map(wireFile),
});

const VerificationSchema = verificationStateRecord
  .extend({ requestedAt: z.string().nullable(), deadline: z.string().nullable() })
  .openapi("VerificationState");

const wireVerification = (v: VerificationState): z.infer<typeof VerificationSchema> => ({
  ...v,
  requestedAt: v.requestedAt?.toISOString() ?? null,
  deadline: v.deadline?.toISOString() ?? null,
});

const documentParam = z.object({ documentId: idText() });

const list = createRoute({
  method: "get",
  path: "/company/documents",
  tags: ["documents"],
  summary: "The caller's company's documents with their files, and the upload limits",
  security: bearer,
  responses: {
    200: json(z.object({ documents: z.array(DocumentSchema), limits: LimitsSchema }), "Documents"),
    ...errorResponses,
    ...refusals,
  },
});

const create = createRoute({
  method: "post",
  path: "/company/documents",
  tags: ["documents"],
  summary: "A new document of a type (files are uploaded to POST /media/documents/{documentId}/files)",
  security: bearer,
  request: { body: { required: true, content: { "application/json": { schema: createDocumentInput } } } },
  responses: { 201: json(DocumentSchema, "The document"), ...errorResponses, ...refusals },
});

const remove = createRoute({
  method: "delete",
  path: "/company/documents/{documentId}",
  tags: ["documents"],
  summary: "Deletes a document and its files while it is not accepted",
  security: bearer,
  request: { params: documentParam },
  responses: { 200: json(z.object({ id: z.string() }), "Deleted"), ...errorResponses, ...refusals },
});

const removeFile = createRoute({
  method: "delete",
  path: "/company/documents/{documentId}/files/{fileId}",
  tags: ["documents"],
  summary: "Deletes a file of a document while the document is not accepted",
  security: bearer,
  request: { params: documentParam.extend({ fileId: idText() }) },
  responses: { 200: json(z.object({ id: z.string() }), "Deleted"), ...errorResponses, ...refusals },
});

const verification = createRoute({
  method: "get",
  path: "/company/verification",
  tags: ["documents"],
  summary:
    "The caller's company's verification: the checklist of required documents (each met once a document of its type has a file), whether it may be ordered, the open order's date and its 14-day deadline, the company's status",
  security: bearer,
  responses: {
    200: json(VerificationSchema, "The verification state"),
    ...errorResponses,
    403: {
      description: "Missing permission (editOwnDocuments)",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

const orderVerification = createRoute({
  method: "post",
  path: "/company/verification-request",
  tags: ["documents"],
  summary:
    "The company admin orders verification (spec §2, §9: the result within 14 days) once a company registration and a tax document each have a file",
  security: bearer,
  responses: {
    200: json(VerificationSchema, "The order is recorded: the checklist, its date and the deadline"),
    ...errorResponses,
    403: {
      description: "Missing permission (editOwnCompany)",
      content: { "application/json": { schema: ErrorSchema } },
    },
    409: {
      description:
        "The required documents have no files (verificationDocumentsMissing), an order is open (verificationAlreadyRequested), or the company is verified (companyAlreadyVerified)",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

const staffList = createRoute({
  method: "get",
  path: "/portal/companies/{companyId}/documents",
  tags: ["back-office"],
  summary: "Staff: a company's documents with their files",
  security: bearer,
  request: { params: z.object({ companyId: idText() }) },
  responses: {
    200: json(z.object({ documents: z.array(DocumentSchema) }), "Documents"),
    ...errorResponses,
    ...refusals,
  },
});

const params = createRoute({
  method: "patch",
  path: "/portal/documents/{documentId}",
  tags: ["back-office"],
  summary: "Staff: accept or reject (with a reason) a document, set its validity and note",
  security: bearer,
  request: {
    params: documentParam,
    body: { required: true, content: { "application/json": { schema: documentParamsInput } } },
  },
  responses: { 200: json(DocumentSchema, "The document after the change"), ...errorResponses, ...refusals },
});

/** `/new-api` document routes: the metadata; the bytes go through `/media` (src/server/media). */
export const documentRoutes = createRouter()
  .openapi(list, async (c) => {
    const { documents } = c.var.services;
    const items = await documents.myDocuments(actorOf(c));
    return c.json({ documents: items.map(wire), limits: documents.uploadLimits() }, 200);
  })
  .openapi(create, async (c) =>
    c.json(wire(await c.var.services.documents.createDocument(actorOf(c), c.req.valid("json"))), 201),
  )
  .openapi(remove, async (c) =>
    c.json(await c.var.services.documents.deleteDocument(actorOf(c), c.req.valid("param").documentId), 200),
  )
  .openapi(removeFile, async (c) => {
    const { documentId, fileId } = c.req.valid("param");
    return c.json(await c.var.services.documents.deleteFile(actorOf(c), documentId, fileId), 200);
  })
  .openapi(verification, async (c) =>
    c.json(wireVerification(await c.var.services.documents.verificationState(actorOf(c))), 200),
  )
  .openapi(orderVerification, async (c) =>
    c.json(wireVerification(await c.var.services.documents.requestVerification(actorOf(c))), 200),
  )
  .openapi(staffList, async (c) => {
    const items = await c.var.services.documents.companyDocumentsOf(actorOf(c), c.req.valid("param").companyId);
    return c.json({ documents: items.map(wire) }, 200);
  })
  .openapi(params, async (c) => {
    const { documentId } = c.req.valid("param");
    const changed = await c.var.services.documents.changeDocumentParams(actorOf(c), documentId, c.req.valid("json"));
    return c.json(wire(changed), 200);
  });
