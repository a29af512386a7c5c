import type { CompanyDocumentRecord, MediaFileRecord } from "../../shared/contracts/documents.ts";
import { builder, type GraphQLContext } from "./builder.ts";

/**
 * Company documents as staff read them in GraphQL (the staff company view): the records of the
 * documents contract, written out, each file with its addresses built from the configured
 * public address (PUBLIC_URL, or the origin the request came to).
 */

const mediaUrl = (ctx: GraphQLContext, path: string) => `${ctx.services.baseUrl(ctx.origin)}/media/files/${path}`;

const DocumentFile = builder.objectRef<MediaFileRecord>("DocumentFile").implement({
  description: "A file of a company document: the user's name (metadata only), size and the type its bytes showed.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("originalName"),
    size: t.exposeInt("size", { description: "Bytes" }),
    contentType: t.exposeString("contentType", { description: "application/pdf | image/jpeg | image/png" }),
    sha256: t.exposeString("sha256"),
    createdAt: t.string({ resolve: (f) => f.createdAt.toISOString() }),
    downloadUrl: t.string({
      description: "The file as an attachment (GET, the same session or bearer token)",
      resolve: (f, _args, ctx) => mediaUrl(ctx, f.id),
    }),
    inlineUrl: t.string({
      description: "Staff: the file shown in the browser, sandboxed",
      resolve: (f, _args, ctx) => mediaUrl(ctx, `${f.id}/inline`),
    }),
  }),
});

export const CompanyDocument = builder.objectRef<CompanyDocumentRecord>("CompanyDocument").implement({
  description: "A document a company handed in for verification, with its files and what staff decided.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", {
      description: "companyRegistration | tax | census | insurance | insurancePayment | other",
    }),
    status: t.exposeString("status", { description: "pending | accepted | rejected" }),
    validFrom: t.exposeString("validFrom", { nullable: true, description: "YYYY-MM-DD" }),
    validTo: t.exposeString("validTo", { nullable: true, description: "YYYY-MM-DD" }),
    rejectionReason: t.exposeString("rejectionReason", { nullable: true }),
    staffNote: t.exposeString("staffNote", { nullable: true }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (d) => d.updatedAt.toISOString() }),
    files: t.field({ type: [DocumentFile], resolve: (d) => d.files }),
  }),
});
